package org.pitch.protocol.player;

import java.nio.charset.StandardCharsets;

/**
 * Splits the text of one player datagram into the tokens of rcssserver's player command
 * language. One instance lexes one datagram; it keeps only offsets into the caller's array.
 *
 * <h2>Token rules (as rcssserver 19 tokenises)</h2>
 * At each position the longest possible token is taken; on equal length the earlier kind in
 * this list wins:
 * <ol>
 * <li>{@code (} and {@code )};</li>
 * <li>the keywords ({@code dash}, {@code turn}, ..., {@code l}, {@code r}, {@code p}, {@code c},
 *     {@code ver}, {@code true}, {@code false});</li>
 * <li>white space: runs of space, tab and newline only (a carriage return is not white space);</li>
 * <li>integers {@code [+-]?[0-9]+}, reals {@code [+-]?[0-9]*\.[0-9]+} and reals with an exponent
 *     {@code (real|integer)[eE][+-]?[0-9]+};</li>
 * <li>names {@code [-_a-zA-Z0-9]+} (so {@code 5-3}, {@code nan}, {@code 0x10} are names, while
 *     {@code 1e-2} is a number because numbers come first);</li>
 * <li>quoted strings {@code "[SAY]+"}, where SAY is {@code [0-9A-Za-z().+-*}{@code /?<>_ ]};</li>
 * <li>the unquoted say {@code (say [SAY]+)} as one token, which therefore runs to the
 *     <em>last</em> {@code )} of the run of SAY characters;</li>
 * <li>any other single byte is an error token.</li>
 * </ol>
 * Names and quoted strings longer than 8192 bytes, and unquoted say messages longer than 8191,
 * are error tokens.
 *
 * <h2>Bytes above 0x7F</h2>
 * rcssserver's scanner is built with 7-bit tables, so a byte above 0x7F makes it read outside
 * its tables; what follows is undefined there (0x80 right after {@code )} even hangs it). Pitch
 * takes the outcome rcssserver shows for almost every such byte: the byte is an error, and so
 * is the token the scanner was reading when it met it, i.e. every token whose longest-match scan
 * (which looks one byte past the token, and further where a longer token is still possible, as
 * after {@code (say hi)}) reaches the byte. Hence {@code (turn 30)\xff} executes nothing while
 * {@code (turn 30) \xff} executes the turn.
 */
final class PlayerCommandLexer {
    static final int EOF = 0;
    static final int ERROR = 1;
    static final int LP = 2;
    static final int RP = 3;
    static final int INT = 4;
    static final int REAL = 5;
    /** A name or a quoted string (quotes included in the token). */
    static final int STR = 6;
    /** {@code (say MESSAGE)} as a single token. */
    static final int UNQ_SAY = 7;

    static final int K_DASH = 10;
    static final int K_TURN = 11;
    static final int K_TURN_NECK = 12;
    static final int K_CHANGE_FOCUS = 13;
    static final int K_KICK = 14;
    static final int K_LONG_KICK = 15;
    static final int K_CATCH = 16;
    static final int K_SAY = 17;
    static final int K_SENSE_BODY = 18;
    static final int K_SCORE = 19;
    static final int K_MOVE = 20;
    static final int K_CHANGE_VIEW = 21;
    static final int K_COMPRESSION = 22;
    static final int K_BYE = 23;
    static final int K_DONE = 24;
    static final int K_POINTTO = 25;
    static final int K_ATTENTIONTO = 26;
    static final int K_TACKLE = 27;
    static final int K_CLANG = 28;
    static final int K_EAR = 29;
    static final int K_SYNCH_SEE = 30;
    static final int K_GAUSSIAN_SEE = 31;
    static final int K_NARROW = 32;
    static final int K_NORMAL = 33;
    static final int K_WIDE = 34;
    static final int K_LOW = 35;
    static final int K_HIGH = 36;
    static final int K_ON = 37;
    static final int K_OFF = 38;
    static final int K_OUR = 39;
    static final int K_OPP = 40;
    /** {@code l} or {@code left}. */
    static final int K_LEFT = 41;
    /** {@code r} or {@code right}. */
    static final int K_RIGHT = 42;
    /** {@code p} or {@code partial}. */
    static final int K_PARTIAL = 43;
    /** {@code c} or {@code complete}. */
    static final int K_COMPLETE = 44;
    static final int K_VER = 45;
    static final int K_TRUE = 46;
    static final int K_FALSE = 47;

    /** Longest name or quoted string rcssserver's token buffer holds. */
    static final int STR_MAX = 8192;

    private static final int MAX_KEYWORD_LENGTH = 12;
    /** Keywords by length: {@code KEYWORDS[len]} holds the byte texts, {@code CODES[len]} their codes. */
    private static final byte[][][] KEYWORDS = new byte[MAX_KEYWORD_LENGTH + 1][][];
    private static final int[][] CODES = new int[MAX_KEYWORD_LENGTH + 1][];

