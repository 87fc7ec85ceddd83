package org.pitch.launcher.tournament;

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

/**
 * The coordinator, with the local scheduler running the real job scripts, each task a process
 * ({@link FakePlay}) going through {@code tournament play}: rounds, resubmission of a failed
 * match, knockout progression and the standings at the end.
 */
class TournamentRunnerTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();

    private static String fakePitch() {
        return Shell.join(List.of(ProcessHandle.current().info().command().orElse("java"), "-cp", System.getProperty("java.class.path"),
                FakePlay.class.getName()));
    }

    private int run(String text) throws Exception {
        Path file = Files.writeString(dir.resolve("t.conf"), text);
        TournamentFile t = TournamentFile.load(file);
        return new TournamentRunner(t, new LocalScheduler(2), fakePitch(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).run();
    }

    private static String teams(int... strengths) {
        StringBuilder sb = new StringBuilder("slurm { poll_seconds = 0.1 }\nteams = [\n");
        for (int s : strengths) sb.append("  { name = T").append(s).append(", command = \"./t").append(s).append(".sh\" }\n");
        return sb.append("]\n").toString();
    }

    @Test
    void aRoundRobinRunsEveryMatchResubmitsAFailedOneOnceAndWritesTheStandings() throws Exception {
        Files.createDirectories(dir.resolve("out"));
        Files.writeString(dir.resolve("out/fail-once-1-3"), "");
        int status = run("name = cup\nout = out\nseed = 40\nsettings = [\"server::half_time=20\"]\n" + teams(3, 1, 4, 2));
        String text = out.toString(StandardCharsets.UTF_8), problems = err.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, text + problems);
        assertTrue(problems.contains("round 1, match 4 ("), problems);
        assertTrue(problems.contains("no results.json (FAILED exit 1); resubmitting"), problems);
        assertTrue(text.contains("round 1: 12 match(es) submitted as job local"), text);
        assertTrue(text.contains("round 1: 1 match(es) submitted as job local (resubmitted)"), text);
        assertTrue(Files.exists(dir.resolve("out/round-1/failed/match-003-try-1/server.log")), "the failed try is kept aside");
        assertEquals(List.of("rank,team,played,won,drawn,lost,goals_for,goals_against,goal_difference,points",
                "1,T4,6,6,0,0,24,12,12,18", "2,T3,6,4,0,2,18,14,4,12", "3,T2,6,2,0,4,12,16,-4,6", "4,T1,6,0,0,6,6,18,-12,0"),
                Files.readAllLines(dir.resolve("out/standings.csv")));
        String json = Files.readString(dir.resolve("out/standings.json"));
        assertTrue(json.contains("\"sides\": {\"left\": {\"goals_for\": 30, \"goals_against\": 30, \"won\": 6, \"drawn\": 0, \"lost\": 6}"), json);
        assertTrue(Files.readString(dir.resolve("out/round-1/plan.tsv")).startsWith("# tournament cup, round 1: task index, match, left, right, seed\n0\t1\t"));
        // a round robin ends after the second half; the file's settings come after
        assertEquals(List.of("server::nr_extra_halfs=0", "server::penalty_shoot_outs=false", "server::half_time=20"),
                Files.readAllLines(dir.resolve("out/round-1/match-000/settings.txt")));
        assertTrue(Files.readString(dir.resolve("out/round-1/match-005/results.json")).contains("\"seed\": 45"), "match k: seed + k - 1");
        assertTrue(Files.exists(dir.resolve("out/round-1/logs/task-0.out")));
        // the fairness report over the round, written after it and printed at the end (FakePlay's matches have no timing)
        String fairness = Files.readString(dir.resolve("out/fairness.txt"));
        assertTrue(fairness.startsWith("fairness of 12 played matches, 0 with both teams' timing, each team against its opponent"), fairness);
        assertTrue(text.contains("round 1: fairness report in " + dir.resolve("out/fairness.txt")), text);
        assertTrue(text.endsWith(fairness + "fairness: " + dir.resolve("out/fairness.txt") + ", .json\n"), text);
        assertTrue(Files.readString(dir.resolve("out/fairness.json")).startsWith("{\n  \"played\": 12,\n  \"with_timing\": 0,"));

        // run again (as after a stop): the matches with results are kept, the one lost is played
        Files.delete(dir.resolve("out/round-1/match-007/results.json"));
        out.reset();
        assertEquals(0, run(Files.readString(dir.resolve("t.conf"))));
        String again = out.toString(StandardCharsets.UTF_8);
        assertTrue(again.contains("round 1: 11 match(es) already have their results in"), again);
        assertTrue(again.contains("round 1: 1 match(es) submitted as job local\n"), again);
        assertTrue(Files.exists(dir.resolve("out/round-1/failed/match-007-earlier-run/settings.txt")), "what the stopped run left is set aside");
        assertEquals("1,T4,6,6,0,0,24,12,12,18", Files.readAllLines(dir.resolve("out/standings.csv")).get(1));
    }

    @Test
    void aKnockoutPlaysRoundAfterRoundWithByesUntilOneTeamIsLeft() throws Exception {
        int status = run("name = ko\nformat = knockout\nmatches_per_pairing = 2\nout = ko\n" + teams(5, 2, 3, 1, 4));
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, text + err);
        // seeds T5 T2 T3 T1 T4: three byes (T5 T2 T3), T1 plays T4; then T5-T4, T2-T3; then the final
        String ko = Files.readString(dir.resolve("ko/knockout.txt"));
        assertTrue(ko.contains("round 1\n  T1 2 - 8 T4 over 2 match(es): T4 goes on (goals)\n"), ko);
        assertTrue(ko.contains("round 2\n  T5 10 - 8 T4 over 2 match(es): T5 goes on (goals)\n  T2 4 - 6 T3 over 2 match(es): T3 goes on (goals)\n"), ko);
        assertTrue(ko.contains("round 3\n  T5 10 - 6 T3 over 2 match(es): T5 goes on (goals)\nwinner: T5\n"), ko);
        assertTrue(text.contains("knockout round 1, 5 teams, 2 match(es), byes for T5, T2, T3"), text);
        // after every round the fairness report over the matches so far; the last, over all 8, printed
        assertTrue(text.contains("round 1: fairness report in ") && text.contains("round 3: fairness report in "), text);
        assertTrue(text.contains("fairness of 8 played matches, 0 with both teams' timing"), text);
        assertEquals(List.of("0\t1\tT1\tT4\t1", "1\t2\tT4\tT1\t2"),
                Files.readAllLines(dir.resolve("ko/round-1/plan.tsv")).subList(1, 3), "the better seed on the left first");
        assertTrue(Files.readAllLines(dir.resolve("ko/round-1/match-000/settings.txt")).stream().noneMatch(s -> s.contains("extra")),
                "a knockout keeps extra time and penalties");
    }

    @Test
    void aMatchThatFailsTwiceIsGivenUpAndTheStatusIsOne() throws Exception {
        Files.createDirectories(dir.resolve("out"));
        Files.writeString(dir.resolve("out/fail-always-1-0"), "");
        int status = run("name = cup\nout = out\nmatches_per_pairing = 1\n" + teams(1, 2));
        assertEquals(1, status);
        String problems = err.toString(StandardCharsets.UTF_8);
        assertTrue(problems.contains("resubmitting") && problems.contains("giving up"), problems);
        assertTrue(problems.contains("1 match(es) without a result after 2 tries"), problems);
    }
}
