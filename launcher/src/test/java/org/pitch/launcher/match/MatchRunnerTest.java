package org.pitch.launcher.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.config.ConfigurationException;

/**
 * The match runner against a stand-in server ({@link FakeServer}, a process of its own) and
 * teams that are shell commands sending one greeting: sides change every match, the right team
 * starts after the left one is in, scores and totals are told per side and per team.
 */
class MatchRunnerTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();

    /** A team whose command greets the server from bash (sh has no /dev/udp). */
    private static String team(String name) {
        return "--team=" + name + "=bash -c 'printf \"(init {name} (version 18))\" > /dev/udp/{host}/{port}'";
    }

    private static String fakeServer() {
        return "'" + ProcessHandle.current().info().command().orElse("java") + "' -cp '" + System.getProperty("java.class.path") + "' "
                + FakeServer.class.getName();
    }

    private int run(String... args) throws Exception {
        MatchCommand c = MatchCommand.parse(args, dir);
        return new MatchRunner(c, List.of("false"), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).run();
    }

    @Test
    void teamsChangeSidesEveryMatchAndTotalsAreToldPerSideAndPerTeam() throws Exception {
        int status = run(team("Alpha"), team("Beta"), "--matches", "3", "--port", Integer.toString(freePort()), "--out", "series",
                "--server", fakeServer(), "server::half_time=5");
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, text + err);
        // the stand-in gives the team that came first (the left one) 2 goals, the other 1
        assertTrue(text.contains("match 1 of 3: Alpha (left) 2 - 1 Beta (right)"), text);
        assertTrue(text.contains("match 2 of 3: Beta (left) 2 - 1 Alpha (right)"), text);
        assertTrue(text.contains("match 3 of 3: Alpha (left) 2 - 1 Beta (right)"), text);
        assertTrue(text.contains("left side    6 goals for,   3 against;  3 won,  0 drawn,  0 lost"), text);
        assertTrue(text.contains("right side   3 goals for,   6 against;  0 won,  0 drawn,  3 lost"), text);
        assertTrue(text.contains("Alpha        5 goals for,   4 against;  2 won,  0 drawn,  1 lost"), text);
        assertTrue(text.contains("Beta         4 goals for,   5 against;  1 won,  0 drawn,  2 lost"), text);
        assertTrue(text.contains("fairness of 3 played matches, 0 with both teams' timing (docs/competitions.md, \"Fairness report\"):\n"
                + "  no timing to compare"), "the stand-in writes no timing: " + text);
        assertTrue(Files.readString(dir.resolve("series/fairness.json")).contains("\"with_timing\": 0"));
        List<String> csv = Files.readAllLines(dir.resolve("series/results.csv"));
        assertEquals(List.of("match,left,right,left_goals,right_goals,left_penalties,right_penalties,result",
                "1,Alpha,Beta,2,1,0,0,ok", "2,Beta,Alpha,2,1,0,0,ok", "3,Alpha,Beta,2,1,0,0,ok"), csv);
        String log = Files.readString(dir.resolve("series/match-01/server.log"));
        assertTrue(log.contains("server::port=") || log.contains("Hit CTRL-C"), log);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("Alpha had only 1 players connected [1]"),
                "a team without eleven players is pointed out: " + err);
    }

    @Test
    void freePortsAndAJsonOfTheResultsForToolsThatCollectMatches() throws Exception {
        int status = run(team("Alpha"), team("Beta"), "--matches", "2", "--port", "free", "--out", "job",
                "--server", fakeServer(), "server::half_time=5");
        assertEquals(0, status, out.toString(StandardCharsets.UTF_8) + err);
        String text = out.toString(StandardCharsets.UTF_8);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("match 1: udp ports (\\d+) \\(players\\), (\\d+) \\(trainer\\), (\\d+) \\(online coach\\)").matcher(text);
        assertTrue(m.find(), text);
        int port = Integer.parseInt(m.group(1));
        assertTrue(port >= 20_000 && port < 60_000, "a free port from 20000 on: " + port);
        assertEquals(List.of(port + 1, port + 2), List.of(Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))));
        assertTrue(text.contains("match 2 of 2: Beta (left) 2 - 1 Alpha (right)"), "the teams found the server on those ports: " + text);
        assertEquals("""
                {
                  "matches": [
                    {"match": 1, "left": "Alpha", "right": "Beta", "left_goals": 2, "right_goals": 1, "left_penalties": 0, "right_penalties": 0, "result": "ok", "seconds": S},
                    {"match": 2, "left": "Beta", "right": "Alpha", "left_goals": 2, "right_goals": 1, "left_penalties": 0, "right_penalties": 0, "result": "ok", "seconds": S}
                  ],
                  "played": 2,
                  "unfinished": 0,
                  "sides": {"left": {"goals_for": 4, "goals_against": 2, "won": 2, "drawn": 0, "lost": 0}, "right": {"goals_for": 2, "goals_against": 4, "won": 0, "drawn": 0, "lost": 2}},
                  "teams": {"Alpha": {"goals_for": 3, "goals_against": 3, "won": 1, "drawn": 0, "lost": 1}, "Beta": {"goals_for": 3, "goals_against": 3, "won": 1, "drawn": 0, "lost": 1}}
                }
                """, Files.readString(dir.resolve("job/results.json")).replaceAll("\"seconds\": [0-9.]+", "\"seconds\": S"));
        assertEquals("\"a \\\"b\\\" \\\\ \\n\"", ResultsJson.string("a \"b\" \\ \n"));
    }

    @Test
    void aServerThatEndsWithoutAResultIsReportedAndTheStatusIsOne() throws Exception {
        int status = run(team("Alpha"), team("Beta"), "--no-swap", "--port", Integer.toString(freePort()), "--server", fakeServer(),
                "fake::no_result=true");
        assertEquals(1, status);
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("match 1 of 1: Alpha (left) vs Beta (right): no result, the server exited with status 3"), text);
        assertTrue(text.contains("totals of 0 played matches (1 without a result, not counted)"), text);
    }

    @Test
    void badCommandLinesNameTheOptionAndWhatItTakes() {
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> MatchCommand.parse(new String[] {"--team", "A=x", "--matches", "zero", "--port", "70000", "--frobnicate"}, dir));
        String all = e.problems().toString();
        assertTrue(all.contains("--matches") && all.contains("'zero' is not a number of matches"), all);
        assertTrue(all.contains("--port") && all.contains("'70000' is not a port (1..65533) or 'free'"), all);
        assertTrue(all.contains("--frobnicate") && all.contains("unknown option of match"), all);
        assertTrue(all.contains("exactly two teams are needed, got 1"), all);
        e = assertThrows(ConfigurationException.class, () -> MatchCommand.parse(new String[] {"--team", "A=x", "--team", "A=y"}, dir));
        assertTrue(e.problems().toString().contains("the two teams need different names"), e.problems().toString());
        assertThrows(ConfigurationException.class, () -> MatchCommand.parse(new String[] {"--team", "noequals"}, dir));
    }

    @Test
    void aBatchTakesASeedAndCoachesButNoOtherServer() throws Exception {
        MatchCommand c = MatchCommand.parse(new String[] {"--team", "A=x", "--team", "B=y", "--seed", "7", "--coaches", "2"}, dir, true);
        assertTrue(c.batch());
        assertEquals(7, c.seed());
        assertEquals(2, c.coaches());
        assertEquals(-1, MatchCommand.parse(new String[] {"--team", "A=x", "--team", "B=y"}, dir, true).seed(), "no seed: from the clock");
        ConfigurationException e = assertThrows(ConfigurationException.class, () -> MatchCommand.parse(
                new String[] {"--team", "A=x", "--team", "B=y", "--seed", "-3", "--coaches", "3", "--server", "rcssserver"}, dir, true));
        String all = e.problems().toString();
        assertTrue(all.contains("'-3' is not a seed"), all);
        assertTrue(all.contains("'3' is not a number of online coaches (0, 1 or 2)"), all);
        assertTrue(all.contains("unknown option of batch") && all.contains("match --server plays on another server"), all);
        e = assertThrows(ConfigurationException.class, () -> MatchCommand.parse(new String[] {"--team", "A=x", "--team", "B=y", "--seed", "1"}, dir));
        assertTrue(e.problems().toString().contains("unknown option of match"), "a seed is the batch's: " + e.problems());
    }

    @Test
    void placeholdersAreFilledAndServerSettingsPassThrough() throws Exception {
        MatchCommand c = MatchCommand.parse(new String[] {"--team", "A=run -p {port} -P {olcoach_port} -C {coach_port} -h {host} -t {name}",
                "--team", "B=x", "server::half_time=100", "--profile", "training", "--host", "10.0.0.2"}, dir);
        assertEquals("run -p 6000 -P 6002 -C 6001 -h 10.0.0.2 -t A", c.teams().get(0).commandFor(c.host(), c.port()));
        assertEquals(List.of("server::half_time=100", "--profile", "training"), c.settings());
        assertNull(MatchCommand.parse(new String[] {"--help"}, dir));
    }

    /** {@code match LEFT_SCRIPT RIGHT_SCRIPT}: each script a team named after its folder, given host, port and name as helios-base takes them. */
    @Test
    void twoStartScriptsAreTwoTeams() throws Exception {
        java.nio.file.Path alpha = java.nio.file.Files.createDirectories(dir.resolve("teams/Alpha"));
        java.nio.file.Path beta = java.nio.file.Files.createDirectories(dir.resolve("teams/Beta"));
        for (java.nio.file.Path t : List.of(alpha, beta)) {
            java.nio.file.Path script = java.nio.file.Files.writeString(t.resolve("start.sh"), "#!/bin/sh\n");
            script.toFile().setExecutable(true);
        }
        MatchCommand c = MatchCommand.parse(new String[] {"teams/Alpha/start.sh", "teams/Beta/start.sh", "--matches", "2", "--swap",
                "--port", "7000", "server::half_time=10"}, dir);
        assertEquals(List.of("Alpha", "Beta"), c.teams().stream().map(MatchCommand.Team::name).toList());
        assertEquals("'" + alpha.resolve("start.sh").toAbsolutePath() + "' -h 127.0.0.1 -p 7000 -t Alpha",
                c.teams().get(0).commandFor(c.host(), c.port()));
        assertTrue(c.swap());
        assertEquals(List.of("server::half_time=10"), c.settings());
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> MatchCommand.parse(new String[] {"teams/Alpha/start.sh"}, dir));
        assertTrue(e.problems().toString().contains("exactly two teams are needed, got 1"), e.problems().toString());
    }

    @Test
    void theResultsBlockOfEitherServerIsRead() {
        MatchResult r = MatchResult.parse(List.of("Game Results:", "\t2026-11-21 04:29:28", "\t'TestTeam' vs 'Opp'", "\tScore: 3 - 3",
                " \tPenalties: 4 (5) - 3 (5)"));
        assertEquals("TestTeam", r.left());
        assertEquals("Opp", r.right());
        assertEquals(3, r.leftGoals());
        assertEquals(-1, r.winner(), "a level score is decided by the shoot-out");
        assertTrue(MatchResult.parse(List.of("\tnull vs null", "\tScore: 0 - 0")).ok());
        assertEquals("the server printed no result (no 'Score:' line)", MatchResult.parse(List.of("Hit CTRL-C")).failure());
    }

    private static int freePort() throws Exception {
        try (java.net.DatagramSocket s = new java.net.DatagramSocket(0)) {
            return s.getLocalPort();
        }
    }
}
