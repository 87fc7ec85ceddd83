package org.pitch.api.record;

import java.util.List;
import java.util.Locale;

import org.pitch.api.world.Side;

/**
 * Every player's timing in one match, half by half (docs/competitions.md, "Timing telemetry"):
 * the cycles it was expected to act in, the holes (no body command executed), the clashes (a
 * second body command dropped), the commands that came after the cycle they were meant for, the
 * datagrams the flood guard dropped, and two latency distributions in milliseconds: the cycle's
 * first command after its {@code sense_body}, and synch mode's {@code (done)} after {@code (think)}.
 * Made once, at the end of the match; {@link #json()}, {@link #csv()} and {@link #summary()} are
 * its written forms.
 */
@org.osgi.annotation.versioning.ProviderType
public record TimingReport(List<Row> rows) {
    /** A latency distribution in ms; all 0 without samples. Percentiles are bucket bounds (0.1 ms below 100 ms, 10 ms above). */
    public record Latency(long samples, double p50, double p95, double p99, double max) {
        public static final Latency NONE = new Latency(0, 0, 0, 0, 0);
    }

    /**
     * One player in one half (halves counted from 1; extra halves go on counting, a shoot-out
     * belongs to the last half played).
     */
    public record Row(Side side, String team, int unum, int half, long cycles, long holes, long clashes, long late,
                      long floodDropped, Latency firstCommand, Latency done) {}

    public TimingReport { rows = List.copyOf(rows); }

    /** A team's rows summed over its players and halves: counts added, latencies the worst player's. */
    public Row total(Side side) {
        long cycles = 0, holes = 0, clashes = 0, late = 0, flood = 0;
        String team = null;
        double p95 = 0, max = 0, done95 = 0;
        long samples = 0, doneSamples = 0;
        for (Row r : rows) {
            if (r.side() != side) continue;
            team = r.team();
            cycles += r.cycles();
            holes += r.holes();
            clashes += r.clashes();
            late += r.late();
            flood += r.floodDropped();
            samples += r.firstCommand().samples();
            doneSamples += r.done().samples();
            p95 = Math.max(p95, r.firstCommand().p95());
            max = Math.max(max, r.firstCommand().max());
            done95 = Math.max(done95, r.done().p95());
        }
        return new Row(side, team, 0, 0, cycles, holes, clashes, late, flood, new Latency(samples, 0, p95, 0, max),
                new Latency(doneSamples, 0, done95, 0, 0));
    }

    /** The report as JSON: {@code {"players": [{"side": "l", "team": ..., "unum": 1, "half": 1, ...}, ...]}}. */
    public String json() {
        StringBuilder sb = new StringBuilder("{\"players\": [");
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            sb.append(i == 0 ? "\n  " : ",\n  ").append("{\"side\": \"").append(side(r.side())).append("\", \"team\": ")
                    .append(jsonString(r.team())).append(", \"unum\": ").append(r.unum()).append(", \"half\": ").append(r.half())
                    .append(", \"cycles\": ").append(r.cycles()).append(", \"holes\": ").append(r.holes())
                    .append(", \"clashes\": ").append(r.clashes()).append(", \"late\": ").append(r.late())
                    .append(", \"flood_dropped\": ").append(r.floodDropped())
                    .append(", \"first_command_ms\": ").append(json(r.firstCommand()))
                    .append(", \"done_ms\": ").append(json(r.done())).append('}');
        }
        return sb.append("\n]}\n").toString();
    }

    /** The report as CSV, one line per player and half, with a header line. */
    public String csv() {
        StringBuilder sb = new StringBuilder("side,team,unum,half,cycles,holes,clashes,late,flood_dropped,"
                + "first_samples,first_p50_ms,first_p95_ms,first_p99_ms,first_max_ms,done_samples,done_p50_ms,done_p95_ms,done_p99_ms,done_max_ms\n");
        for (Row r : rows) {
            sb.append(side(r.side())).append(',').append(r.team() == null ? "" : r.team().replace(',', '_')).append(',')
                    .append(r.unum()).append(',').append(r.half()).append(',').append(r.cycles()).append(',').append(r.holes())
                    .append(',').append(r.clashes()).append(',').append(r.late()).append(',').append(r.floodDropped());
            csv(sb, r.firstCommand());
            csv(sb, r.done());
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * The end-of-match summary, a line per team, e.g.
     * {@code Timing 'TeamA': cycles 66000, holes 12, clashes 3, late 4, flood dropped 0, first command p95 1.3 ms (max 40.0)}.
     */
    public String summary() {
        StringBuilder sb = new StringBuilder("\nTiming (per team, all players and halves):\n");
        for (Side s : new Side[] {Side.LEFT, Side.RIGHT}) {
            Row t = total(s);
            if (t.team() == null) continue;
            sb.append(String.format(Locale.ROOT, "\tTiming '%s': cycles %d, holes %d, clashes %d, late %d, flood dropped %d,"
                    + " first command p95 %.1f ms (max %.1f)%n", t.team(), t.cycles(), t.holes(), t.clashes(), t.late(),
                    t.floodDropped(), t.firstCommand().p95(), t.firstCommand().max()));
        }
        return sb.toString();
    }

    private static String side(Side s) { return s == Side.LEFT ? "l" : "r"; }

    private static String json(Latency l) {
        return String.format(Locale.ROOT, "{\"samples\": %d, \"p50\": %.1f, \"p95\": %.1f, \"p99\": %.1f, \"max\": %.1f}",
                l.samples(), l.p50(), l.p95(), l.p99(), l.max());
    }

    private static void csv(StringBuilder sb, Latency l) {
        sb.append(String.format(Locale.ROOT, ",%d,%.1f,%.1f,%.1f,%.1f", l.samples(), l.p50(), l.p95(), l.p99(), l.max()));
    }

    private static String jsonString(String s) {
        if (s == null) return "null";
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c < 0x20) sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            else sb.append(c);
        }
        return sb.append('"').toString();
    }
}
