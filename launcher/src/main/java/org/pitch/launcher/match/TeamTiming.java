package org.pitch.launcher.match;

import java.util.HashMap;
import java.util.Map;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigSyntax;

/**
 * One team's timing in one match, summed over its players and halves from the server's timing
 * report ({@link TimingFile}): counts added, and the first-command and {@code (done)} p95 the
 * worst player's in any half (as the server's "Timing 'TEAM'" summary line tells them), NaN when
 * no player had a sample.
 */
record TeamTiming(long cycles, long holes, long clashes, long late, long floodDropped, double firstCommandP95, double doneP95) {
    /** No cycle, no sample: what a sum starts from. */
    static final TeamTiming NONE = new TeamTiming(0, 0, 0, 0, 0, Double.NaN, Double.NaN);

    /** Holes per 1,000 cycles that counted; NaN when none counted. */
    double holesPerThousand() { return perThousand(holes); }

    double clashesPerThousand() { return perThousand(clashes); }

    private double perThousand(long count) { return cycles == 0 ? Double.NaN : 1000.0 * count / cycles; }

    TeamTiming plus(TeamTiming o) {
        return new TeamTiming(cycles + o.cycles, holes + o.holes, clashes + o.clashes, late + o.late, floodDropped + o.floodDropped,
                worst(firstCommandP95, o.firstCommandP95), worst(doneP95, o.doneP95));
    }

    /** The larger, a NaN (no sample) counting as nothing. */
    private static double worst(double a, double b) { return Double.isNaN(a) ? b : Double.isNaN(b) ? a : Math.max(a, b); }

    /**
     * Each side's timing ({@code 'l'}, {@code 'r'}) in a timing report (JSON, {@code {"players": [...]}});
     * a side without a row is missing; an empty map for a report that cannot be read.
     */
    static Map<Character, TeamTiming> bySide(String json) {
        Map<Character, TeamTiming> sides = new HashMap<>();
        if (json == null) return sides;
        try {
            Config report = ConfigFactory.parseString(json, ConfigParseOptions.defaults().setSyntax(ConfigSyntax.JSON));
            for (Config p : report.getConfigList("players")) {
                char side = p.getString("side").charAt(0);
                TeamTiming row = new TeamTiming(p.getLong("cycles"), p.getLong("holes"), p.getLong("clashes"), p.getLong("late"),
                        p.getLong("flood_dropped"), p95(p.getConfig("first_command_ms")), p95(p.getConfig("done_ms")));
                sides.merge(side, row, TeamTiming::plus);
            }
            return sides;
        } catch (ConfigException | IndexOutOfBoundsException e) {
            return new HashMap<>(); // a report in another form: the match counts without timing
        }
    }

    private static double p95(Config latency) { return latency.getLong("samples") > 0 ? latency.getDouble("p95") : Double.NaN; }
}
