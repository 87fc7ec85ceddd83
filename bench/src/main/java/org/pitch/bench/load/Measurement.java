package org.pitch.bench.load;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The figures of one load run against one server. NaN where a figure does not apply. The
 * start-up figures are measured from the launch: {@code portBoundMs} until the player port shows
 * in the kernel's socket table, {@code initAnsweredMs} until a player's {@code (init)} is
 * answered (the {@code startup} scenario), {@code startupMs} until the first answer to a probe
 * (every other scenario, before its clients connect).
 */
record Measurement(String server, Scenario scenario, double portBoundMs, double initAnsweredMs, double startupMs, double cyclesPerSecond,
                   double cpuSecondsPer1000Cycles, double cpuPercent, double peakResidentMb,
                   double periodMeanMs, double periodMeanDeviationMs, double periodP99DeviationMs, double bytesPerCycle,
                   double datagramsPerCycle) {

    /** The figures' names, in the order {@link #values()} gives them. */
    static final List<String> FIGURES = List.of("launch to port bound ms", "launch to (init) answer ms", "start-up ms", "cycles/s", "CPU s per 1,000 cycles", "CPU % of a core",
            "peak RSS MB", "tick period mean ms", "period deviation mean ms", "period deviation p99 ms", "bytes received per cycle", "datagrams per cycle");

    double[] values() {
        return new double[] {portBoundMs, initAnsweredMs, startupMs, cyclesPerSecond, cpuSecondsPer1000Cycles, cpuPercent, peakResidentMb,
                periodMeanMs, periodMeanDeviationMs, periodP99DeviationMs, bytesPerCycle, datagramsPerCycle};
    }

    String line() {
        double[] v = values();
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%-8s %-14s", server, scenario.id));
        for (int i = 0; i < v.length; i++) {
            if (!Double.isNaN(v[i])) sb.append(String.format(Locale.ROOT, "  %s %s", FIGURES.get(i), format(v[i])));
        }
        return sb.toString();
    }

    static String format(double v) {
        if (Double.isNaN(v)) return "–";
        if (Math.abs(v) >= 100) return String.format(Locale.ROOT, "%,.0f", v);
        if (Math.abs(v) >= 10) return String.format(Locale.ROOT, "%.1f", v);
        return String.format(Locale.ROOT, "%.2f", v);
    }

    /** The median of each figure over runs of one server and scenario. */
    static double[] medians(List<Measurement> runs) {
        int n = FIGURES.size();
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            final int k = i;
            double[] xs = runs.stream().mapToDouble(m -> m.values()[k]).filter(x -> !Double.isNaN(x)).sorted().toArray();
            out[i] = xs.length == 0 ? Double.NaN
                    : xs.length % 2 == 1 ? xs[xs.length / 2] : (xs[xs.length / 2 - 1] + xs[xs.length / 2]) / 2;
        }
        return out;
    }

    /** The {@code q} quantile (0..1) of the values, nearest rank. */
    static double quantile(double[] values, double q) {
        if (values.length == 0) return Double.NaN;
        double[] s = values.clone();
        Arrays.sort(s);
        int i = (int) Math.ceil(q * s.length) - 1;
        return s[Math.max(0, Math.min(s.length - 1, i))];
    }
}
