package org.pitch.launcher.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The fairness report's statistics and verdicts, with values computed by hand (docs/competitions.md, "Fairness report"). */
class FairnessTest {
    @TempDir
    Path dir;

    @Test
    void theSignTestsTwoSidedPValue() {
        assertEquals(2 * Math.pow(0.5, 8), SignTest.twoSidedP(8, 8), 1e-12); // 0.0078
        assertEquals(2 * Math.pow(0.5, 8), SignTest.twoSidedP(0, 8), 1e-12);
        assertEquals(1.0, SignTest.twoSidedP(4, 8), 1e-12); // 2 · 163/256 > 1
        assertEquals(2 * (1 + 8) / 256.0, SignTest.twoSidedP(7, 8), 1e-12); // 0.0703
        assertEquals(2 * (1 + 10 + 45) / 1024.0, SignTest.twoSidedP(8, 10), 1e-12); // 0.109
        assertEquals(0.03125, SignTest.twoSidedP(6, 6), 1e-12);
        assertEquals(0.0625, SignTest.twoSidedP(5, 5), 1e-12); // why 6 matches are needed
        assertEquals(1.0, SignTest.twoSidedP(0, 0), 1e-12);
    }

    @Test
    void mediansAndRatios() {
        assertEquals(2.0, SignTest.median(List.of(3.0, 1.0, 2.0)));
        assertEquals(2.5, SignTest.median(List.of(4.0, 1.0, 3.0, 2.0)));
        assertTrue(Double.isNaN(SignTest.median(List.of())));
        assertEquals(1.5, SignTest.ratio(3, 2));
        assertEquals(Double.POSITIVE_INFINITY, SignTest.ratio(3, 0));
        assertEquals(1.0, SignTest.ratio(0, 0));
    }

    @Test
    void aTeamLaterInEightOfEightWithTwiceTheMedianIsFlagged() {
        Comparison c = Comparison.of("first_command_p95_ms", "A", "B", repeat(20.0, 8), repeat(10.0, 8));
        assertEquals(List.of("A", 8, 0, 0.0078125, 2.0), List.of(c.higher(), c.higherIn(), c.lowerIn(), c.p(), c.ratio()));
        assertEquals(Comparison.Verdict.SYSTEMATICALLY_HIGHER, c.verdict());
        assertEquals("A was later than B in 8 of 8 matches (0 ties), p = 0.00781, medians 20.0 / 10.0 (ratio 2.00): A systematically later",
                c.describe("was later", "systematically later"));
        assertEquals("{\"measure\": \"first_command_p95_ms\", \"higher\": \"A\", \"lower\": \"B\", \"matches\": 8, \"higher_in\": 8, \"lower_in\": 0, "
                + "\"ties\": 0, \"p\": 0.007813, \"median_higher\": 20.0, \"median_lower\": 10.0, \"ratio\": 2.00, \"verdict\": \"systematically_higher\"}",
                c.json());
        // B the later one: the names follow
        assertEquals("A", Comparison.of("m", "B", "A", repeat(10.0, 8), repeat(20.0, 8)).higher());
    }

    @Test
    void fourOfEightOrASmallRatioOrFewMatchesAreNoVerdict() {
        List<Double> a = List.of(20.0, 20.0, 20.0, 20.0, 5.0, 5.0, 5.0, 5.0), b = repeat(10.0, 8);
        Comparison even = Comparison.of("m", "A", "B", a, b);
        assertEquals(List.of(4, 4, 1.0), List.of(even.higherIn(), even.lowerIn(), even.p()));
        assertEquals(Comparison.Verdict.NO_SYSTEMATIC_DIFFERENCE, even.verdict());
        Comparison small = Comparison.of("m", "A", "B", repeat(12.0, 8), repeat(10.0, 8)); // p 0.0078, ratio 1.2
        assertEquals(Comparison.Verdict.NO_SYSTEMATIC_DIFFERENCE, small.verdict());
        Comparison few = Comparison.of("m", "A", "B", repeat(30.0, 5), repeat(10.0, 5));
        assertEquals(Comparison.Verdict.TOO_FEW_MATCHES, few.verdict());
        assertTrue(few.describe("was later", "x").endsWith("too few matches to tell (6 needed)"), few.describe("was later", "x"));
    }

    @Test
    void tiesAndMatchesWithoutTimingAreLeftOut() {
        List<Double> a = new ArrayList<>(List.of(10.0, 10.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, Double.NaN)),
                b = new ArrayList<>(List.of(10.0, 10.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 3.0));
        Comparison c = Comparison.of("holes_per_1000", "A", "B", a, b);
        // 8 matches with both values, 2 ties: 6 of 6, p = 2 · 0.5^6; medians 5 and 0: ratio infinite
        assertEquals(List.of(8, 6, 2, 0.03125), List.of(c.matches(), c.higherIn(), c.ties(), c.p()));
        assertEquals(Double.POSITIVE_INFINITY, c.ratio());
        assertEquals(Comparison.Verdict.SYSTEMATICALLY_HIGHER, c.verdict());
        assertTrue(c.json().contains("\"ratio\": null"), c.json());
    }

