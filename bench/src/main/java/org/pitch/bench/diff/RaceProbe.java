package org.pitch.bench.diff;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.pitch.bench.diff.Script.Action;
import org.pitch.bench.diff.Script.Client;
import org.pitch.bench.diff.Script.Kind;

/**
 * The foul-tackle race, on its own: one player tackles with a foul while the opponent
 * beyond the ball kicks it, both commands of one cycle sent back to back, so the server reads them
 * as they come together (rcssserver: in one pass over its clients, each client's datagrams in a
 * row, the clients in a random order). Played again and again against each server, with the
 * tackle or the kick sent first and the tackler on either side, it counts the outcomes the
 * trainer sees: whether the opponent is marked fouled. Pitch runs as {@code launcher/pitch} by
 * default, each run with a fresh seed, as rcssserver's order is drawn afresh: the embedded server
 * the tester uses has a fixed seed, so two commands read together go in the same order every run.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar org.pitch.bench.diff.RaceProbe \
 *     --reference "RCSS_CONF_DIR=/tmp/rcssconf /opt/rcss/bin/rcssserver" [--pitch launcher/pitch] [--runs 20] [--port 17300]
 * </pre>
 */
public final class RaceProbe {
    private static final int RACE_STEP = 3;
    private static final Pattern BALL = Pattern.compile("\\(\\(b\\) ([-0-9.e]+) ([-0-9.e]+) ([-0-9.e]+) ([-0-9.e]+)\\)");

    private RaceProbe() {}

    public static void main(String[] argv) throws Exception {
        String reference = null, pitch = Path.of("launcher", "pitch").toAbsolutePath().toString();
        int runs = 20, port = 17300;
        for (int i = 0; i < argv.length; i++) {
            String v = i + 1 < argv.length ? argv[i + 1] : null;
            if (v == null) usage(argv[i] + " wants a value");
            switch (argv[i++]) {
                case "--reference" -> reference = v;
                case "--pitch" -> pitch = v;
                case "--runs" -> runs = Integer.parseInt(v);
                case "--port" -> port = Integer.parseInt(v);
                default -> usage("unknown option " + argv[i - 1]);
            }
        }
        if (reference == null) usage("--reference is required");
        if (runs < 1) usage("--runs wants 1 or more, not " + runs);
        Path work = Files.createTempDirectory("pitch-race-");
        PrintStream out = System.out;
        System.setOut(new PrintStream(Files.newOutputStream(work.resolve("servers.out")), true));
        System.setErr(System.out);
        for (boolean leftTackles : new boolean[] {true, false}) {
            for (boolean tackleFirst : new boolean[] {true, false}) {
                Script script = scene(leftTackles, tackleFirst);
                for (String[] server : new String[][] {{"rcssserver", reference}, {"pitch", pitch}}) {
                    Map<String, Integer> outcomes = new TreeMap<>();
                    for (int r = 0; r < runs; r++) {
                        Transcript t;
                        try (TestedServer s = TestedServer.start(server[1], script.options(), port, work.resolve(server[0]))) {
                            t = ScriptRun.play(script, s, RACE_STEP);
                        }
                        outcomes.merge(outcome(t), 1, Integer::sum);
                    }
                    out.printf(Locale.ROOT, "%-10s tackler %-5s %-12s %d runs: %s%n", server[0], leftTackles ? "left" : "right",
                            tackleFirst ? "tackle first" : "kick first", runs, outcomes);
                }
            }
        }
    }

    /**
     * The scene: in play on, the tackler at rest facing along x with the ball 0.5 m ahead (out of
     * touch), the opponent 0.6 m beyond the ball facing the tackler (it can kick the ball and
     * touches nobody); in the race step the tackler's {@code (tackle 0 on)} and the opponent's
     * {@code (kick 100 0)}, back to back in the order given.
     */
    static Script scene(boolean leftTackles, boolean tackleFirst) {
        List<Client> clients = List.of(new Client("trainer", Kind.TRAINER, 0, "(init (version 19))"),
                new Client("L1", Kind.PLAYER, 0, "(init Left (version 19))"),
                new Client("R1", Kind.PLAYER, 0, "(init Right (version 19))"));
        int ahead = leftTackles ? 1 : -1;
        String tackler = leftTackles ? "Left" : "Right", victim = leftTackles ? "Right" : "Left";
        List<Action> actions = new ArrayList<>(List.of(
                new Action(0, 0, "(eye on)"),
                new Action(1, 0, "(start)"),
                new Action(2, 0, "(change_mode play_on)"),
                new Action(2, 0, "(move (player " + tackler + " 1) 0 5 " + (leftTackles ? 0 : 180) + " 0 0)"),
                new Action(2, 0, "(move (player " + victim + " 1) " + ahead * 1.1 + " 5 " + (leftTackles ? 180 : 0) + " 0 0)"),
                new Action(2, 0, "(move (ball) " + ahead * 0.5 + " 5)")));
        Action tackle = new Action(RACE_STEP, leftTackles ? 1 : 2, "(tackle 0 on)");
        Action kick = new Action(RACE_STEP, leftTackles ? 2 : 1, "(kick 100 0)");
        actions.add(tackleFirst ? tackle : kick);
        actions.add(tackleFirst ? kick : tackle);
        actions.add(new Action(RACE_STEP + 2, 0, "(look)"));
        return new Script(0, ScriptGenerator.OPTIONS, clients, List.copyOf(actions));
    }

    /**
     * What the trainer saw come of the race in the step's {@code see_global}: whether a player is
     * marked fouled ({@code f}) and where the ball lies and moves (kicked away, or put on the
     * tackler's spot for the foul's free kick).
     */
    static String outcome(Transcript t) {
        for (Transcript.Received r : t.of("trainer")) {
            if (r.step() != RACE_STEP || !r.text().startsWith("(see_global")) continue;
            Matcher m = BALL.matcher(r.text());
            String ball = m.find() ? "ball " + m.group(1) + " " + m.group(2) + " moving " + m.group(3) + " " + m.group(4) : "no ball";
            return (r.text().contains(" f)") ? "fouled, " : "no foul, ") + ball;
        }
        return "no see_global after the race";
    }

    private static void usage(String problem) {
        System.err.println("RaceProbe: " + problem);
        System.err.println("usage: RaceProbe --reference COMMAND [--pitch COMMAND|embedded] [--runs N] [--port P]");
        System.exit(2);
    }
}
