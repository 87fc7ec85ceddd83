package org.pitch.bench.diff;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The differential tester: generated scripts played against a reference server
 * (rcssserver 19, built outside the repository) and against Pitch, every datagram every client
 * received compared byte for byte; the first difference of a script is printed with its
 * context, and the differences are counted by kind, each with its smallest seed.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar org.pitch.bench.diff.DiffTester \
 *     --reference "RCSS_CONF_DIR=/tmp/rcssconf /opt/rcss/bin/rcssserver" \
 *     [--pitch embedded|"launcher/pitch"] [--seeds 1:1000 | --seed 17 | --script FILE] [--port 17100] \
 *     [--record bench/src/test/resources/diff] [--steps N] [--print] [--raw]
 * </pre>
 * {@code --seed N} replays one script; {@code --script FILE} plays a script written by hand (or
 * by {@code --print}) in the same form, a scene stepped cycle by cycle on both servers; {@code --print} writes its script and both transcripts
 * (under {@code bench/target/diff/}); {@code --record DIR} writes, for each script whose first
 * difference is of a kind not recorded yet, the script with the reference's transcript and that
 * difference, for {@code RecordedScriptsTest} to replay against Pitch alone; with {@code --seed},
 * a script both servers play alike is recorded too, without a difference (a fixed one kept as a
 * regression test). {@code --steps N} cuts every script after step {@code N}. Both transcripts are
 * compared after {@link Normalisation} (what rcssserver leaves to chance), unless {@code --raw}.
 */
public final class DiffTester {
    private DiffTester() {}

