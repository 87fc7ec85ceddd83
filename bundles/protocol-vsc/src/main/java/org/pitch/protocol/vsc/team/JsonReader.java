package org.pitch.protocol.vsc.team;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict JSON reader (RFC 8259) for team files: objects become ordered maps, arrays lists,
 * numbers {@link Double}, and {@code true}/{@code false}/{@code null} their Java values. A syntax
 * error says where: line and column.
 */
final class JsonReader {
    private final String text;
    private int at;

    private JsonReader(String text) { this.text = text; }

    /** The value the whole text holds. */
    static Object read(String text) throws JsonException {
        JsonReader r = new JsonReader(text);
        r.space();
        Object v = r.value();
        r.space();
        if (r.at < text.length()) throw r.error("unexpected '" + text.charAt(r.at) + "' after the value");
        return v;
    }

    /** A syntax error, with where it is. */
    static final class JsonException extends Exception {
        JsonException(String message) { super(message); }
    }

    private Object value() throws JsonException {
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

    private Map<String, Object> object() throws JsonException {
        Map<String, Object> m = new LinkedHashMap<>();
        at++;
        space();
        if (peek('}')) return m;
        while (true) {
            space();
            if (at >= text.length() || text.charAt(at) != '"') throw error("a key (a string in double quotes) expected");
            String key = string();
            space();
            expect(':');
            space();
            if (m.containsKey(key)) throw error("the key \"" + key + "\" appears twice");
            m.put(key, value());
            space();
            if (peek('}')) return m;
            expect(',');
        }
    }

    private List<Object> array() throws JsonException {
        List<Object> l = new ArrayList<>();
        at++;
        space();
        if (peek(']')) return l;
        while (true) {
            space();
            l.add(value());
            space();
            if (peek(']')) return l;
            expect(',');
        }
    }

    private String string() throws JsonException {
        StringBuilder sb = new StringBuilder();
        at++;
        while (true) {
            if (at >= text.length()) throw error("a string is not closed");
            char c = text.charAt(at++);
            if (c == '"') return sb.toString();
            if (c < 0x20) throw error("a control character inside a string");
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (at >= text.length()) throw error("a string is not closed");
            char e = text.charAt(at++);
            switch (e) {
                case '"': case '\\': case '/': sb.append(e); break;
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
                default: throw error("unknown escape \\" + e);
            }
        }
    }

    private Double number() throws JsonException {
        int start = at;
        if (peek('-')) { /* sign */ }
        if (!digits()) throw error("a digit expected");
        if (peek('.') && !digits()) throw error("a digit expected after '.'");
        if (at < text.length() && (text.charAt(at) == 'e' || text.charAt(at) == 'E')) {
            at++;
            if (!peek('+')) peek('-');
            if (!digits()) throw error("a digit expected in the exponent");
        }
        return Double.valueOf(text.substring(start, at));
    }

    private boolean digits() {
        int start = at;
        while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') at++;
        return at > start;
    }

    private Object word(String w, Object value) throws JsonException {
        if (!text.startsWith(w, at)) throw error("unexpected '" + text.charAt(at) + "'");
        at += w.length();
        return value;
    }

    private boolean peek(char c) {
        if (at < text.length() && text.charAt(at) == c) {
            at++;
            return true;
        }
        return false;
    }

    private void expect(char c) throws JsonException {
        if (!peek(c)) throw error(at < text.length() ? "'" + c + "' expected, found '" + text.charAt(at) + "'" : "'" + c + "' expected at the end");
    }

    private void space() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') return;
            at++;
        }
    }

    private JsonException error(String what) {
        int line = 1, column = 1;
        for (int i = 0; i < Math.min(at, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return new JsonException("line " + line + ", column " + column + ": " + what);
    }
}
