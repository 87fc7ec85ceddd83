package org.pitch.launcher.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fairness report over a tournament's folder (docs/competitions.md, "Fairness report"), with
 * values computed by hand: four teams, a round robin played twice, each match a folder of its own
 * as {@code tournament play} writes it (results.json, the server's timing report beside the game log).
 */
class TournamentFairnessTest {
    private static final List<String> TEAMS = List.of("Alpha", "Beta", "Gamma", "Delta");
    /** The twelve matches, left against right: each pairing once, then with the sides swapped. */
    private static final String[][] MATCHES = {{"Alpha", "Beta"}, {"Gamma", "Delta"}, {"Alpha", "Gamma"}, {"Beta", "Delta"},
        {"Alpha", "Delta"}, {"Beta", "Gamma"}, {"Beta", "Alpha"}, {"Delta", "Gamma"}, {"Gamma", "Alpha"}, {"Delta", "Beta"},
        {"Delta", "Alpha"}, {"Gamma", "Beta"}};

    @TempDir
    Path dir;

    /**
     * Every team scores its number (Alpha 1, Beta 2, Gamma 3, Delta 0) and plays 1000 cycles a
     * match. First-command p95: 11 ms on the left, 10 on the right, Delta 20 more; Delta's player
     * leaves a hole every other cycle, the others none. So Delta is later than its opponent in 6 of
     * 6 matches (p = 2 · 0.5^6 = 0.031), medians 30.5 against 10.5 (ratio 2.90), and has more
     * holes in 6 of 6 (500 against 0): named on both. Alpha is higher than its opponent only when
     * it is on the left against Beta or Gamma: 2 of 6, p = 2 · (1 + 6 + 15) / 64 = 0.688; its
     * opponent had more holes in the 2 matches against Delta, 4 ties: p = 2 · 0.5^2 = 0.5. The left
     * side is later in 9 of 12 (Delta on the right in 3), p = 2 · (1 + 12 + 66 + 220) / 4096 = 0.146.
     */
    @Test
    void aTeamLaterThanItsOpponentInSixOfSixIsNamedAndNoOther() throws Exception {
        for (int i = 0; i < MATCHES.length; i++) match(i, MATCHES[i][0], MATCHES[i][1]);
        String text = TournamentFairness.write(dir, TEAMS);
        assertEquals(text, Files.readString(dir.resolve("fairness.txt")));
        assertEquals("""
                fairness of 12 played matches, 12 with both teams' timing, each team against its opponent (docs/competitions.md, "Fairness report"):
                             matches   goals   cycles holes/1000 clashes/1000   late  flood  first p95 ms  done p95 ms
                  Alpha            6    6-10     6000        0.0          0.0      0      0          10.5          2.0
                  Beta             6    12-8     6000        0.0          0.0      0      0          10.5          2.0
                  Gamma            6    18-6     6000        0.0          0.0      0      0          10.5          2.0
                  Delta            6    0-12     6000      500.0          0.0      6      0          30.5          2.0
                  left side       12   18-18    12000      125.0          0.0      3      0          11.0          2.0
                  right side      12   18-18    12000      125.0          0.0      3      0          10.0          2.0
                  first command p95: Alpha's opponent was later than Alpha in 4 of 6 matches (0 ties), p = 0.688, medians 11.0 / 10.5 (ratio 1.05): no systematic difference
                  holes per 1000 cycles: Alpha's opponent had more than Alpha in 2 of 6 matches (4 ties), p = 0.500, medians 0.0 / 0.0 (ratio 1.00): no systematic difference
                  first command p95: Beta's opponent was later than Beta in 4 of 6 matches (0 ties), p = 0.688, medians 11.0 / 10.5 (ratio 1.05): no systematic difference
                  holes per 1000 cycles: Beta's opponent had more than Beta in 2 of 6 matches (4 ties), p = 0.500, medians 0.0 / 0.0 (ratio 1.00): no systematic difference
                  first command p95: Gamma's opponent was later than Gamma in 4 of 6 matches (0 ties), p = 0.688, medians 11.0 / 10.5 (ratio 1.05): no systematic difference
                  holes per 1000 cycles: Gamma's opponent had more than Gamma in 2 of 6 matches (4 ties), p = 0.500, medians 0.0 / 0.0 (ratio 1.00): no systematic difference
                  first command p95: Delta was later than Delta's opponent in 6 of 6 matches (0 ties), p = 0.0313, medians 30.5 / 10.5 (ratio 2.90): Delta systematically later
                  holes per 1000 cycles: Delta had more than Delta's opponent in 6 of 6 matches (0 ties), p = 0.0313, medians 500.0 / 0.0 (ratio inf): Delta systematically missed more cycles
                  first command p95: left side was later than right side in 9 of 12 matches (0 ties), p = 0.146, medians 11.0 / 10.0 (ratio 1.10): no systematic difference
                  holes per 1000 cycles: left side had more than right side in 3 of 12 matches (6 ties), p = 1.00, medians 0.0 / 0.0 (ratio 1.00): no systematic difference
                """, text);
        String json = Files.readString(dir.resolve("fairness.json"));
        assertTrue(json.startsWith("{\n  \"played\": 12,\n  \"with_timing\": 12,\n  \"rules\": {\"min_matches\": 6, \"p_below\": 0.05, \"ratio_at_least\": 1.5},\n"), json);
        assertTrue(json.contains("{\"name\": \"Delta\", \"goals\": {\"goals_for\": 0, \"goals_against\": 12, \"won\": 0, \"drawn\": 0, \"lost\": 6}, "
                + "\"matches\": 6, \"cycles\": 6000, \"holes\": 3000, \"holes_per_1000\": 500.0, \"clashes\": 0, \"clashes_per_1000\": 0.0, "
                + "\"late\": 6, \"flood_dropped\": 0, \"first_command_p95_ms\": 30.5, \"done_p95_ms\": 2.0}"), json);
        assertTrue(json.contains("{\"measure\": \"holes_per_1000\", \"higher\": \"Delta\", \"lower\": \"Delta's opponent\", \"matches\": 6, "
                + "\"higher_in\": 6, \"lower_in\": 0, \"ties\": 0, \"p\": 0.03125, \"median_higher\": 500.0, \"median_lower\": 0.0, \"ratio\": null, "
                + "\"verdict\": \"systematically_higher\"}"), json);
        assertTrue(json.contains("{\"measure\": \"first_command_p95_ms\", \"higher\": \"Alpha's opponent\", \"lower\": \"Alpha\", \"matches\": 6, "
                + "\"higher_in\": 4, \"lower_in\": 2, \"ties\": 0, \"p\": 0.6875, \"median_higher\": 11.0, \"median_lower\": 10.5, \"ratio\": 1.05, "
                + "\"verdict\": \"no_systematic_difference\"}"), json);
        assertEquals(2, json.split("systematically_higher", -1).length - 1, "Delta on both measures, no one else: " + json);
    }

    /** After the first leg (Delta always on the right) each team has 3 matches: too few to tell, even for Delta. */
    @Test
    void threeMatchesATeamAreTooFewToTell() throws Exception {
        for (int i = 0; i < 6; i++) match(i, MATCHES[i][0], MATCHES[i][1]);
        String text = TournamentFairness.write(dir, TEAMS);
        assertTrue(text.contains("first command p95: Delta was later than Delta's opponent in 3 of 3 matches (0 ties), p = 0.250, medians 30.0 / 11.0"
                + " (ratio 2.73): too few matches to tell (6 needed)"), text);
        assertEquals(8, text.split("too few matches to tell", -1).length - 1, text);
    }

    /** A match without a result (a failed task's results.json) counts nowhere; one without timing for the goals only. */
    @Test
    void matchesWithoutAResultOrTimingAreCountedAsTheSeriesCountsThem() throws Exception {
        match(0, "Alpha", "Beta");
        Path failed = Files.createDirectories(dir.resolve("round-1/match-001"));
        Files.writeString(failed.resolve("results.json"), "{\"matches\": [{\"match\": 1, \"left\": \"Gamma\", \"right\": \"Delta\","
                + " \"result\": \"the server crashed\"}]}\n");
        Path untimed = Files.createDirectories(dir.resolve("round-1/match-002"));
        Files.writeString(untimed.resolve("results.json"), results("Alpha", "Gamma"));
        String text = TournamentFairness.write(dir, TEAMS);
        assertTrue(text.startsWith("fairness of 2 played matches, 1 with both teams' timing, each team against its opponent"), text);
        assertTrue(text.contains("\n  Alpha            1     2-5     1000 "), "goals of both, timing of one: " + text);
        assertTrue(text.contains("\n  Gamma            0     3-1        0          -"), text);
        assertTrue(text.contains("first command p95: Gamma was later than Gamma's opponent in 0 of 0 matches (0 ties), p = 1.00, medians - / -"
                + " (ratio -): too few matches to tell (6 needed)"), text);
        assertTrue(!text.contains("Delta"), "Delta's only match had no result: " + text);
        assertThrows(java.io.IOException.class, () -> TournamentFairness.write(dir.resolve("round-9"), TEAMS));
    }

    /** Match {@code index} of round 1 as {@code tournament play} leaves it: results.json, and the timing beside the game log. */
    private void match(int index, String left, String right) throws Exception {
        Path folder = Files.createDirectories(dir.resolve(String.format(Locale.ROOT, "round-1/match-%03d/match-01", index)));
        Files.writeString(folder.resolveSibling("results.json"), results(left, right));
        Files.writeString(folder.resolve("20261127120000-" + left + "_0-vs-" + right + "_0.timing.json"),
                "{\"players\": [\n" + player("l", left, 11) + ",\n" + player("r", right, 10) + "\n]}\n");
    }

    private static String results(String left, String right) {
        return "{\"matches\": [{\"match\": 1, \"left\": \"" + left + "\", \"right\": \"" + right + "\", \"left_goals\": " + goals(left)
                + ", \"right_goals\": " + goals(right) + ", \"left_penalties\": 0, \"right_penalties\": 0, \"result\": \"ok\"}]}\n";
    }

    private static int goals(String team) { return TEAMS.indexOf(team) == 3 ? 0 : TEAMS.indexOf(team) + 1; }

    /** One player's row: {@code p95} ms to the first command, 20 more and a hole every other cycle (and one late command) for Delta. */
    private static String player(String side, String team, double p95) {
        boolean late = team.equals("Delta");
        return String.format(Locale.ROOT, "{\"side\": \"%s\", \"team\": \"%s\", \"unum\": 1, \"half\": 1, \"cycles\": 1000, \"holes\": %d, "
                        + "\"clashes\": 0, \"late\": %d, \"flood_dropped\": 0, \"first_command_ms\": {\"samples\": 1000, \"p50\": 1.0, \"p95\": %.1f, "
                        + "\"p99\": 40.0, \"max\": 50.0}, \"done_ms\": {\"samples\": 1000, \"p50\": 1.0, \"p95\": 2.0, \"p99\": 3.0, \"max\": 4.0}}",
                side, team, late ? 500 : 0, late ? 1 : 0, late ? p95 + 20 : p95);
    }
}
