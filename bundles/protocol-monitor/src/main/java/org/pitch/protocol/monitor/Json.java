package org.pitch.protocol.monitor;

import org.pitch.api.protocol.MessageOut;

/** JSON text as rcssserver writes it with C++ streams. */
public final class Json {
    private Json() {}

    /**
     * A string as {@code std::quoted} writes it: in double quotes, with a backslash before every
     * {@code "} and {@code \}, nothing else escaped (rcssserver's JSON is otherwise raw bytes).
     */
    public static MessageOut string(MessageOut out, CharSequence s) {
        out.character('"');
        int from = 0;
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                if (i > from) out.text(s.subSequence(from, i));
                out.character('\\').character(c);
                from = i + 1;
            }
        }
        if (from == 0) out.text(s);
        else if (from < s.length()) out.text(s.subSequence(from, s.length()));
        return out.character('"');
    }
}
