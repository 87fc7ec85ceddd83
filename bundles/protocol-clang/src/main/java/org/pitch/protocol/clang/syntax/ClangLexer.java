package org.pitch.protocol.clang.syntax;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.pitch.api.clang.ClangSyntaxException;

/**
 * Splits CLang text into lexemes with the rules of rcssserver's lexer (spec 5.1): case-sensitive;
 * the longest match wins and, between equally long ones, a reserved word beats a VAR; {@code [ \t\n]}
 * separate; any other character that starts no lexeme is an error.
 */
final class ClangLexer {

    private static final Map<String, LexemeKind> WORDS = new HashMap<>();
    private static final int LONGEST_WORD;

    static {
        for (String keyword : ("say hear online_coach_left online_coach_right meta freeform unsupported_clang"
                + " info advice define definec defined definer definea ver null quad arc pt reg tri rec ball"
                + " pos home bto mark markl oline htype clear true false ppos bpos bowner and or not playm"
                + " time opp_goals our_goals goal_diff unum pass dribble shoot hold intercept tackle rule all"
                + " delete definerule model direc").split(" ")) {
            WORDS.put(keyword, LexemeKind.KEYWORD);
        }
        WORDS.put("do", LexemeKind.DO_DONT);
        WORDS.put("dont", LexemeKind.DO_DONT);
        WORDS.put("our", LexemeKind.TEAM);
        WORDS.put("opp", LexemeKind.TEAM);
        WORDS.put("on", LexemeKind.ON_OFF);
        WORDS.put("off", LexemeKind.ON_OFF);
        for (String letter : new String[] {"p", "d", "c", "s"}) {
            WORDS.put(letter, LexemeKind.BALL_MOVE);
        }
        for (String mode : ("bko time_over play_on ko_our ko_opp ki_our ki_opp fk_our fk_opp ck_our ck_opp"
                + " gk_our gk_opp gc_our gc_opp ag_our ag_opp").split(" ")) {
            WORDS.put(mode, LexemeKind.PLAY_MODE);
        }
        LONGEST_WORD = WORDS.keySet().stream().mapToInt(String::length).max().orElseThrow();
    }

    private final String text;
    private final List<Lexeme> lexemes = new ArrayList<>();
    private int position;

    private ClangLexer(String text) {
        this.text = text;
    }

    /**
     * All lexemes of {@code text}, ending with {@link LexemeKind#END}. A NUL ends the text, as it
     * ends the C string rcssserver parses.
     *
     * @throws ClangSyntaxException at a character that starts no lexeme
     */
    static List<Lexeme> lex(String text) throws ClangSyntaxException {
        int nul = text.indexOf('\0');
        ClangLexer lexer = new ClangLexer(nul < 0 ? text : text.substring(0, nul));
        lexer.lexAll();
        return lexer.lexemes;
    }

    private void lexAll() throws ClangSyntaxException {
        while (position < text.length()) {
            char c = text.charAt(position);
            if (c == ' ' || c == '\t' || c == '\n') {
                position++;
            } else if (!lexPunctuation(c) && !lexString() && !lexNumber() && !lexOperator(c) && !lexWord(c)) {
                throw new ClangSyntaxException("unexpected character '" + c + "' at offset " + position);
            }
        }
        lexemes.add(new Lexeme(LexemeKind.END, "", position));
    }

    private boolean lexPunctuation(char c) {
        LexemeKind kind;
        switch (c) {
            case '(' -> kind = LexemeKind.LEFT_PAREN;
            case ')' -> kind = LexemeKind.RIGHT_PAREN;
            case '{' -> kind = LexemeKind.LEFT_BRACE;
            case '}' -> kind = LexemeKind.RIGHT_BRACE;
            default -> {
                return false;
            }
        }
        emit(kind, position + 1);
        return true;
    }

