package org.pitch.protocol.clang.syntax;

/**
 * One lexeme of CLang text.
 *
 * @param kind its class
 * @param text exactly as written (a STR with its quotes)
 * @param offset where it starts in the text, for error messages
 */
record Lexeme(LexemeKind kind, String text, int offset) {

    boolean is(LexemeKind expected) {
        return kind == expected;
    }

    boolean isKeyword(String word) {
        return kind == LexemeKind.KEYWORD && text.equals(word);
    }

    /**
     * An INT's value as C's {@code atoi} (glibc: {@code strtol}, which saturates at the 64-bit
     * limits, then truncation to 32 bits) reads it: {@code 4294967296} is 0,
     * {@code 99999999999999999999} is -1.
     */
    int intValue() {
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException outOfRange) {
            value = text.startsWith("-") ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        return (int) value;
    }

    /** A REAL's value, rounded correctly like C's {@code atof}; too large is infinite. */
    double realValue() {
        return Double.parseDouble(text);
    }

    /** A STR without its quotes. */
    String unquoted() {
        return text.substring(1, text.length() - 1);
    }

    /** For error messages. */
    String describe() {
        return kind == LexemeKind.END ? "the end of the text" : "'" + text + "' at offset " + offset;
    }
}
