package org.pitch.bench.load;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Measures rcssserver-compatible servers side by side under the same client load, in one run:
 * for each round, each scenario is run against each server in turn (A B A B ...), and the table
 * shows the medians and the ratio of each server to the first. Figures are taken after a
 * warm-up (synch mode: {@code --warmup} cycles, 1,000; real time: {@code --realtime-warmup}
 * cycles, 300), so a JIT-compiled server is measured as it runs a match, not as it starts; the
 * start-up is its own figure. Synch mode then measures {@code --cycles} cycles (10,000), real
 * time {@code --seconds} seconds (30).
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar org.pitch.bench.load.LoadGenerator \
 *     --server "rcss=RCSS_CONF_DIR=/opt/rcssconf /opt/rcss/bin/rcssserver" \
 *     --server "pitch=java -jar launcher/target/pitch.jar" [--scenario synch ...] [--rounds 2]
 * </pre>
 *
 * Exit status 2 for bad arguments, 1 when a run failed.
 */
public final class LoadGenerator {
    private LoadGenerator() {}

    public static void main(String[] argv) {
        Map<String, String> servers = new LinkedHashMap<>();
        List<Scenario> scenarios = new ArrayList<>();
        int rounds = 2, warmup = 1000, realTimeWarmup = 300, cycles = 10000, port = 16000;
        double seconds = 30;
        Path out = Path.of("bench", "target", "load");
        try {
            for (int i = 0; i < argv.length; i++) {
                String a = argv[i];
                switch (a) {
                    case "--server": {
                        String v = value(argv, ++i, a);
                        int eq = v.indexOf('=');
                        if (eq <= 0) throw new IllegalArgumentException("--server wants NAME=COMMAND, got '" + v + "'");
                        servers.put(v.substring(0, eq), v.substring(eq + 1));
                        break;
                    }
                    case "--scenario": scenarios.add(Scenario.of(value(argv, ++i, a))); break;
                    case "--rounds": rounds = positive(value(argv, ++i, a), a); break;
                    case "--warmup": warmup = positive(value(argv, ++i, a), a); break;
                    case "--realtime-warmup": realTimeWarmup = positive(value(argv, ++i, a), a); break;
                    case "--cycles": cycles = positive(value(argv, ++i, a), a); break;
                    case "--seconds": seconds = positive(value(argv, ++i, a), a); break;
                    case "--port": port = positive(value(argv, ++i, a), a); break;
                    case "--out": out = Path.of(value(argv, ++i, a)); break;
                    default: throw new IllegalArgumentException("unknown option '" + a + "'");
                }
            }
            if (servers.isEmpty()) throw new IllegalArgumentException("give at least one --server NAME=COMMAND");
        } catch (IllegalArgumentException e) {
            System.err.println("load: " + e.getMessage());
            System.err.println("usage: LoadGenerator --server NAME=COMMAND [--server ...] [--scenario ID ...] [--rounds N]"
                    + " [--warmup CYCLES] [--cycles CYCLES] [--realtime-warmup CYCLES] [--seconds S] [--port P] [--out DIR]");
            System.err.println("scenarios: " + Scenario.ids());
            System.exit(2);
            return;
        }
        if (scenarios.isEmpty()) scenarios.addAll(List.of(Scenario.values()));

        Map<String, List<Measurement>> results = new LinkedHashMap<>();
        boolean failed = false;
        for (int round = 1; round <= rounds; round++) {
            for (Scenario s : scenarios) {
                for (Map.Entry<String, String> server : servers.entrySet()) {
                    Path folder = out.resolve(server.getKey() + "-" + s.id + "-" + round);
                    try {
                        Measurement m = new LoadRun(server.getKey(), server.getValue(), s, port, folder,
                                s.synch ? warmup : realTimeWarmup, cycles, seconds).run();
                        System.out.println(m.line());
                        results.computeIfAbsent(s.id + "\t" + server.getKey(), k -> new ArrayList<>()).add(m);
                    } catch (IOException | RuntimeException e) {
                        failed = true;
                        System.out.println(server.getKey() + " " + s.id + ": FAILED: " + e.getMessage());
                    }
                }
            }
        }
        System.out.println();
        System.out.println(table(servers.keySet(), scenarios, results, rounds));
        System.exit(failed ? 1 : 0);
    }

    /** The medians as a markdown table: a row per scenario and figure, a column per server, ratios to the first. */
    static String table(Iterable<String> serverNames, List<Scenario> scenarios, Map<String, List<Measurement>> results, int rounds) {
        List<String> names = new ArrayList<>();
        serverNames.forEach(names::add);
        StringBuilder sb = new StringBuilder("| scenario | figure (median of " + rounds + ") |");
        for (String n : names) sb.append(' ').append(n).append(" |");
        for (int i = 1; i < names.size(); i++) sb.append(' ').append(names.get(i)).append(" / ").append(names.get(0)).append(" |");
        sb.append('\n').append("| --- | --- |").append(" --- |".repeat(2 * names.size() - 1)).append('\n');
        for (Scenario s : scenarios) {
            List<double[]> medians = new ArrayList<>();
            for (String n : names) {
                List<Measurement> runs = results.get(s.id + "\t" + n);
                medians.add(runs == null ? null : Measurement.medians(runs));
            }
            for (int f = 0; f < Measurement.FIGURES.size(); f++) {
                final int k = f;
                boolean any = medians.stream().anyMatch(m -> m != null && !Double.isNaN(m[k]));
                if (!any) continue;
                sb.append("| ").append(s.id).append(" | ").append(Measurement.FIGURES.get(f)).append(" |");
                for (double[] m : medians) sb.append(' ').append(m == null ? "–" : Measurement.format(m[f])).append(" |");
                double base = medians.get(0) == null ? Double.NaN : medians.get(0)[f];
                for (int i = 1; i < medians.size(); i++) {
                    double v = medians.get(i) == null ? Double.NaN : medians.get(i)[f];
                    sb.append(' ').append(Double.isNaN(v) || Double.isNaN(base) || base == 0 ? "–"
                            : String.format(Locale.ROOT, "%.2f×", v / base)).append(" |");
                }
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    private static String value(String[] argv, int i, String option) {
        if (i >= argv.length) throw new IllegalArgumentException(option + " needs a value");
        return argv[i];
    }

    private static int positive(String v, String option) {
        try {
            int n = Integer.parseInt(v);
            if (n > 0) return n;
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " wants a positive whole number, got '" + v + "'");
    }
}