    /** {@code "} + at least one of {@code [0-9A-Za-z().+-*}{@code /?<>_ ]} + {@code "}. */
    private boolean lexString() {
        if (text.charAt(position) != '"') {
            return false;
        }
        int end = position + 1;
        while (end < text.length() && isStringCharacter(text.charAt(end))) {
            end++;
        }
        if (end == position + 1 || end >= text.length() || text.charAt(end) != '"') {
            return false; // a lone quote: an error character
        }
        emit(LexemeKind.STR, end + 1);
        return true;
    }

    /**
     * INT {@code [+-]?[0-9]+}, REAL {@code [+-]?[0-9]*\.[0-9]+}, or either followed by
     * {@code [eE]INT} (a REAL); the longest. {@code 5.} is INT 5 and leaves the dot.
     */
    private boolean lexNumber() {
        int end = position;
        if (end < text.length() && (text.charAt(end) == '+' || text.charAt(end) == '-')) {
            end++;
        }
        int integerDigits = skipDigits(end) - end;
        end += integerDigits;
        int numberEnd = integerDigits > 0 ? end : -1;
        boolean real = false;
        if (end < text.length() && text.charAt(end) == '.') {
            int fractionEnd = skipDigits(end + 1);
            if (fractionEnd > end + 1) {
                numberEnd = fractionEnd;
                real = true;
            }
        }
        if (numberEnd < 0) {
            return false;
        }
        if (numberEnd < text.length() && (text.charAt(numberEnd) == 'e' || text.charAt(numberEnd) == 'E')) {
            int exponent = numberEnd + 1;
            if (exponent < text.length() && (text.charAt(exponent) == '+' || text.charAt(exponent) == '-')) {
                exponent++;
            }
            int exponentEnd = skipDigits(exponent);
            if (exponentEnd > exponent) {
                numberEnd = exponentEnd;
                real = true;
            }
        }
        emit(real ? LexemeKind.REAL : LexemeKind.INT, numberEnd);
        return true;
    }

    private boolean lexOperator(char c) {
        boolean equalsNext = position + 1 < text.length() && text.charAt(position + 1) == '=';
        switch (c) {
            case '<', '>' -> emit(LexemeKind.COMPARISON, position + (equalsNext ? 2 : 1));
            case '=', '!' -> {
                if (!equalsNext) {
                    return false;
                }
                emit(LexemeKind.COMPARISON, position + 2);
            }
            case '+', '-', '*', '/' -> emit(LexemeKind.ARITHMETIC, position + 1);
            default -> {
                return false;
            }
        }
        return true;
    }

    /**
     * A reserved word or a VAR {@code [abe-oqrt-zA-Z_][a-zA-Z0-9_]*}, whichever is longer; a
     * reserved word on a tie. So {@code ours} is a VAR, but {@code clearx} is {@code clear}
     * followed by the VAR {@code x}, since no VAR starts with c, d, p or s.
     */
    private boolean lexWord(char c) {
        if (!isAsciiLetter(c) && c != '_') {
            return false;
        }
        int end = position;
        while (end < text.length() && isWordCharacter(text.charAt(end))) {
            end++;
        }
        int wordLength = 0;
        for (int length = Math.min(end - position, LONGEST_WORD); length > 0; length--) {
            if (WORDS.containsKey(text.substring(position, position + length))) {
                wordLength = length;
                break;
            }
        }
        boolean canBeVar = c != 'c' && c != 'd' && c != 'p' && c != 's';
        if (canBeVar && end - position > wordLength) {
            emit(LexemeKind.VAR, end);
        } else if (wordLength > 0) {
            emit(WORDS.get(text.substring(position, position + wordLength)), position + wordLength);
        } else {
            return false;
        }
        return true;
    }

    private void emit(LexemeKind kind, int end) {
        lexemes.add(new Lexeme(kind, text.substring(position, end), position));
        position = end;
    }

    private int skipDigits(int from) {
        int end = from;
        while (end < text.length() && isDigit(text.charAt(end))) {
            end++;
        }
        return end;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean isWordCharacter(char c) {
        return isAsciiLetter(c) || isDigit(c) || c == '_';
    }

    private static boolean isStringCharacter(char c) {
        return isAsciiLetter(c) || isDigit(c) || "().+-*/?<>_ ".indexOf(c) >= 0;
    }
}
