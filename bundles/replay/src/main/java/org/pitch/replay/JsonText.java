package org.pitch.replay;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON of one record: objects become maps (in their order), arrays lists, numbers Doubles,
 * {@code true}/{@code false} Booleans, {@code null} null. Strings take the escapes rcssserver's
 * {@code std::quoted} writes ({@code \"}, {@code \\}) and the other JSON escapes; other bytes
 * stay as they are.
 */
final class JsonText {
    private final String s;
    private final MatchBuilder at;
    private int pos;

    private JsonText(String s, MatchBuilder at) {
        this.s = s;
        this.at = at;
    }

    /** The value the whole of {@code text} holds. */
    static Object parse(String text, MatchBuilder at) throws LogFormatException {
        JsonText j = new JsonText(text, at);
        Object v = j.value();
        j.space();
        if (j.pos < text.length()) throw j.problem("more after the end of the record");
        return v;
    }

    private void space() {
        while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) pos++;
    }

    private Object value() throws LogFormatException {
        space();
        if (pos >= s.length()) throw problem("the record ends early");
        char c = s.charAt(pos);
        switch (c) {
            case '{': return object();
            case '[': return array();
            case '"': return string();
            case 't': return word("true", Boolean.TRUE);
            case 'f': return word("false", Boolean.FALSE);
            case 'n': return word("null", null);
            default: return number();
        }
    }

    private Map<String, Object> object() throws LogFormatException {
        pos++; // {
        Map<String, Object> m = new LinkedHashMap<>();
        space();
        if (pos < s.length() && s.charAt(pos) == '}') {
            pos++;
            return m;
        }
        while (true) {
            space();
            if (pos >= s.length() || s.charAt(pos) != '"') throw problem("a name in double quotes expected");
            String name = string();
            space();
            if (pos >= s.length() || s.charAt(pos) != ':') throw problem("':' expected after \"" + name + "\"");
            pos++;
            m.put(name, value());
            space();
            if (pos >= s.length()) throw problem("the record ends early");
            char c = s.charAt(pos++);
            if (c == '}') return m;
            if (c != ',') {
                pos--;
                throw problem("',' or '}' expected");
            }
        }
    }

    private List<Object> array() throws LogFormatException {
        pos++; // [
        List<Object> l = new ArrayList<>();
        space();
        if (pos < s.length() && s.charAt(pos) == ']') {
            pos++;
            return l;
        }
        while (true) {
            l.add(value());
            space();
            if (pos >= s.length()) throw problem("the record ends early");
            char c = s.charAt(pos++);
            if (c == ']') return l;
            if (c != ',') {
                pos--;
                throw problem("',' or ']' expected");
            }
        }
    }

    private String string() throws LogFormatException {
        pos++; // "
        StringBuilder sb = null;
        int from = pos;
        while (pos < s.length()) {
            char c = s.charAt(pos);
            if (c == '"') {
                String v = sb == null ? s.substring(from, pos) : sb.append(s, from, pos).toString();
                pos++;
                return v;
            }
            if (c == '\\') {
                if (sb == null) sb = new StringBuilder();
                sb.append(s, from, pos);
                if (pos + 1 >= s.length()) break;
                char e = s.charAt(pos + 1);
                pos += 2;
                switch (e) {
                    case 'n' -> sb.append('\n');
                    case 't' -> sb.append('\t');
                    case 'r' -> sb.append('\r');
                    case 'b' -> sb.append('\b');
                    case 'f' -> sb.append('\f');
                    case 'u' -> {
                        if (pos + 4 > s.length()) throw problem("a \\u escape ends early");
                        try {
                            sb.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
                        } catch (NumberFormatException ex) {
                            throw problem("a bad \\u escape");
                        }
                        pos += 4;
                    }
                    default -> sb.append(e); // \" \\ \/ and std::quoted's escapes of anything
                }
                from = pos;
                continue;
            }
            pos++;
        }
        throw problem("the string has no closing '\"'");
    }

    private Object word(String w, Object v) throws LogFormatException {
        if (!s.startsWith(w, pos)) throw problem("a value expected");
        pos += w.length();
        return v;
    }

    private Double number() throws LogFormatException {
        int start = pos;
        while (pos < s.length()) {
            char c = s.charAt(pos);
            if ((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E') pos++;
            else break;
        }
        if (pos == start) throw problem("a value expected");
        try {
            return Double.valueOf(s.substring(start, pos));
        } catch (NumberFormatException e) {
            pos = start;
            throw problem("a number expected");
        }
    }

    private LogFormatException problem(String what) {
        int from = Math.max(0, pos - 20), to = Math.min(s.length(), pos + 20);
        return at.problem(what + " at column " + (pos + 1) + ": ..." + s.substring(from, to) + "...");
    }
}
