package org.pitch.rules.automode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.rules.testkit.MatchFixture;
import org.pitch.rules.time.TimeRule;

/**
 * Scenarios of rcssserver's Stadium::checkAutoMode and startTeams. Counting is per cycle: the
 * kick-off comes in the cycle that uses up the last count, so with {@code connect_wait = N} the
 * first kick-off is at stoppage time N (the reference match's {@code 0,20} with connect_wait 20).
 */
class AutoModeRuleTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final PrintStream console = new PrintStream(out, true, StandardCharsets.UTF_8);
    private final RecordingLauncher launcher = new RecordingLauncher();
    private final AutoModeRule rule = new AutoModeRule(console, launcher);

    private MatchFixture match(String server) {
        return MatchFixture.with("server { " + server + " }", "auto_mode", rule);
    }

    private String console() { return out.toString(StandardCharsets.UTF_8); }

    private static void players(MatchFixture m, int perSide, int rightCount) {
        for (int u = 1; u <= perSide; u++) m.left(u, -5 * u, 0);
        for (int u = 1; u <= rightCount; u++) m.right(u, 5 * u, 0);
    }

    /** One cycle; the kernel runs the rule at its end in every mode, time_over included. */
    private List<String> cycle(MatchFixture m) {
        long judged = rule.judgedCycles();
        List<String> said = m.step();
        assertEquals(judged + 1, rule.judgedCycles(), "judged once per cycle");
        return said;
    }

    @Test
    void withoutAutoModeThereIsNeverAKickOff() {
        MatchFixture m = match("auto_mode = false, connect_wait = 3, kick_off_wait = 2");
        players(m, 11, 11);
        for (int i = 0; i < 50; i++) assertEquals(List.of(), cycle(m));
        assertEquals(PlayMode.BEFORE_KICK_OFF, m.world().playMode());
        m.playMode(PlayMode.TIME_OVER, Side.NEUTRAL);
        for (int i = 0; i < 150; i++) cycle(m);
        assertNull(m.simulation().finishReason(), "no game over either");
        assertEquals("", console());
    }

    @Test
    void kickOffAfterConnectWaitWhileTeamsAreIncomplete() {
        MatchFixture m = match("auto_mode = true, connect_wait = 5, kick_off_wait = 3");
        players(m, 3, 3);
        for (int i = 1; i <= 4; i++) assertEquals(List.of(), cycle(m), "cycle " + i);
        assertEquals(List.of("kick_off_l"), cycle(m));
        assertEquals(PlayMode.KICK_OFF, m.world().playMode());
        assertEquals(0, m.world().time());
        assertEquals(5, m.world().stoppageTime());
        assertEquals("Waiting for players to connect" + System.lineSeparator(), console());
    }

    @Test
    void kickOffAfterKickOffWaitOnceAll22AreConnected() {
        MatchFixture m = match("auto_mode = true, connect_wait = 5, kick_off_wait = 3");
        players(m, 11, 11);
        cycle(m);
        cycle(m);
        assertEquals(List.of("kick_off_l"), cycle(m));
        assertEquals(3, m.world().stoppageTime());
        assertEquals("Waiting to kick off" + System.lineSeparator(), console());
    }

    @Test
    void theLastPlayerToConnectSwitchesToTheKickOffCount() {
        MatchFixture m = match("auto_mode = true, connect_wait = 10, kick_off_wait = 3");
        players(m, 11, 10);
        cycle(m);
        cycle(m); // connect count 10 -> 8
        m.right(11, 30, 0);
        cycle(m);
        cycle(m);
        assertEquals(List.of("kick_off_l"), cycle(m), "3 cycles after the 22nd player, not 10 after the start");
        assertEquals("Waiting for players to connect" + System.lineSeparator() + "Waiting to kick off"
                + System.lineSeparator(), console());
    }

    @Test
    void countsStartAgainWhenTheMatchStopsWaitingForAKickOff() {
        MatchFixture m = match("auto_mode = true, kick_off_wait = 5");
        players(m, 11, 11);
        cycle(m);
        cycle(m);
        cycle(m); // 5 -> 2
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        cycle(m); // not waiting: the count goes back to 5
        m.playMode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL);
        m.referee().time(0);
        for (int i = 1; i <= 4; i++) assertEquals(List.of(), cycle(m), "cycle " + i);
        assertEquals(List.of("kick_off_l"), cycle(m));
    }

    @Test
    void noKickOffOnceExtraTimeIsOver() {
        // default halves: 2 × 3000 cycles and 2 × 1000 of extra time end at 8000
        MatchFixture m = match("auto_mode = true, kick_off_wait = 2");
        players(m, 11, 11);
        m.referee().time(8000);
        for (int i = 0; i < 20; i++) assertEquals(List.of(), cycle(m));
        assertEquals(PlayMode.BEFORE_KICK_OFF, m.world().playMode());
        assertEquals(8000, org.pitch.api.param.MatchTime.fullTime(m.simulation().parameters()));
    }

    @Test
    void gameOverAfterGameOverWait() {
        MatchFixture m = match("auto_mode = true, game_over_wait = 4");
        players(m, 2, 2);
        cycle(m);
        m.playMode(PlayMode.TIME_OVER, Side.NEUTRAL);
        for (int i = 1; i <= 3; i++) {
            cycle(m);
            assertNull(m.simulation().finishReason(), "cycle " + i + " of time over");
        }
        cycle(m);
        assertEquals("Game Over. Exiting...", m.simulation().finishReason());
        assertTrue(console().contains("Waiting after end of match"));
        assertEquals(1, launcher.stops, "the teams are stopped");
    }

    /**
     * The reference match (/work/shared/reference/logs/match_rcg6.rcl: 3 against 3, connect_wait
     * 20, kick_off_wait 10, game_over_wait 10, half_time 10 s, no extra time): kick_off_l at 0,20,
     * half_time at 100,0, kick_off_r at 100,9, time_up at 200,0, the server gone after 200,9.
     */
    @Test
    void referenceMatchTimeline() {
        MatchFixture m = MatchFixture.with("server { auto_mode = true, connect_wait = 20, kick_off_wait = 10, "
                + "game_over_wait = 10, half_time = 10, nr_extra_halfs = 0, penalty_shoot_outs = false }",
                "time", new TimeRule(), "auto_mode", rule);
        players(m, 3, 3);
        List<String> timeline = new ArrayList<>();
        while (m.simulation().finishReason() == null && timeline.size() < 20) {
            for (String said : cycle(m)) timeline.add(m.world().time() + "," + m.world().stoppageTime() + " " + said);
            assertTrue(m.world().step() < 1000, "no end");
        }
        assertEquals(List.of("0,20 kick_off_l", "100,0 half_time", "100,0 before_kick_off", "100,9 kick_off_r",
                "200,0 time_up", "200,0 time_over"), timeline);
        assertEquals("Game Over. Exiting...", m.simulation().finishReason());
        assertEquals(200, m.world().time());
        assertEquals(9, m.world().stoppageTime());
        assertEquals(String.join(System.lineSeparator(), "Waiting for players to connect", "Waiting to kick off",
                "Waiting after end of match", ""), console());
    }

    @Test
    void teamStartCommandsLeftFirstRightOnceTheLeftTeamIsThere() {
        MatchFixture m = match("team_l_start = \"./left.sh\", team_r_start = \"./right.sh\"");
        cycle(m);
        assertEquals(List.of("./left.sh"), launcher.started);
        cycle(m);
        assertEquals(List.of("./left.sh"), launcher.started, "the right team waits for the left one");
        m.left(1, -10, 0);
        cycle(m);
        assertEquals(List.of("./left.sh", "./right.sh"), launcher.started);
        for (int i = 0; i < 5; i++) cycle(m);
        assertEquals(2, launcher.started.size(), "each team once");
    }

    @Test
    void teamsAreNotStartedDuringPlayOn() {
        MatchFixture m = match("team_l_start = \"./left.sh\"");
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        cycle(m);
        cycle(m);
        assertEquals(List.of(), launcher.started);
        m.playMode(PlayMode.KICK_IN, Side.LEFT);
        cycle(m);
        assertEquals(List.of("./left.sh"), launcher.started);
    }

    @Test
    void noStartCommandsNoProcesses() {
        MatchFixture m = match("auto_mode = true");
        players(m, 1, 1);
        for (int i = 0; i < 10; i++) cycle(m);
        assertEquals(List.of(), launcher.started);
    }

    @Test
    void shellTeamsAreStartedAndKilledAtGameOver() throws Exception {
        ShellTeamLauncher shell = new ShellTeamLauncher(console);
        AutoModeRule real = new AutoModeRule(console, shell);
        try {
            Path pidFile = Files.createTempFile("pitch-team", ".pid");
            String command = "sleep 61 & echo $! > " + pidFile + "; exec sleep 60";
            MatchFixture m = MatchFixture.with("server { auto_mode = true, game_over_wait = 1, "
                    + "team_l_start = \"" + command + "\" }", "auto_mode", real);
            m.step();
            shell.awaitIdle();
            assertTrue(console().contains("Starting \"/bin/sh -c " + command + "\""), console());
            List<Process> children = shell.children();
            assertEquals(1, children.size());
            Process team = children.get(0);
            assertTrue(team.isAlive());
            // the shell's own child (a team's player): wait until the shell has started it (this and
            // the 10 s below bound a hang only: a fork, an exec or a kill takes milliseconds, also on a busy machine)
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (Files.readString(pidFile).isBlank() && System.nanoTime() < deadline) Thread.sleep(10);
            ProcessHandle player = ProcessHandle.of(Long.parseLong(Files.readString(pidFile).trim())).orElseThrow();
            Files.delete(pidFile);
            m.playMode(PlayMode.TIME_OVER, Side.NEUTRAL);
            m.step();
            assertEquals("Game Over. Exiting...", m.simulation().finishReason());
            shell.awaitIdle();
            assertTrue(team.waitFor(10, TimeUnit.SECONDS), "the team's shell was killed");
            player.onExit().get(10, TimeUnit.SECONDS);
            assertFalse(player.isAlive(), "what the shell started was killed too");
            assertTrue(console().contains("Killing " + team.pid()), console());
        } finally {
            real.deactivate();
        }
    }

    @Test
    void deactivationKillsTheTeams() throws Exception {
        ShellTeamLauncher shell = new ShellTeamLauncher(console);
        AutoModeRule real = new AutoModeRule(console, shell);
        MatchFixture m = MatchFixture.with("server { team_l_start = \"exec sleep 60\" }", "auto_mode", real);
        m.step();
        shell.awaitIdle();
        Process team = shell.children().get(0);
        real.deactivate();
        assertTrue(team.waitFor(10, TimeUnit.SECONDS));
        assertFalse(team.isAlive());
    }

    /** Records what would be started and stopped. */
    private static final class RecordingLauncher implements TeamLauncher {
        final List<String> started = new ArrayList<>();
        int stops;

        @Override public void start(String command) { started.add(command); }
        @Override public void stopAll() { stops++; }
        @Override public void close() { stops++; }
    }
}
