package org.pitch.embedded.conformance;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.pitch.api.world.Side;

/**
 * One scripted scene, as the data file the rcssserver recording was driven by. Lines:
 * {@code param server::x=1} (a parameter both servers get), {@code player l 1 19 [goalie]} (side,
 * uniform number, protocol version), {@code steps N} (steps 0 to N were run), and
 * {@code K[-M[/P]] WHO (command)}: what the trainer or player {@code WHO} ({@code trainer},
 * {@code l1}, {@code r2}) sent in step K (to M, every P-th), in the order sent. Step 0 is the set-up
 * before kick-off; the state after step K is the log's show of time K + 1.
 */
record Scenario(String name, List<String> params, List<PlayerSpec> players, int steps, List<List<Command>> commands) {
    /** Team names the recording used. */
    static final String LEFT_TEAM = "ConfL", RIGHT_TEAM = "ConfR";

    record PlayerSpec(Side side, int unum, double version, boolean goalie) {
        String id() { return (side == Side.LEFT ? "l" : "r") + unum; }
    }

    /** {@code who} is {@code trainer} or a player id such as {@code l1}. */
    record Command(String who, String text) {}

    static Scenario load(String name) throws IOException {
        try (InputStream in = Scenario.class.getResourceAsStream("/conformance/" + name + ".txt")) {
            if (in == null) throw new IOException("no scenario " + name);
            return parse(name, new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII)));
        }
    }

    static Scenario parse(String name, BufferedReader in) throws IOException {
        List<String> params = new ArrayList<>();
        List<PlayerSpec> players = new ArrayList<>();
        int steps = 0;
        List<String[]> timed = new ArrayList<>();
        for (String raw = in.readLine(); raw != null; raw = in.readLine()) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            String[] f = line.split("\\s+", 3);
            switch (f[0]) {
                case "param" -> params.add(f[1]);
                case "player" -> {
                    String[] p = line.split("\\s+");
                    players.add(new PlayerSpec(p[1].equals("l") ? Side.LEFT : Side.RIGHT, Integer.parseInt(p[2]),
                            Double.parseDouble(p[3]), p.length > 4 && p[4].equals("goalie")));
                }
                case "steps" -> steps = Integer.parseInt(f[1]);
                default -> timed.add(f);
            }
        }
        List<List<Command>> commands = new ArrayList<>();
        for (int k = 0; k <= steps; k++) commands.add(new ArrayList<>());
        for (String[] f : timed) {
            String range = f[0];
            int every = 1;
            int slash = range.indexOf('/');
            if (slash >= 0) {
                every = Integer.parseInt(range.substring(slash + 1));
                range = range.substring(0, slash);
            }
            int dash = range.indexOf('-');
            int from = Integer.parseInt(dash < 0 ? range : range.substring(0, dash));
            int to = dash < 0 ? from : Integer.parseInt(range.substring(dash + 1));
            for (int k = from; k <= to; k += every) commands.get(k).add(new Command(f[1], f[2]));
        }
        return new Scenario(name, List.copyOf(params), List.copyOf(players), steps, commands);
    }
}
