package org.pitch.protocol.player;

import java.nio.charset.StandardCharsets;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.transport.Port;

/**
 * Reads {@code (init Team [(version V)] [(goalie)])} and {@code (reconnect Team Unum)} on the
 * player port, accepting and refusing exactly what rcssserver 19 does: a datagram must begin with
 * {@code "(init "} or {@code "(reconnect "}; a team name is 1 to 15 characters from {@code +}..{@code _},
 * letters and digits; {@code (version V)} and {@code (goalie)} may follow in any order. Anything
 * else on the player port is {@code unknown_command}.
 */
@Component
public final class PlayerGreetingParser implements GreetingParser {
    static final int MAX_TEAM_NAME = 15;
    static final double DEFAULT_VERSION = 3.0;

    @Override
    public Greeting parse(Port port, byte[] data, int length) {
        if (port != Port.PLAYER) return null;
        Cursor c = new Cursor(data, length);
        if (c.startsWith("(init ")) return init(c);
        if (c.startsWith("(reconnect ")) return reconnect(c);
        if (c.startsWith("(dispinit")) return null; // a monitor: not ours
        return new Greeting.Refused("unknown_command");
    }

    private static Greeting init(Cursor c) {
        c.pos = "(init ".length();
        c.skipSpace();
        int start = c.pos;
        while (c.pos < c.end && c.pos - start < MAX_TEAM_NAME && teamChar(c.data[c.pos])) c.pos++;
        if (c.pos == start) return new Greeting.Refused("illegal_teamname");
        String team = new String(c.data, start, c.pos - start, StandardCharsets.ISO_8859_1);
        c.skipSpace();
        if (!c.atDelimiter()) return new Greeting.Refused("illegal_teamname_or_too_long_teamname");
        double version = DEFAULT_VERSION;
        boolean goalie = false;
        while (c.pos < c.end && c.data[c.pos] != '(') c.pos++;
        while (c.pos < c.end && c.data[c.pos] != ')') {
            if (c.startsWithAt("(version ")) {
                c.pos++; // '('
                c.skipSpace();
                c.pos += "version".length();
                c.skipSpace();
                int numStart = c.pos;
                while (c.pos < c.end && !isSpace(c.data[c.pos]) && c.data[c.pos] != ')') c.pos++;
                Double v = number(c.data, numStart, c.pos);
                c.skipSpace();
                if (v == null || c.pos >= c.end || c.data[c.pos] != ')') return new Greeting.Refused("illegal_command_form");
                c.pos++;
                c.skipSpace();
                version = v;
            } else if (c.startsWithAt("(goalie)")) {
                goalie = true;
                c.pos += "(goalie)".length();
            } else {
                return new Greeting.Refused("illegal_command_form");
            }
            if (!c.atDelimiter()) return new Greeting.Refused("illegal_command_form");
            c.skipSpace();
        }
        return new Greeting.PlayerInit(team, version, goalie);
    }

    private static Greeting reconnect(Cursor c) {
        c.pos = "(reconnect ".length();
        c.skipSpace();
        int start = c.pos;
        while (c.pos < c.end && !isSpace(c.data[c.pos]) && c.data[c.pos] != 0 && c.pos - start < 127) c.pos++;
        String team = new String(c.data, start, c.pos - start, StandardCharsets.ISO_8859_1);
        c.skipSpace();
        int numStart = c.pos;
        if (c.pos < c.end && (c.data[c.pos] == '-' || c.data[c.pos] == '+')) c.pos++;
        while (c.pos < c.end && c.data[c.pos] >= '0' && c.data[c.pos] <= '9') c.pos++;
        if (team.isEmpty() || c.pos == numStart) return new Greeting.Refused("illegal_command_form");
        try {
            return new Greeting.PlayerReconnect(team, Integer.parseInt(new String(c.data, numStart, c.pos - numStart, StandardCharsets.ISO_8859_1)));
        } catch (NumberFormatException e) {
            return new Greeting.Refused("illegal_command_form");
        }
    }

    /** rcssserver reads team names with the scan set {@code [+-_a-zA-Z0-9]}: '+' to '_', letters, digits. */
    static boolean teamChar(byte b) {
        return b >= '+' && b <= '_' || b >= 'a' && b <= 'z';
    }

    /** A C-library floating-point number ({@code 19}, {@code 19.5}, {@code 1e1}), or null. */
    static Double number(byte[] d, int from, int to) {
        if (from >= to) return null;
        String s = new String(d, from, to - from, StandardCharsets.ISO_8859_1);
        if (!s.matches("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?")) return null;
        double v = Double.parseDouble(s);
        return Double.isFinite(v) ? v : null;
    }

    static boolean isSpace(byte b) { return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == 0x0b || b == '\f'; }

    /** A read position in a datagram, which ends at the first NUL like a C string. */
    private static final class Cursor {
        final byte[] data;
        final int end;
        int pos;

        Cursor(byte[] data, int length) {
            this.data = data;
            int e = 0;
            while (e < length && data[e] != 0) e++;
            this.end = e;
        }

        boolean startsWith(String s) {
            if (end < s.length()) return false;
            for (int i = 0; i < s.length(); i++) if (data[i] != s.charAt(i)) return false;
            return true;
        }

        boolean startsWithAt(String s) {
            if (end - pos < s.length()) return false;
            for (int i = 0; i < s.length(); i++) if (data[pos + i] != s.charAt(i)) return false;
            return true;
        }

        void skipSpace() { while (pos < end && isSpace(data[pos])) pos++; }

        /** After a name or a group: the end, an opening or closing parenthesis, or white space. */
        boolean atDelimiter() {
            return pos >= end || data[pos] == '(' || data[pos] == ')' || isSpace(data[pos]);
        }
    }
}
