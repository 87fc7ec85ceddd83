package org.pitch.launcher.match;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The fairness report of a series (docs/competitions.md, "Fairness report"), so an organiser sees
 * a starved team before looking at the results: per team and per side (sides swap, so a side
 * effect is not a team effect) the goals, the cycles, holes and clashes per 1,000 cycles, late
 * commands, flood drops, and the median over the matches of each match's first-command and
 * {@code (done)} p95; then, for the two teams and for the two sides, whether one was
 * systematically later ({@link Comparison}) on the first-command p95 and on the holes.
 * Printed after the series' totals and written as {@code OUT/fairness.txt} and {@code OUT/fairness.json}.
 *
 * @param played the matches with a result
 * @param withTiming those of them with both teams' timing
 */
record Fairness(int played, int withTiming, List<Figures> teams, List<Figures> sides, List<Comparison> teamVerdicts,
                List<Comparison> sideVerdicts) {
    static final String LEFT = "left side", RIGHT = "right side";
    /** The measures compared: each match's first-command p95, and its holes per 1,000 cycles. */
    static final String LATENCY = "first_command_p95_ms", HOLES = "holes_per_1000";

    /** One match with a result: who was on which side, and each side's timing ({@code 'l'}, {@code 'r'}; missing: none written). */
    record Match(String left, String right, Map<Character, TeamTiming> timing) {}

    /**
     * A team's or a side's figures over the series.
     *
     * @param matches the matches with its timing
     * @param sum its timing summed over them (the p95s: the worst match's, not reported)
     * @param firstCommandP95 the median over the matches of its first-command p95, NaN for none
     * @param doneP95 the same of its {@code (done)} p95 (synch mode), NaN for none
     */
    record Figures(String name, Totals.Record goals, int matches, TeamTiming sum, double firstCommandP95, double doneP95) {}

    /** The report of {@code matches} (those with a result, in order); the goals from {@code totals}. */
    static Fairness of(Totals totals, List<Match> matches) {
        String a = totals.firstName(), b = totals.secondName();
        List<TeamTiming> ta = new ArrayList<>(), tb = new ArrayList<>(), tl = new ArrayList<>(), tr = new ArrayList<>();
        int withTiming = 0;
        for (Match m : matches) {
            TeamTiming l = m.timing().get('l'), r = m.timing().get('r');
            if (l != null && r != null) withTiming++;
            tl.add(l);
            tr.add(r);
            boolean aLeft = m.left().equals(a);
            ta.add(aLeft ? l : r);
            tb.add(aLeft ? r : l);
        }
        return new Fairness(matches.size(), withTiming, List.of(figures(a, totals.first(), ta), figures(b, totals.second(), tb)),
                List.of(figures(LEFT, totals.leftSide(), tl), figures(RIGHT, totals.rightSide(), tr)),
                comparisons(a, b, ta, tb), comparisons(LEFT, RIGHT, tl, tr));
    }

    private static Figures figures(String name, Totals.Record goals, List<TeamTiming> perMatch) {
        TeamTiming sum = TeamTiming.NONE;
        int n = 0;
        for (TeamTiming t : perMatch) {
            if (t == null) continue;
            sum = sum.plus(t);
            n++;
        }
        return new Figures(name, goals, n, sum, SignTest.median(present(values(perMatch, TeamTiming::firstCommandP95))),
                SignTest.median(present(values(perMatch, TeamTiming::doneP95))));
    }

    private static List<Comparison> comparisons(String a, String b, List<TeamTiming> ta, List<TeamTiming> tb) {
        return List.of(Comparison.of(LATENCY, a, b, values(ta, TeamTiming::firstCommandP95), values(tb, TeamTiming::firstCommandP95)),
                Comparison.of(HOLES, a, b, values(ta, TeamTiming::holesPerThousand), values(tb, TeamTiming::holesPerThousand)));
    }

    /** One value per match, NaN where the match has no timing. */
    private static List<Double> values(List<TeamTiming> perMatch, ToDoubleFunction<TeamTiming> measure) {
        return perMatch.stream().map(t -> t == null ? Double.NaN : measure.applyAsDouble(t)).toList();
    }

    private static List<Double> present(List<Double> values) { return values.stream().filter(v -> !Double.isNaN(v)).toList(); }

    String describe() {
        int width = Math.max(10, Math.max(teams.get(0).name().length(), teams.get(1).name().length()));
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
                "fairness of %d played match%s, %d with both teams' timing (docs/competitions.md, \"Fairness report\"):%n",
                played, played == 1 ? "" : "es", withTiming));
        if (withTiming == 0) {
            return sb.append("  no timing to compare (the server writes it beside the game log: game logging was off, or another server played)\n")
                    .toString();
        }
        String head = "  %-" + width + "s %7s %8s %10s %12s %6s %6s %13s %12s%n";
        sb.append(String.format(Locale.ROOT, head, "", "goals", "cycles", "holes/1000", "clashes/1000", "late", "flood", "first p95 ms", "done p95 ms"));
        String row = "  %-" + width + "s %7s %8d %10s %12s %6d %6d %13s %12s%n";
        for (Figures f : concat(teams, sides)) {
            TeamTiming s = f.sum();
            sb.append(String.format(Locale.ROOT, row, f.name(), f.goals().goalsFor() + "-" + f.goals().goalsAgainst(), s.cycles(),
                    decimal(s.holesPerThousand()), decimal(s.clashesPerThousand()), s.late(), s.floodDropped(), decimal(f.firstCommandP95()),
                    decimal(f.doneP95())));
        }
        for (Comparison c : concat(teamVerdicts, sideVerdicts)) sb.append("  ").append(line(c)).append('\n');
        return sb.toString();
    }

    private static String line(Comparison c) {
        return c.measure().equals(HOLES)
                ? "holes per 1000 cycles: " + c.describe("had more", "systematically missed more cycles")
                : "first command p95: " + c.describe("was later", "systematically later");
    }

    String json() {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
                "{\n  \"played\": %d,\n  \"with_timing\": %d,\n  \"rules\": {\"min_matches\": %d, \"p_below\": %s, \"ratio_at_least\": %s},\n",
                played, withTiming, Comparison.MIN_MATCHES, Comparison.P_BELOW, Comparison.RATIO_AT_LEAST));
        sb.append("  \"teams\": [").append(figuresJson(teams)).append("\n  ],\n  \"sides\": [").append(figuresJson(sides))
                .append("\n  ],\n  \"team_verdicts\": [").append(verdictsJson(teamVerdicts)).append("\n  ],\n  \"side_verdicts\": [")
                .append(verdictsJson(sideVerdicts)).append("\n  ]\n}\n");
        return sb.toString();
    }

    private static String figuresJson(List<Figures> list) {
        StringBuilder sb = new StringBuilder();
        for (Figures f : list) {
            TeamTiming s = f.sum();
            sb.append(sb.length() == 0 ? "\n    " : ",\n    ").append(String.format(Locale.ROOT,
                    "{\"name\": %s, \"goals\": %s, \"matches\": %d, \"cycles\": %d, \"holes\": %d, \"holes_per_1000\": %s, \"clashes\": %d, "
                            + "\"clashes_per_1000\": %s, \"late\": %d, \"flood_dropped\": %d, \"first_command_p95_ms\": %s, \"done_p95_ms\": %s}",
                    ResultsJson.string(f.name()), ResultsJson.record(f.goals()), f.matches(), s.cycles(), s.holes(),
                    Comparison.number(s.holesPerThousand()), s.clashes(), Comparison.number(s.clashesPerThousand()), s.late(), s.floodDropped(),
                    Comparison.number(f.firstCommandP95()), Comparison.number(f.doneP95())));
        }
        return sb.toString();
    }

    private static String verdictsJson(List<Comparison> list) {
        StringBuilder sb = new StringBuilder();
        for (Comparison c : list) sb.append(sb.length() == 0 ? "\n    " : ",\n    ").append(c.json());
        return sb.toString();
    }

    /** Writes {@code fairness.txt} and {@code fairness.json} into {@code dir}. */
    void write(Path dir) throws IOException {
        Files.writeString(dir.resolve("fairness.txt"), describe(), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("fairness.json"), json(), StandardCharsets.UTF_8);
    }

    private static String decimal(double v) { return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.1f", v); }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
