package org.pitch.launcher.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The table of matches played apart, from the results.json files their runs wrote. */
class StandingsTest {
    @TempDir
    Path dir;

    private void job(String name, ResultsJson.Row... rows) throws Exception {
        Path d = Files.createDirectories(dir.resolve(name));
        MatchCommand c = MatchCommand.parse(new String[] {"--team", "X=x", "--team", "Y=y"}, dir);
        ResultsJson.write(d.resolve("results.json"), List.of(rows), Totals.of(c, List.of()));
    }

    private static ResultsJson.Row match(int n, String left, String right, int lg, int rg, int lp, int rp) {
        return new ResultsJson.Row(n, left, right, new MatchResult(left, right, lg, rg, lp, rp, null), -1, 60.0, null);
    }

    @Test
    void pointsThenGoalDifferenceThenGoals() throws Exception {
        // a round robin of three teams, each pairing twice with sides swapped, played as four jobs;
        // the left side won A-B, B-G (shoot-out) and G-B, drew B-A, lost A-G and G-A
        job("job-1", match(1, "Alpha", "Beta", 2, 0, 0, 0), match(2, "Beta", "Alpha", 1, 1, 0, 0));
        job("job-2", match(1, "Alpha", "Gamma", 0, 1, 0, 0), match(2, "Gamma", "Alpha", 0, 3, 0, 0));
        job("job-3/nested", match(1, "Beta", "Gamma", 2, 2, 4, 3)); // Beta wins the shoot-out
        job("job-4", match(1, "Gamma", "Beta", 1, 0, 0, 0),
                new ResultsJson.Row(2, "Beta", "Gamma", MatchResult.failed("the server ended"), -1, 3.0, null));
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = Standings.run(new String[] {dir.toString()}, dir, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        assertEquals(List.of("rank,team,played,won,drawn,lost,goals_for,goals_against,goal_difference,points",
                "1,Alpha,4,2,1,1,6,2,4,7",
                "2,Gamma,4,2,0,2,4,5,-1,6",
                "3,Beta,4,1,1,2,3,6,-3,4"), Files.readAllLines(dir.resolve("standings.csv")));
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.startsWith("6 matches from 4 results files (1 without a result, not counted)\n"
                + "  left side    6 goals for,   7 against;  3 won,  1 drawn,  2 lost\n"
                + "  right side   7 goals for,   6 against;  2 won,  1 drawn,  3 lost\n"), text);
        assertTrue(Files.readString(dir.resolve("standings.json")).contains("\"sides\": {\"left\": {\"goals_for\": 6, \"goals_against\": 7, \"won\": 3, "
                + "\"drawn\": 1, \"lost\": 2}, \"right\": {\"goals_for\": 7, \"goals_against\": 6, \"won\": 2, \"drawn\": 1, \"lost\": 3}}"));
        assertTrue(Files.readString(dir.resolve("standings.json")).contains(
                "{\"rank\": 1, \"team\": \"Alpha\", \"played\": 4, \"won\": 2, \"drawn\": 1, \"lost\": 1, \"goals_for\": 6, \"goals_against\": 2, \"goal_difference\": 4, \"points\": 7}"));
        assertTrue(Files.readString(dir.resolve("standings.html")).contains("<td>1</td><td>Alpha</td><td>4</td>"));
    }

    @Test
    void aFolderWithoutResultsOrABadFileIsStatus2() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertEquals(2, Standings.run(new String[] {dir.toString()}, dir, System.out, e));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("no results.json below it"), err.toString(StandardCharsets.UTF_8));
        Files.writeString(dir.resolve("results.json"), "{\"matches\": 3}");
        assertEquals(2, Standings.run(new String[] {dir.toString()}, dir, System.out, e));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("results.json: not the results of match or batch"), err.toString(StandardCharsets.UTF_8));
    }
}
