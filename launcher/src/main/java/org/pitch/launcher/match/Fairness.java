package org.pitch.launcher.match;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The fairness report of a series or a tournament (docs/competitions.md, "Fairness report"), so an
 * organiser sees a starved team before looking at the results: per team and per side (sides swap,
 * so a side effect is not a team effect) the goals, the cycles, holes and clashes per 1,000
 * cycles, late commands, flood drops, and the median over the matches of each match's
 * first-command and {@code (done)} p95; then whether one was systematically later
 * ({@link Comparison}) on the first-command p95 and on the holes: in a series the two teams against
 * each other, in a tournament (where two teams rarely meet six times) each team against its
 * opponent of the same match, the one that shared the machine with it; and the two sides.
 * A series prints it after its totals; both write {@code OUT/fairness.txt} and {@code OUT/fairness.json}.
 *
 * @param played the matches with a result
 * @param withTiming those of them with both teams' timing
 * @param againstOpponents whether each team is compared with its opponents (a tournament) rather
 *                         than the two teams with each other (a series); the table then tells each team's matches
 */
record Fairness(int played, int withTiming, boolean againstOpponents, List<Figures> teams, List<Figures> sides,
                List<Comparison> teamVerdicts, List<Comparison> sideVerdicts) {
    static final String LEFT = "left side", RIGHT = "right side";
    /** The measures compared: each match's first-command p95, and its holes per 1,000 cycles. */
    static final String LATENCY = "first_command_p95_ms", HOLES = "holes_per_1000";

    /** One match with a result: who was on which side, and each side's timing ({@code 'l'}, {@code 'r'}; missing: none written). */
    record Match(String left, String right, Map<Character, TeamTiming> timing) {}

    /**
     * A team's or a side's figures over the series or the tournament.
     *
     * @param matches the matches with its timing
     * @param sum its timing summed over them (the p95s: the worst match's, not reported)
     * @param firstCommandP95 the median over the matches of its first-command p95, NaN for none
     * @param doneP95 the same of its {@code (done)} p95 (synch mode), NaN for none
     */
    record Figures(String name, Totals.Record goals, int matches, TeamTiming sum, double firstCommandP95, double doneP95) {}

    /**
     * A team's (or a side's) matches, in order: its timing in each and its opponent's in the same
     * match ({@code null} where the server wrote none).
     */
    private record Tally(List<TeamTiming> own, List<TeamTiming> opponent) {
        static final Tally NONE = new Tally(List.of(), List.of());

        void add(TeamTiming mine, TeamTiming theirs) {
            own.add(mine);
            opponent.add(theirs);
        }
    }

    /** The report of a series' {@code matches} (those with a result, in order); the goals from {@code totals}. */
    static Fairness of(Totals totals, List<Match> matches) {
        String a = totals.firstName(), b = totals.secondName();
        Map<String, Tally> byTeam = byTeam(matches);
        Tally ta = byTeam.getOrDefault(a, Tally.NONE), tb = byTeam.getOrDefault(b, Tally.NONE);
        return withSides(false, List.of(figures(a, totals.first(), ta.own()), figures(b, totals.second(), tb.own())),
                comparisons(a, b, ta.own(), ta.opponent()), totals.leftSide(), totals.rightSide(), matches);
    }

    /**
     * The report of a tournament's {@code matches} (those with a result), each team against its
     * opponents ({@link #opponentOf}); the goals from {@code standings}; the teams in the order of
     * {@code teams}, those without a match left out.
     */
    static Fairness againstOpponents(List<String> teams, Standings standings, List<Match> matches) {
        Map<String, Tally> byTeam = byTeam(matches);
        List<Figures> figures = new ArrayList<>();
        List<Comparison> verdicts = new ArrayList<>();
        for (Standings.Row row : standings.table().stream().sorted(Comparator.comparingInt(r -> order(teams, r.team()))).toList()) {
            Tally t = byTeam.get(row.team());
            if (t == null) continue; // its matches had no result
            figures.add(figures(row.team(), row.record(), t.own()));
            verdicts.addAll(comparisons(row.team(), opponentOf(row.team()), t.own(), t.opponent()));
        }
        return withSides(true, figures, verdicts, standings.leftSide(), standings.rightSide(), matches);
    }

    /** How the report names the opponent of {@code team} in each of its matches: {@code Beta's opponent}. */
    static String opponentOf(String team) { return team + "'s opponent"; }

    /** A team's place in {@code teams}; one not listed after them. */
    private static int order(List<String> teams, String team) {
        int i = teams.indexOf(team);
        return i < 0 ? teams.size() : i;
    }

    /** The report with the sides' figures and verdict added to the teams'. */
    private static Fairness withSides(boolean againstOpponents, List<Figures> teams, List<Comparison> teamVerdicts, Totals.Record leftGoals,
                                      Totals.Record rightGoals, List<Match> matches) {
        Tally left = new Tally(new ArrayList<>(), new ArrayList<>());
        int withTiming = 0;
        for (Match m : matches) {
            TeamTiming l = m.timing().get('l'), r = m.timing().get('r');
            if (l != null && r != null) withTiming++;
            left.add(l, r);
        }
        return new Fairness(matches.size(), withTiming, againstOpponents, teams,
                List.of(figures(LEFT, leftGoals, left.own()), figures(RIGHT, rightGoals, left.opponent())), teamVerdicts,
                comparisons(LEFT, RIGHT, left.own(), left.opponent()));
    }

    /** Each team's matches, in the order of their first. */
    private static Map<String, Tally> byTeam(List<Match> matches) {
        Map<String, Tally> teams = new LinkedHashMap<>();
        for (Match m : matches) {
            TeamTiming l = m.timing().get('l'), r = m.timing().get('r');
            teams.computeIfAbsent(m.left(), k -> new Tally(new ArrayList<>(), new ArrayList<>())).add(l, r);
            teams.computeIfAbsent(m.right(), k -> new Tally(new ArrayList<>(), new ArrayList<>())).add(r, l);
        }
        return teams;
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
        int width = Math.max(10, teams.stream().mapToInt(f -> f.name().length()).max().orElse(0));
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
                "fairness of %d played match%s, %d with both teams' timing%s (docs/competitions.md, \"Fairness report\"):%n",
                played, played == 1 ? "" : "es", withTiming, againstOpponents ? ", each team against its opponent" : ""));
        if (withTiming == 0) {
            return sb.append("  no timing to compare (the server writes it beside the game log: game logging was off, or another server played)\n")
                    .toString();
        }
        // a tournament's teams played different numbers of matches: a column tells them
        String matches = againstOpponents ? " %7s" : "%s";
        String head = "  %-" + width + "s" + matches + " %7s %8s %10s %12s %6s %6s %13s %12s%n";
        sb.append(String.format(Locale.ROOT, head, "", againstOpponents ? "matches" : "", "goals", "cycles", "holes/1000", "clashes/1000", "late",
                "flood", "first p95 ms", "done p95 ms"));
        String row = "  %-" + width + "s" + matches + " %7s %8d %10s %12s %6d %6d %13s %12s%n";
        for (Figures f : concat(teams, sides)) {
            TeamTiming s = f.sum();
            sb.append(String.format(Locale.ROOT, row, f.name(), againstOpponents ? Integer.toString(f.matches()) : "",
                    f.goals().goalsFor() + "-" + f.goals().goalsAgainst(), s.cycles(), decimal(s.holesPerThousand()), decimal(s.clashesPerThousand()),
                    s.late(), s.floodDropped(), decimal(f.firstCommandP95()), decimal(f.doneP95())));
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

    /** One decimal, {@code -} for none (NaN). */
    static String decimal(double v) { return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.1f", v); }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