    @Test
    void aTimingReportIsSummedPerSideWithTheWorstPlayersP95() {
        String json = """
                {"players": [
                  {"side": "l", "team": "A", "unum": 1, "half": 1, "cycles": 100, "holes": 10, "clashes": 1, "late": 2, "flood_dropped": 0, "first_command_ms": {"samples": 90, "p50": 1.0, "p95": 3.5, "p99": 4.0, "max": 9.0}, "done_ms": {"samples": 0, "p50": 0.0, "p95": 0.0, "p99": 0.0, "max": 0.0}},
                  {"side": "l", "team": "A", "unum": 1, "half": 2, "cycles": 100, "holes": 30, "clashes": 0, "late": 1, "flood_dropped": 4, "first_command_ms": {"samples": 70, "p50": 1.0, "p95": 7.5, "p99": 8.0, "max": 9.0}, "done_ms": {"samples": 0, "p50": 0.0, "p95": 0.0, "p99": 0.0, "max": 0.0}},
                  {"side": "r", "team": "B", "unum": 1, "half": 1, "cycles": 100, "holes": 100, "clashes": 0, "late": 0, "flood_dropped": 0, "first_command_ms": {"samples": 0, "p50": 0.0, "p95": 0.0, "p99": 0.0, "max": 0.0}, "done_ms": {"samples": 100, "p50": 0.2, "p95": 0.4, "p99": 0.5, "max": 0.6}}
                ]}
                """;
        Map<Character, TeamTiming> sides = TeamTiming.bySide(json);
        assertEquals(new TeamTiming(200, 40, 1, 3, 4, 7.5, Double.NaN), sides.get('l'));
        assertEquals(new TeamTiming(100, 100, 0, 0, 0, Double.NaN, 0.4), sides.get('r'));
        assertEquals(200.0, sides.get('l').holesPerThousand());
        assertEquals(Map.of(), TeamTiming.bySide("{\"players\": 3}"), "a report in another form: no timing");
        assertEquals(Map.of(), TeamTiming.bySide(null));
    }

    /**
     * Six matches, the sides swapped each time: Beta's p95 is three times Alpha's and it has holes
     * in every match, Alpha none; per side the two are mixed, so the sides show no difference.
     */
    @Test
    void aSeriesNamesTheLaterTeamAndNotASide() throws Exception {
        MatchCommand command = MatchCommand.parse(new String[] {"--team", "Alpha=x", "--team", "Beta=y", "--matches", "6"}, dir);
        List<MatchResult> results = new ArrayList<>();
        List<Fairness.Match> matches = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            boolean swapped = i % 2 == 1;
            results.add(new MatchResult(swapped ? "Beta" : "Alpha", swapped ? "Alpha" : "Beta", 1, 0, 0, 0, null));
            TeamTiming alpha = new TeamTiming(1000, 0, 0, 0, 0, 10.0 + i, 1.0), beta = new TeamTiming(1000, 500, 2, 1, 0, 30.0 + i, 1.0);
            matches.add(new Fairness.Match(swapped ? "Beta" : "Alpha", swapped ? "Alpha" : "Beta",
                    Map.of('l', swapped ? beta : alpha, 'r', swapped ? alpha : beta)));
        }
        Fairness f = Fairness.of(Totals.of(command, results), matches);
        List<Comparison.Verdict> teams = f.teamVerdicts().stream().map(Comparison::verdict).toList();
        assertEquals(List.of(Comparison.Verdict.SYSTEMATICALLY_HIGHER, Comparison.Verdict.SYSTEMATICALLY_HIGHER), teams);
        assertEquals(List.of("Beta", "Beta"), f.teamVerdicts().stream().map(Comparison::higher).toList());
        assertEquals(List.of(Comparison.Verdict.NO_SYSTEMATIC_DIFFERENCE, Comparison.Verdict.NO_SYSTEMATIC_DIFFERENCE),
                f.sideVerdicts().stream().map(Comparison::verdict).toList());
        assertEquals(32.5, f.teams().get(1).firstCommandP95()); // the median of 30..35
        String text = f.describe();
        assertTrue(text.contains("fairness of 6 played matches, 6 with both teams' timing"), text);
        assertTrue(text.contains("  Alpha          3-3     6000        0.0          0.0      0      0          12.5          1.0"), text);
        assertTrue(text.contains("  Beta           3-3     6000      500.0          2.0      6      0          32.5          1.0"), text);
        assertTrue(text.contains("first command p95: Beta was later than Alpha in 6 of 6 matches (0 ties), p = 0.0313, medians 32.5 / 12.5"
                + " (ratio 2.60): Beta systematically later"), text);
        assertTrue(text.contains("holes per 1000 cycles: Beta had more than Alpha in 6 of 6 matches (0 ties), p = 0.0313, medians 500.0 / 0.0"
                + " (ratio inf): Beta systematically missed more cycles"), text);
        assertTrue(text.contains("first command p95: left side was later than right side in 3 of 6 matches"), text);
        f.write(dir);
        String json = java.nio.file.Files.readString(dir.resolve("fairness.json"));
        assertTrue(json.contains("{\"name\": \"Beta\", \"goals\": {\"goals_for\": 3, \"goals_against\": 3, \"won\": 3, \"drawn\": 0, \"lost\": 3}, "
                + "\"matches\": 6, \"cycles\": 6000, \"holes\": 3000, \"holes_per_1000\": 500.0, \"clashes\": 12, \"clashes_per_1000\": 2.0, "
                + "\"late\": 6, \"flood_dropped\": 0, \"first_command_p95_ms\": 32.5, \"done_p95_ms\": 1.0}"), json);
        assertTrue(json.contains("\"rules\": {\"min_matches\": 6, \"p_below\": 0.05, \"ratio_at_least\": 1.5}"), json);
        assertEquals(text, java.nio.file.Files.readString(dir.resolve("fairness.txt")));
    }

    private static List<Double> repeat(double v, int n) { return Collections.nCopies(n, v); }
}
