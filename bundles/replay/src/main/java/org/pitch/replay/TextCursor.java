package org.pitch.replay;

/**
 * Reads one S-expression record of a text log from left to right. Tokens are separated by white
 * space and parentheses; numbers are what C's {@code strtod} reads. Every problem becomes a
 * {@link LogFormatException} that quotes where in the record it is.
 */
final class TextCursor {
    private final String s;
    private final MatchBuilder at;
    private int pos;

    TextCursor(String record, MatchBuilder at) {
        this.s = record;
        this.at = at;
    }

    int position() { return pos; }

    boolean atEnd() {
        skipSpace();
        return pos >= s.length();
    }

    void skipSpace() {
        while (pos < s.length() && (s.charAt(pos) == ' ' || s.charAt(pos) == '\t')) pos++;
    }

    /** The next character after white space, without taking it; 0 at the end. */
    char peek() {
        skipSpace();
        return pos < s.length() ? s.charAt(pos) : 0;
    }

    void expect(char c) throws LogFormatException {
        if (peek() != c) throw problem("'" + c + "' expected");
        pos++;
    }

    /** Takes {@code word} (after white space) if it comes next. */
    boolean take(String word) {
        skipSpace();
        if (!s.startsWith(word, pos)) return false;
        pos += word.length();
        return true;
    }

    void expect(String word) throws LogFormatException {
        if (!take(word)) throw problem("'" + word + "' expected");
    }

    /** A token: everything up to white space or a parenthesis. */
    String token() throws LogFormatException {
        skipSpace();
        int start = pos;
        while (pos < s.length()) {
            char c = s.charAt(pos);
            if (c == ' ' || c == '\t' || c == '(' || c == ')') break;
            pos++;
        }
        if (pos == start) throw problem(pos >= s.length() ? "the record ends early" : "a value expected");
        return s.substring(start, pos);
    }

    double number() throws LogFormatException {
        skipSpace();
        int start = pos;
        String t = token();
        try {
            return Double.parseDouble(t);
        } catch (NumberFormatException e) {
            pos = start;
            throw problem("a number expected, not '" + t + "'");
        }
    }

    int integer() throws LogFormatException {
        skipSpace();
        int start = pos;
        String t = token();
        try {
            return Integer.parseInt(t);
        } catch (NumberFormatException e) {
            pos = start;
            throw problem("a whole number expected, not '" + t + "'");
        }
    }

    /** rcssserver's {@code std::hex << std::showbase}: {@code 0x1f}, or {@code 0}. */
    int hex() throws LogFormatException {
        skipSpace();
        int start = pos;
        String t = token();
        try {
            if (t.startsWith("0x") || t.startsWith("0X")) return Integer.parseUnsignedInt(t.substring(2), 16);
            return Integer.parseInt(t);
        } catch (NumberFormatException e) {
            pos = start;
            throw problem("player state bits expected (0x...), not '" + t + "'");
        }
    }

    /** A string in double quotes, without escapes (the text records have none). */
    String quoted() throws LogFormatException {
        expect('"');
        int end = s.indexOf('"', pos);
        if (end < 0) throw problem("the string has no closing '\"'");
        String v = s.substring(pos, end);
        pos = end + 1;
        return v;
    }

    /** The rest of the record up to its last character, which must be {@code last}. */
    String restBefore(char last) throws LogFormatException {
        int end = s.length();
        while (end > pos && Character.isWhitespace(s.charAt(end - 1))) end--;
        if (end <= pos || s.charAt(end - 1) != last) throw problem("the record does not end with '" + last + "'");
        String v = s.substring(pos, end - 1);
        pos = end;
        return v;
    }

    LogFormatException problem(String what) {
        int from = Math.max(0, pos - 20), to = Math.min(s.length(), pos + 20);
        return at.problem(what + " at column " + (pos + 1) + ": ..." + s.substring(from, to) + "...");
    }
}
