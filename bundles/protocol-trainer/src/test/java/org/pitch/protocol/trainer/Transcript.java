package org.pitch.protocol.trainer;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.testkit.TestWorld;

/**
 * A reference transcript of /work/shared/reference (copied to the test class path): {@code > }
 * lines the client sent (NUL-terminated), {@code < } lines the server sent (its NUL stripped),
 * {@code \xNN} escapes decoded.
 */
public record Transcript(List<Line> lines) {
    public record Line(int number, boolean sent, String text) {
        /** The datagram the client sent: the text and its NUL. */
        public byte[] datagram() { return (text + "\0").getBytes(StandardCharsets.ISO_8859_1); }
    }

    public static Transcript load(String name) {
        try (InputStream in = Transcript.class.getResourceAsStream("/reference/" + name)) {
            if (in == null) throw new AssertionError("missing test resource /reference/" + name);
            List<Line> lines = new ArrayList<>();
            int n = 0;
            for (String l : new String(in.readAllBytes(), StandardCharsets.ISO_8859_1).split("\n", -1)) {
                n++;
                if (l.startsWith("> ") || l.equals(">")) lines.add(new Line(n, true, unescape(l.length() > 2 ? l.substring(2) : "")));
                else if (l.startsWith("< ")) lines.add(new Line(n, false, unescape(l.substring(2))));
            }
            return new Transcript(lines);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static String unescape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == '\\') {
                sb.append('\\');
                i++;
            } else if (c == '\\' && i + 3 < s.length() && s.charAt(i + 1) == 'x') {
                sb.append((char) Integer.parseInt(s.substring(i + 2, i + 4), 16));
                i += 3;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    public List<Line> received(String prefix) {
        return lines.stream().filter(l -> !l.sent() && l.text().startsWith(prefix)).toList();
    }

    // ------------------------------------------------------------------ worlds behind visual lines

    private static final Pattern VIEW = Pattern.compile(
            "\\((?:see_global|ok look) (\\d+) \\(\\(g r\\) 52\\.5 0\\) \\(\\(g l\\) -52\\.5 0\\) \\(\\(b\\) (\\S+) (\\S+) (\\S+) (\\S+)\\)(.*)\\)");
    private static final Pattern PLAYER = Pattern.compile(
            " \\(\\(p \"([^\"]+)\" (\\d+)( goalie)?\\) (\\S+) (\\S+) (\\S+) (\\S+) (-?\\d+) (-?\\d+)\\)");

    /** The world a version 7+ see_global or look line shows: clock, ball, left players (team, positions, velocities, angles). */
    public static TestWorld worldOf(String line) {
        Matcher m = VIEW.matcher(line);
        if (!m.matches()) throw new AssertionError("not a visual line: " + line);
        TestWorld w = new TestWorld();
        w.time(Integer.parseInt(m.group(1)));
        w.ball.position(Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3)));
        w.ball.velocity(Double.parseDouble(m.group(4)), Double.parseDouble(m.group(5)));
        Matcher p = PLAYER.matcher(m.group(6));
        int end = 0;
        while (p.find()) {
            if (p.start() != end) throw new AssertionError("unexpected text in " + line);
            end = p.end();
            if (w.team(Side.LEFT) == null) w.team(Side.LEFT, p.group(1));
            Player player = w.player(Side.LEFT, Integer.parseInt(p.group(2)), Double.parseDouble(p.group(4)),
                    Double.parseDouble(p.group(5)), Integer.parseInt(p.group(8)));
            player.goalie(p.group(3) != null);
            player.velocity(Double.parseDouble(p.group(6)), Double.parseDouble(p.group(7)));
            player.neckDirection(Integer.parseInt(p.group(9)));
        }
        if (end != m.group(6).length()) throw new AssertionError("unexpected text in " + line);
        return w;
    }

    // ------------------------------------------------------------------ player types

    private static final Pattern PAIR = Pattern.compile("\\(([a-z_0-9]+) ([^()]*)\\)");

    /** A version 19 {@code (player_type (id N)(name value)...)} line as a record (the values are in record order). */
    public static PlayerType playerType(String line) {
        Matcher m = PAIR.matcher(line);
        double[] v = new double[30];
        int n = 0;
        while (m.find()) v[n++] = Double.parseDouble(m.group(2));
        if (n != 30) throw new AssertionError(n + " values in " + line);
        return new PlayerType((int) v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11], v[12], v[13],
                v[14], v[15], v[16], v[17], v[18], v[19], v[20], v[21], v[22], v[23], v[24], v[25], v[26], v[27], v[28], v[29]);
    }
}