    /** Character classes. */
    private static final byte C_OTHER = 0;
    private static final byte C_SPACE = 1;
    private static final int F_NAME = 1;     // [-_a-zA-Z0-9]
    private static final int F_SAY = 2;      // [0-9A-Za-z().+-*/?<>_ ]
    private static final int F_DIGIT = 4;
    private static final int F_WORD_START = 8; // may start a name or a number
    private static final byte[] FLAGS = new byte[128];
    private static final byte[] KIND = new byte[128];

    static {
        Object[][] table = {
            {"dash", K_DASH}, {"turn", K_TURN}, {"turn_neck", K_TURN_NECK},
            {"change_focus", K_CHANGE_FOCUS}, {"kick", K_KICK}, {"long_kick", K_LONG_KICK},
            {"catch", K_CATCH}, {"say", K_SAY}, {"sense_body", K_SENSE_BODY}, {"score", K_SCORE},
            {"move", K_MOVE}, {"change_view", K_CHANGE_VIEW}, {"compression", K_COMPRESSION},
            {"bye", K_BYE}, {"done", K_DONE}, {"pointto", K_POINTTO}, {"attentionto", K_ATTENTIONTO},
            {"tackle", K_TACKLE}, {"clang", K_CLANG}, {"ear", K_EAR}, {"synch_see", K_SYNCH_SEE},
            {"gaussian_see", K_GAUSSIAN_SEE}, {"narrow", K_NARROW}, {"normal", K_NORMAL},
            {"wide", K_WIDE}, {"low", K_LOW}, {"high", K_HIGH}, {"on", K_ON}, {"off", K_OFF},
            {"our", K_OUR}, {"opp", K_OPP}, {"left", K_LEFT}, {"right", K_RIGHT}, {"l", K_LEFT},
            {"r", K_RIGHT}, {"partial", K_PARTIAL}, {"complete", K_COMPLETE}, {"p", K_PARTIAL},
            {"c", K_COMPLETE}, {"ver", K_VER}, {"true", K_TRUE}, {"false", K_FALSE},
        };
        int[] counts = new int[MAX_KEYWORD_LENGTH + 1];
        for (Object[] row : table) {
            counts[((String) row[0]).length()]++;
        }
        for (int len = 0; len <= MAX_KEYWORD_LENGTH; len++) {
            KEYWORDS[len] = new byte[counts[len]][];
            CODES[len] = new int[counts[len]];
            counts[len] = 0;
        }
        for (Object[] row : table) {
            byte[] text = ((String) row[0]).getBytes(StandardCharsets.US_ASCII);
            int n = counts[text.length]++;
            KEYWORDS[text.length][n] = text;
            CODES[text.length][n] = (Integer) row[1];
        }

        for (int c = 0; c < 128; c++) {
            int f = 0;
            boolean letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
            boolean digit = c >= '0' && c <= '9';
            if (letter || digit || c == '-' || c == '_') {
                f |= F_NAME;
            }
            if (letter || digit || "().+-*/?<>_ ".indexOf(c) >= 0) {
                f |= F_SAY;
            }
            if (digit) {
                f |= F_DIGIT;
            }
            if ((f & F_NAME) != 0 || c == '+' || c == '.') {
                f |= F_WORD_START;
            }
            FLAGS[c] = (byte) f;
            KIND[c] = (c == ' ' || c == '\t' || c == '\n') ? C_SPACE : C_OTHER;
        }
    }

    private final byte[] data;
    private final int end;
    private int pos;

    /** Current token: kind and byte range (for {@link #UNQ_SAY} the range of the message). */
    int type;
    int start;
    int stop;
    /** For {@link #INT}: the {@code atoi} value. */
    int intValue;
    /** For {@link #INT} and {@link #REAL}: the numeric value. */
    double doubleValue;

    /**
     * @param end exclusive end of the text: the first NUL byte or the end of the datagram
     */
    PlayerCommandLexer(byte[] data, int start, int end) {
        this.data = data;
        this.pos = start;
        this.end = end;
    }

    private static boolean has(int c, int flag) {
        return c < 128 && (FLAGS[c] & flag) != 0;
    }

    /** True when the scan that ended before {@code at} stumbled on a byte above 0x7F. */
    private boolean poisoned(int at) {
        return at < end && data[at] < 0;
    }

    /** Reads the next token into the public fields and returns its kind. */
    int next() {
        while (pos < end) {
            int c = data[pos] & 0xff;
            if (c < 128 && KIND[c] == C_SPACE) {
                pos++;
                continue;
            }
            int s = pos;
            start = s;
            if (c == '(') {
                return type = openParen(s);
            }
            if (c == ')') {
                pos = s + 1;
                return type = poisoned(pos) ? ERROR : RP;
            }
            if (c == '"') {
                return type = quoted(s);
            }
            if (has(c, F_WORD_START)) {
                return type = word(s);
            }
            pos = s + 1;
            stop = pos;
            return type = ERROR;
        }
        start = stop = pos;
        return type = EOF;
    }

