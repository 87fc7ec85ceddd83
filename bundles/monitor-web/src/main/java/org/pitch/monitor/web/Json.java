package org.pitch.monitor.web;

/** JSON strings for the few messages this bundle words itself (states, answers). */
final class Json {
    private Json() {}

    static StringBuilder string(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return b.append('"');
    }

    static String string(String s) {
        return string(new StringBuilder(s.length() + 2), s).toString();
    }
}
