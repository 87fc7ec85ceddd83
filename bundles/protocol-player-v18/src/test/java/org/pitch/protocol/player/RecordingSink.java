package org.pitch.protocol.player;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.command.PlayerCommand;
import org.pitch.api.protocol.CommandSink;

/** Records what a parser reported: commands as records, errors as "E:token", warnings as "W:token". */
final class RecordingSink implements CommandSink {
    final List<Object> events = new ArrayList<>();

    @Override public void command(PlayerCommand command) { events.add(command); }

    @Override public void error(String token) { events.add("E:" + token); }

    @Override public void warning(String token) { events.add("W:" + token); }

    List<PlayerCommand> commands() {
        List<PlayerCommand> out = new ArrayList<>();
        for (Object e : events) {
            if (e instanceof PlayerCommand c) {
                out.add(c);
            }
        }
        return out;
    }

    /** The error and warning tokens, in order, as "E:token"/"W:token". */
    List<String> replies() {
        List<String> out = new ArrayList<>();
        for (Object e : events) {
            if (e instanceof String s) {
                out.add(s);
            }
        }
        return out;
    }

    /** Decodes {@code \xNN} escapes (and nothing else) of an ASCII text into bytes. */
    static byte[] unescape(String s) {
        byte[] out = new byte[s.length()];
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 3 < s.length() && s.charAt(i + 1) == 'x') {
                out[n++] = (byte) Integer.parseInt(s.substring(i + 2, i + 4), 16);
                i += 3;
            } else {
                out[n++] = (byte) c;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }
}