    /** {@code (} alone, or the unquoted-say token {@code (say MESSAGE)}. */
    private int openParen(int s) {
        int i = s + 1;
        int lastClose = -1;
        if (i + 4 <= end && data[i] == 's' && data[i + 1] == 'a' && data[i + 2] == 'y' && data[i + 3] == ' ') {
            i += 4;
            for (; i < end; i++) {
                int c = data[i] & 0xff;
                if (!has(c, F_SAY)) {
                    break;
                }
                if (c == ')' && i > s + 5) {
                    lastClose = i;
                }
            }
        } else {
            // the scan may still have read a partial "say " before giving up
            String prefix = "say ";
            for (int k = 0; k < 4 && i < end && data[i] == prefix.charAt(k); k++) {
                i++;
            }
        }
        if (poisoned(i)) {
            pos = i + 1;
            stop = pos;
            return ERROR;
        }
        if (lastClose < 0) {
            pos = s + 1;
            stop = pos;
            return LP;
        }
        pos = lastClose + 1;
        if (lastClose - (s + 5) > STR_MAX - 1) {
            stop = pos;
            return ERROR;
        }
        start = s + 5;
        stop = lastClose;
        return UNQ_SAY;
    }

    private int quoted(int s) {
        int i = s + 1;
        while (i < end && has(data[i] & 0xff, F_SAY)) {
            i++;
        }
        boolean closed = i < end && data[i] == '"' && i > s + 1;
        if (closed) {
            i++;
        }
        if (poisoned(i)) {
            pos = i + 1;
            stop = pos;
            return ERROR;
        }
        if (!closed) {
            pos = s + 1;
            stop = pos;
            return ERROR;
        }
        pos = i;
        stop = i;
        return i - s > STR_MAX ? ERROR : STR;
    }

    /** Keywords, names and numbers: everything that starts with {@code [-_a-zA-Z0-9+.]}. */
    private int word(int s) {
        // longest name
        int nameEnd = s;
        while (nameEnd < end && has(data[nameEnd] & 0xff, F_NAME)) {
            nameEnd++;
        }
        // longest number, and how far a number could still have been read
        int i = s;
        if (data[i] == '+' || data[i] == '-') {
            i++;
        }
        int intDigits = i;
        while (i < end && has(data[i] & 0xff, F_DIGIT)) {
            i++;
        }
        boolean hasInt = i > intDigits;
        int numberEnd = hasInt ? i : s;
        int numberKind = hasInt ? INT : ERROR;
        int viable = i;
        if (i < end && data[i] == '.') {
            int f = i + 1;
            int fracDigits = f;
            while (f < end && has(data[f] & 0xff, F_DIGIT)) {
                f++;
            }
            viable = f;
            if (f > fracDigits) {
                numberEnd = f;
                numberKind = REAL;
            }
        }
        if (numberKind != ERROR && numberEnd < end && (data[numberEnd] == 'e' || data[numberEnd] == 'E')) {
            int e = numberEnd + 1;
            if (e < end && (data[e] == '+' || data[e] == '-')) {
                e++;
            }
            int expDigits = e;
            while (e < end && has(data[e] & 0xff, F_DIGIT)) {
                e++;
            }
            viable = Math.max(viable, e);
            if (e > expDigits) {
                numberEnd = e;
                numberKind = REAL;
            }
        }
        viable = Math.max(viable, nameEnd);
        if (poisoned(viable)) {
            pos = viable + 1;
            stop = pos;
            return ERROR;
        }
        if (numberKind != ERROR && numberEnd - s >= nameEnd - s) {
            pos = numberEnd;
            stop = numberEnd;
            if (numberKind == INT) {
                intValue = CNumbers.atoi(data, s, numberEnd);
                doubleValue = intValue;
            } else {
                doubleValue = CNumbers.strtod(data, s, numberEnd);
            }
            return numberKind;
        }
        if (nameEnd == s) {
            // a lone '+' or '.'
            pos = s + 1;
            stop = pos;
            return ERROR;
        }
        pos = nameEnd;
        stop = nameEnd;
        int len = nameEnd - s;
        if (len <= MAX_KEYWORD_LENGTH) {
            byte[][] candidates = KEYWORDS[len];
            for (int k = 0; k < candidates.length; k++) {
                if (regionEquals(candidates[k], s)) {
                    return CODES[len][k];
                }
            }
        }
        return len > STR_MAX ? ERROR : STR;
    }

    private boolean regionEquals(byte[] text, int s) {
        for (int k = 0; k < text.length; k++) {
            if (data[s + k] != text[k]) {
                return false;
            }
        }
        return true;
    }

    /** The current token's bytes as a string (ASCII only, by construction). */
    String text() {
        return new String(data, start, stop - start, StandardCharsets.ISO_8859_1);
    }

    /**
     * The current {@link #STR} token with one leading and one trailing double quote removed,
     * as the quoted say form delivers its message.
     */
    String textWithoutQuotes() {
        int s = start;
        int e = stop;
        if (e > s && data[s] == '"') {
            s++;
        }
        if (e > s && data[e - 1] == '"') {
            e--;
        }
        return new String(data, s, e - s, StandardCharsets.ISO_8859_1);
    }

    /** Whether the current token is a number. */
    boolean isNumber() {
        return type == INT || type == REAL;
    }
}
