package org.pitch.wire;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One C {@code sscanf} format, read the way glibc's {@code sscanf} reads it, because rcssserver
 * parses every trainer, online coach and monitor command with {@code sscanf} and its acceptance
 * rules are the protocol: trailing text is ignored, a missing {@code )} at the end is tolerated, a number
 * stops at the first character that cannot continue it.
 *
 * <h2>Directives</h2>
 * <ul>
 *   <li>white space: skips any amount (also none) of {@code ' ' \t \n \v \f \r};</li>
 *   <li>any other character: must be the next character (white space before it is skipped only
 *       when the format has white space before it);</li>
 *   <li>{@code %s}, {@code %Ns}: 1 to N characters that are not white space;</li>
 *   <li>{@code %[set]}, {@code %N[set]}, {@code %[^set]}: 1 to N characters of the set (white space
 *       before it is skipped only after white space in the format), glibc's range rule;</li>
 *   <li>{@code %d}: a decimal integer, read as {@code strtol} and narrowed to {@code int};</li>
 *   <li>{@code %u}: a decimal integer, read as {@code strtoul} (so {@code -1} is 4294967295) and
 *       narrowed to {@code unsigned int};</li>
 *   <li>{@code %lf}: a real as glibc's scanf collects it: decimal with an optional exponent (an
 *       {@code e} without digits is consumed and ignored), hexadecimal ({@code 0x10}),
 *       {@code nan}, {@code inf}, {@code infinity};</li>
 *   <li>{@code %n}: the number of characters read so far; not counted.</li>
 * </ul>
 *
 * <h2>Result</h2>
 * {@link Result#count()} is what {@code sscanf} returns: the number of conversions stored, or
 * {@code -1} ({@code EOF}) when the text ended before the first conversion or a character had to
 * match. A failing directive stops the scan; conversions before it keep their values.
 *
 * <p>A compiled format is immutable and thread-safe. Scanning allocates its result; commands of
 * trainers, coaches and monitors are rare, so that is not on a hot path.
 */
public final class Scanf {
    private static final int SPACE = 0, LITERAL = 1, STRING = 2, SET = 3, INT = 4, UINT = 5, REAL = 6, COUNT = 7;

    private final int[] kinds;
    private final int[] widths;
    private final char[] literals;
    private final boolean[][] sets;
    private final int conversions;

    private Scanf(int[] kinds, int[] widths, char[] literals, boolean[][] sets, int conversions) {
        this.kinds = kinds;
        this.widths = widths;
        this.literals = literals;
        this.sets = sets;
        this.conversions = conversions;
    }

    /** Compiles a format with the directives above; anything else is a programming error. */
    public static Scanf compile(String format) {
        int n = format.length();
        int[] kinds = new int[n];
        int[] widths = new int[n];
        char[] literals = new char[n];
        boolean[][] sets = new boolean[n][];
        int count = 0, conversions = 0;
        for (int i = 0; i < n; i++) {
            char c = format.charAt(i);
            if (isSpace(c)) {
                kinds[count++] = SPACE;
                continue;
            }
            if (c != '%') {
                kinds[count] = LITERAL;
                literals[count++] = c;
                continue;
            }
            int width = 0;
            i++;
            while (Character.isDigit(format.charAt(i))) width = width * 10 + format.charAt(i++) - '0';
            widths[count] = width > 0 ? width : Integer.MAX_VALUE;
            char conversion = format.charAt(i);
            switch (conversion) {
                case 's': kinds[count] = STRING; break;
                case 'd': kinds[count] = INT; break;
                case 'u': kinds[count] = UINT; break;
                case 'n': kinds[count] = COUNT; break;
                case 'l':
                    if (format.charAt(++i) != 'f') throw new IllegalArgumentException("only %lf: " + format);
                    kinds[count] = REAL;
                    break;
                case '[':
                    kinds[count] = SET;
                    boolean[] set = new boolean[256];
                    i = scanSet(format, i + 1, set);
                    sets[count] = set;
                    break;
                default:
                    throw new IllegalArgumentException("unsupported conversion %" + conversion + " in " + format);
            }
            count++;
            conversions++;
        }
        return new Scanf(Arrays.copyOf(kinds, count), Arrays.copyOf(widths, count),
                Arrays.copyOf(literals, count), Arrays.copyOf(sets, count), conversions);
    }

    /** glibc's scan set: {@code ^} negates, a leading {@code ]} or {@code -} is literal, {@code a-z} a range. Returns the index of the closing {@code ]}. */
    private static int scanSet(String format, int i, boolean[] set) {
        boolean negated = format.charAt(i) == '^';
        if (negated) i++;
        int first = i;
        for (; ; i++) {
            char c = format.charAt(i);
            if (c == ']' && i > first) break;
            if (c == '-' && i > first && format.charAt(i + 1) != ']' && format.charAt(i - 1) <= format.charAt(i + 1)) {
                for (int r = format.charAt(i - 1); r <= format.charAt(i + 1); r++) set[r] = true;
                i++;
            } else {
                set[c] = true;
            }
        }
        if (negated) {
            for (int k = 0; k < set.length; k++) set[k] = !set[k];
        }
        return i;
    }

    /** The C string a datagram holds, what {@code sscanf} reads: its bytes up to the first NUL (or {@code length}), one character each. */
    public static String cString(byte[] data, int length) {
        int end = 0;
        while (end < length && data[end] != 0) end++;
        return new String(data, 0, end, StandardCharsets.ISO_8859_1);
    }

    /** Scans {@code text} from its start. */
    public Result scan(String text) { return scan(text, 0); }

    /** Scans {@code text} from index {@code from}; {@code %n} counts from there. */
    public Result scan(String text, int from) {
        Result r = new Result(conversions);
        int end = text.length();
        int pos = from;
        boolean skipSpace = false;
        int conversion = 0;
        for (int d = 0; d < kinds.length; d++) {
            int kind = kinds[d];
            if (kind == SPACE) {
                skipSpace = true;
                continue;
            }
            if (kind == LITERAL) {
                if (skipSpace) {
                    pos = skipSpaces(text, pos);
                    skipSpace = false;
                }
                if (pos >= end) return r.inputFailure();
                if (text.charAt(pos) != literals[d]) return r;
                pos++;
                continue;
            }
            if (skipSpace || kind != SET && kind != COUNT) pos = skipSpaces(text, pos);
            skipSpace = false;
            if (kind == COUNT) {
                r.longs[conversion++] = pos - from;
                continue;
            }
            if (pos >= end) return r.inputFailure();
            int start = pos;
            switch (kind) {
                case STRING:
                    while (pos < end && pos - start < widths[d] && !isSpace(text.charAt(pos))) pos++;
                    r.texts[conversion] = text.substring(start, pos);
                    break;
                case SET:
                    boolean[] set = sets[d];
                    while (pos < end && pos - start < widths[d] && inSet(set, text.charAt(pos))) pos++;
                    if (pos == start) return r;
                    r.texts[conversion] = text.substring(start, pos);
                    break;
                case INT:
                case UINT:
                    pos = integer(text, pos, end, kind == UINT, r, conversion);
                    if (pos < 0) return r;
                    break;
                default: // REAL
                    pos = real(text, pos, end, r, conversion);
                    if (pos < 0) return r;
                    break;
            }
            r.stored++;
            conversion++;
        }
        return r;
    }

    /** {@code strtol}/{@code strtoul} of {@code [+-]?[0-9]+}; returns the new position, or -1 when no digit follows. */
    private static int integer(String text, int pos, int end, boolean unsigned, Result r, int conversion) {
        boolean negative = false;
        char c = text.charAt(pos);
        if (c == '-' || c == '+') {
            negative = c == '-';
            pos++;
        }
        int digits = pos;
        long magnitude = 0;
        boolean overflow = false;
        // magnitude limit: LONG_MAX for strtol (LONG_MIN saturates alike), ULONG_MAX for strtoul
        long limit = unsigned ? -1L : Long.MAX_VALUE;
        while (pos < end && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
            int digit = text.charAt(pos++) - '0';
            if (overflow) continue;
            if (Long.compareUnsigned(magnitude, Long.divideUnsigned(limit - digit, 10)) > 0) overflow = true;
            else magnitude = magnitude * 10 + digit;
        }
        if (pos == digits) return -1;
        long value;
        if (unsigned) {
            value = overflow ? -1L : negative ? -magnitude : magnitude;
            r.longs[conversion] = value & 0xFFFF_FFFFL;
        } else {
            value = overflow ? (negative ? Long.MIN_VALUE : Long.MAX_VALUE) : negative ? -magnitude : magnitude;
            r.longs[conversion] = (int) value;
        }
        return pos;
    }

    /** glibc's {@code %lf}: collect what a number may hold, then {@code strtod} it; returns the new position, or -1. */
    private static int real(String text, int pos, int end, Result r, int conversion) {
        boolean negative = false;
        char c = text.charAt(pos);
        if (c == '-' || c == '+') {
            negative = c == '-';
            if (++pos >= end) return -1;
            c = text.charAt(pos);
        }
        if (lower(c) == 'n') {
            if (!matchesIgnoringCase(text, pos, end, "nan")) return -1;
            r.reals[conversion] = Double.NaN;
            return pos + 3;
        }
        if (lower(c) == 'i') {
            if (!matchesIgnoringCase(text, pos, end, "inf")) return -1;
            pos += 3;
            if (pos < end && lower(text.charAt(pos)) == 'i') {
                if (!matchesIgnoringCase(text, pos, end, "inity")) return -1;
                pos += 5;
            }
            r.reals[conversion] = negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
            return pos;
        }
        boolean hex = c == '0' && pos + 1 < end && lower(text.charAt(pos + 1)) == 'x';
        int mantissa = hex ? pos + 2 : pos;
        char exponentChar = hex ? 'p' : 'e';
        boolean digit = false, dot = false, exponent = false;
        int i = mantissa;
        int converted = mantissa; // strtod stops here: an exponent marker needs a digit after it
        while (i < end) {
            char k = text.charAt(i);
            if (k >= '0' && k <= '9' || hex && !exponent && isHexDigit(k)) {
                digit = true;
                converted = i + 1;
            } else if (exponent && lower(text.charAt(i - 1)) == exponentChar && (k == '-' || k == '+')) {
                // the exponent's sign
            } else if (digit && !exponent && lower(k) == exponentChar) {
                exponent = true;
                dot = true;
            } else if (!dot && k == '.') {
                dot = true;
                converted = i + 1;
            } else {
                break;
            }
            i++;
        }
        if (hex && i == mantissa) return -1; // "0x" and nothing more
        if (!digit) {
            if (!hex) return -1; // ".", "-.": nothing to convert
            r.reals[conversion] = negative ? -0.0 : 0.0; // "0x.": strtod reads the 0
            return i;
        }
        String number = text.substring(pos, converted);
        if (hex && number.indexOf('p') < 0 && number.indexOf('P') < 0) number = number + "p0";
        double value = Double.parseDouble(number);
        r.reals[conversion] = negative ? -value : value;
        return i;
    }

    private static boolean matchesIgnoringCase(String text, int pos, int end, String word) {
        if (end - pos < word.length()) return false;
        for (int i = 0; i < word.length(); i++) {
            if (lower(text.charAt(pos + i)) != word.charAt(i)) return false;
        }
        return true;
    }

    private static int skipSpaces(String text, int pos) {
        while (pos < text.length() && isSpace(text.charAt(pos))) pos++;
        return pos;
    }

    private static boolean inSet(boolean[] set, char c) { return c < set.length && set[c]; }

    private static boolean isHexDigit(char c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }

    private static char lower(char c) { return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c; }

    /** C's {@code isspace} in the "C" locale. */
    public static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0b || c == '\f' || c == '\r';
    }

    /** What one scan read. Conversions are numbered from 0 in format order, {@code %n} included. */
    public static final class Result {
        private final String[] texts;
        private final long[] longs;
        private final double[] reals;
        private int stored;
        private boolean eof;

        private Result(int conversions) {
            texts = new String[conversions];
            longs = new long[conversions];
            reals = new double[conversions];
            Arrays.fill(longs, -1);
        }

        private Result inputFailure() {
            eof = stored == 0;
            return this;
        }

        /** What {@code sscanf} returns: conversions stored ({@code %n} not counted), or -1 for EOF. */
        public int count() { return eof ? -1 : stored; }

        /** A {@code %s} or {@code %[...]}, or null when the scan stopped before it. */
        public String text(int conversion) { return texts[conversion]; }

        /** A {@code %d}. */
        public int integer(int conversion) { return (int) longs[conversion]; }

        /** A {@code %u}, 0 to 4294967295. */
        public long unsigned(int conversion) { return longs[conversion]; }

        /** A {@code %lf}. */
        public double real(int conversion) { return reals[conversion]; }

        /** A {@code %n}: characters read up to it, or -1 when the scan stopped before it. */
        public int consumed(int conversion) { return (int) longs[conversion]; }
    }
}