    public static void main(String[] argv) throws Exception {
        String reference = null, pitch = TestedServer.EMBEDDED;
        long from = 1, to = 100;
        int port = 17100;
        Path record = null, scriptFile = null, work = Path.of("bench", "target", "diff");
        boolean print = false, raw = false;
        int steps = Integer.MAX_VALUE;
        for (int i = 0; i < argv.length; i++) {
            String a = argv[i];
            if (a.equals("--print")) { print = true; continue; }
            if (a.equals("--raw")) { raw = true; continue; }
            String v = i + 1 < argv.length ? argv[++i] : null;
            if (v == null) usage(a + " wants a value");
            switch (a) {
                case "--reference" -> reference = v;
                case "--pitch" -> pitch = v;
                case "--seeds" -> { from = Long.parseLong(v.substring(0, v.indexOf(':'))); to = Long.parseLong(v.substring(v.indexOf(':') + 1)); }
                case "--seed" -> from = to = Long.parseLong(v);
                case "--port" -> port = Integer.parseInt(v);
                case "--record" -> record = Path.of(v);
                case "--work" -> work = Path.of(v);
                case "--steps" -> steps = Integer.parseInt(v);
                case "--script" -> scriptFile = Path.of(v);
                default -> usage("unknown option " + a);
            }
        }
        if (reference == null) usage("--reference is required");
        if (steps < 1) usage("--steps wants a step of 1 or more, not " + steps);
        Script written = null;
        if (scriptFile != null) {
            if (!Files.isReadable(scriptFile)) usage("--script: cannot read " + scriptFile);
            written = Script.parse(Files.readAllLines(scriptFile));
            from = to = written.seed();
        }
        // the servers' own output (Pitch in this JVM logs and prints its results) goes to a file
        Files.createDirectories(work);
        PrintStream out = System.out;
        System.setOut(new PrintStream(Files.newOutputStream(work.resolve("servers.out")), true));
        System.setErr(System.out);
        Map<String, long[]> kinds = new TreeMap<>(); // kind -> {scripts, smallest seed}
        long scripts = 0, messages = 0, same = 0, placed = 0, started = System.nanoTime();
        for (long seed = from; seed <= to; seed++) {
            Script script = written != null ? written : ScriptGenerator.generate(seed);
            if (steps != Integer.MAX_VALUE) script = script.until(steps);
            Transcript expected = play(reference, script, port, work.resolve("reference"));
            Transcript actual = play(pitch, script, port, work.resolve("pitch"));
            scripts++;
            messages += expected.messages();
            List<String> names = script.clients().stream().map(Script.Client::name).toList();
            Difference d = raw ? Difference.first(names, expected, actual)
                    : Difference.first(names, Normalisation.of(script, expected), Normalisation.of(script, actual));
            if (print) {
                Files.createDirectories(work);
                Files.writeString(work.resolve("seed-" + seed + ".script"), script.text());
                Files.writeString(work.resolve("seed-" + seed + ".reference"), expected.text());
                Files.writeString(work.resolve("seed-" + seed + ".pitch"), actual.text());
            }
            if (d == null) {
                same++;
                out.printf(Locale.ROOT, "seed %d: the same (%d datagrams)%n", seed, expected.messages());
                if (record != null && from == to) RecordedScript.write(record.resolve("seed-" + seed + ".txt"), script, port, expected, null, null);
                continue;
            }
            if (UnseededPlacement.explains(d, ScriptGenerator.HALF_CYCLES, script) || UnseededPlacement.separatesSameSpot(d)
                    || UnseededPlacement.separatesFromBallOnItsSpot(d)) {
                placed++;
                out.printf(Locale.ROOT, "seed %d: explained (rcssserver's unseeded placement of a player, cycle %d)%n", seed, d.cycle());
                continue;
            }
            if (RandomHearing.explains(d, script.text())) {
                placed++;
                out.printf(Locale.ROOT, "seed %d: explained (rcssserver's random choice of a say heard, cycle %d)%n", seed, d.cycle());
                continue;
            }
            String kind = kind(script, d);
            long[] k = kinds.computeIfAbsent(kind, x -> new long[] {0, Long.MAX_VALUE});
            boolean newKind = k[0]++ == 0;
            k[1] = Math.min(k[1], seed);
            out.print("seed " + seed + ": DIFFERENT [" + kind + "]\n" + d.describe(seed, "reference", "pitch    "));
            if (record != null && newKind) RecordedScript.write(record.resolve("seed-" + seed + ".txt"), script, port, expected, kind, d);
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        out.printf(Locale.ROOT, "%n%d scripts, %d the same, %d explained by rcssserver's unseeded draws, %d datagrams of the reference compared, %.2f s per script (both servers)%n",
                scripts, same, placed, messages, seconds / Math.max(1, scripts));
        for (Map.Entry<String, long[]> e : kinds.entrySet()) {
            out.printf(Locale.ROOT, "  %5d x  %s  (smallest seed %d)%n", e.getValue()[0], e.getKey(), e.getValue()[1]);
        }
    }

    private static Transcript play(String command, Script script, int port, Path folder) throws IOException {
        try (TestedServer server = TestedServer.start(command, script.options(), port, folder)) {
            return ScriptRun.play(script, server);
        }
    }

    /**
     * A difference's kind, to group a run's differences: the client's kind and the heads of both
     * datagrams (their first word, and for messages of the same head the first differing field's
     * name). Two kinds may share a cause; one kind may hide two.
     */
    static String kind(Script script, Difference d) {
        String client = script.clients().stream().filter(c -> c.name().equals(d.client())).findFirst().map(c -> c.kind().toString())
                .orElse("?");
        return client + " " + head(d.expected()) + " vs " + head(d.actual());
    }

    private static String head(String s) {
        if (s == null) return "[nothing]";
        if (s.startsWith("[")) return "[" + s.substring(1, Math.min(s.length(), 12)) + "]";
        int end = 1;
        while (end < s.length() && s.charAt(end) != ' ' && s.charAt(end) != ')' && s.charAt(end) != '\0') end++;
        return s.substring(0, end);
    }

    private static void usage(String problem) {
        System.err.println("DiffTester: " + problem);
        System.err.println("usage: DiffTester --reference COMMAND [--pitch embedded|COMMAND] [--seeds FROM:TO | --seed N] [--port P] [--record DIR] [--steps N] [--print] [--raw]");
        System.exit(2);
    }
}
