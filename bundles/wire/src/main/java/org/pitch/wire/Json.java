package org.pitch.wire;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JSON text read into plain values: objects become maps in their order, arrays lists, numbers
 * {@link Double}, {@code true}/{@code false} {@link Boolean}, {@code null} null. Two dialects:
 * {@link Dialect#STRICT} (RFC 8259, for files people write, e.g. the virtual soccer API's team
 * files: a repeated key, a control character in a string or an unknown escape is an error) and
 * {@link Dialect#RCSSSERVER} (the records of rcssserver's JSON game log, whose strings are written
 * by {@code std::quoted}: a backslash escapes any character, other bytes stand as they are, and a
 * later member of a name replaces an earlier one). A syntax error says what and where
 * ({@link SyntaxError#offset()}); the caller words the place its way ({@link #lineAndColumn}).
 */
public final class Json {
    /** How strictly the text is read. */
    public enum Dialect { STRICT, RCSSSERVER }

    /** A text that is not JSON of the dialect: what is wrong, and where (a character offset). */
    public static final class SyntaxError extends Exception {
        private final int offset;

        SyntaxError(String what, int offset) {
            super(what);
            this.offset = offset;
        }

        /** The offset in the text where it went wrong. */
        public int offset() { return offset; }
    }

    private final String text;
    private final boolean strict;
    private int at;

    private Json(String text, Dialect dialect) {
        this.text = text;
        this.strict = dialect == Dialect.STRICT;
    }

    /** The value the whole text holds. */
    public static Object read(String text, Dialect dialect) throws SyntaxError {
        Json j = new Json(text, dialect);
        j.space();
        Object v = j.value();
        j.space();
        if (j.at < text.length()) throw j.error("unexpected '" + text.charAt(j.at) + "' after the value");
        return v;
    }

    /** {@code line L, column C} of an offset, both counted from 1. */
    public static String lineAndColumn(String text, int offset) {
        int line = 1, column = 1;
        for (int i = 0; i < Math.min(offset, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return "line " + line + ", column " + column;
    }

    private Object value() throws SyntaxError {
        if (at >= text.length()) throw error("the text ends where a value should be");
        char c = text.charAt(at);
        switch (c) {
            case '{': return object();
            case '[': return array();
            case '"': return string();
            case 't': return word("true", Boolean.TRUE);
            case 'f': return word("false", Boolean.FALSE);
            case 'n': return word("null", null);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) return number();
                throw error("unexpected '" + c + "'");
        }
    }

    private Map<String, Object> object() throws SyntaxError {
        Map<String, Object> m = new LinkedHashMap<>();
        at++;
        space();
        if (skip('}')) return m;
        while (true) {
            space();
            if (at >= text.length() || text.charAt(at) != '"') throw error("a key (a string in double quotes) expected");
            String key = string();
            space();
            expect(':');
            space();
            if (strict && m.containsKey(key)) throw error("the key \"" + key + "\" appears twice");
            m.put(key, value());
            space();
            if (skip('}')) return m;
            expect(',', '}');
        }
    }

    private List<Object> array() throws SyntaxError {
        List<Object> l = new ArrayList<>();
        at++;
        space();
        if (skip(']')) return l;
        while (true) {
            space();
            l.add(value());
            space();
            if (skip(']')) return l;
            expect(',', ']');
        }
    }

    /** A string; without escapes it is one substring of the text, as most of a game log's are. */
    private String string() throws SyntaxError {
        at++;
        StringBuilder sb = null;
        int from = at;
        while (true) {
            if (at >= text.length()) throw error("a string is not closed");
            char c = text.charAt(at);
            if (c == '"') {
                String s = sb == null ? text.substring(from, at) : sb.append(text, from, at).toString();
                at++;
                return s;
            }
            if (c < 0x20 && strict) throw error("a control character inside a string");
            if (c != '\\') {
                at++;
                continue;
            }
            if (sb == null) sb = new StringBuilder();
            sb.append(text, from, at);
            if (++at >= text.length()) throw error("a string is not closed");
            char e = text.charAt(at++);
            switch (e) {
                case 'b': sb.append('\b'); break;
                case 'f': sb.append('\f'); break;
                case 'n': sb.append('\n'); break;
                case 'r': sb.append('\r'); break;
                case 't': sb.append('\t'); break;
                case 'u':
                    if (at + 4 > text.length()) throw error("a \\u escape needs four hex digits");
                    try {
                        sb.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    } catch (NumberFormatException x) {
                        throw error("a \\u escape needs four hex digits");
                    }
                    at += 4;
                    break;
                default:
                    if (strict && e != '"' && e != '\\' && e != '/') {
                        at -= 2; // where the escape starts
                        throw error("unknown escape \\" + e);
                    }
                    sb.append(e); // \" \\ \/, and std::quoted's escape of any character
            }
            from = at;
        }
    }

    private Double number() throws SyntaxError {
        int start = at;
        skip('-');
        if (!digits()) throw error("a digit expected");
        if (skip('.') && !digits()) throw error("a digit expected after '.'");
        if (at < text.length() && (text.charAt(at) == 'e' || text.charAt(at) == 'E')) {
            at++;
            if (!skip('+')) skip('-');
            if (!digits()) throw error("a digit expected in the exponent");
        }
        return Double.valueOf(text.substring(start, at));
    }

    private boolean digits() {
        int start = at;
        while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') at++;
        return at > start;
    }

    private Object word(String w, Object value) throws SyntaxError {
        if (!text.startsWith(w, at)) throw error("unexpected '" + text.charAt(at) + "'");
        at += w.length();
        return value;
    }

    private boolean skip(char c) {
        if (at < text.length() && text.charAt(at) == c) {
            at++;
            return true;
        }
        return false;
    }

    private void expect(char c) throws SyntaxError {
        if (!skip(c)) throw error("'" + c + "' expected" + found());
    }

    /** The separator between members or elements, or the end. */
    private void expect(char separator, char end) throws SyntaxError {
        if (!skip(separator)) throw error("'" + separator + "' or '" + end + "' expected" + found());
    }

    private String found() { return at < text.length() ? ", found '" + text.charAt(at) + "'" : " at the end"; }

    /** JSON's whitespace; rcssserver's logs are read as they are, so that is all either dialect skips. */
    private void space() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') return;
            at++;
        }
    }

    private SyntaxError error(String what) { return new SyntaxError(what, at); }
}
