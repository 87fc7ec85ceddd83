package org.pitch.rules.mercy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.rules.testkit.MatchFixture;

class MercyRuleTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private PrintStream stdout;

    @BeforeEach
    void captureStdout() {
        stdout = System.out;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restoreStdout() { System.setOut(stdout); }

    private String printed() { return out.toString(StandardCharsets.UTF_8); }

    private static MatchFixture match(String mercy) {
        MatchFixture m = MatchFixture.with("pitch.rules.mercy { enabled = true" + mercy + " }", "mercy", new MercyRule());
        m.left(1, -50, 0);
        m.left(2, -10, 5);
        m.right(1, 50, 0);
        m.right(2, 10, 5);
        return m;
    }

    /** Plays a few cycles of play on; returns the messages heard. */
    private static List<String> play(MatchFixture m, int cycles) {
        int before = m.heard().size();
        m.steps(cycles);
        return m.heard().subList(before, m.heard().size());
    }

    @Test
    void endsTheMatchInTheCycleTheDifferenceIsReached() {
        MatchFixture m = match(", goal_difference = 3");
        m.kickOff();
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.referee().scoreGoal(Side.LEFT);
        m.referee().scoreGoal(Side.LEFT);
        assertEquals(List.of(), play(m, 5), "a lead of 2 is below the limit of 3");
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());

        m.referee().scoreGoal(Side.LEFT);
        int time = m.world().time();
        // the clock ticks before the rules judge (as in rcssserver): time_up comes at time + 1
        assertEquals(List.of("time_up", "time_over"), m.step());
        assertEquals(PlayMode.TIME_OVER, m.world().playMode());
        assertEquals(time + 1, m.world().time());
        assertEquals(List.of(), play(m, 3), "time over: nothing more is said");
        assertEquals(time + 1, m.world().time(), "the clock stands after time over");

        String[] lines = printed().split("\\R");
        assertEquals(1, lines.length, printed());
        assertTrue(lines[0].startsWith("mercy rule: Left 3 - 0 Right at cycle " + (time + 1) + ": goal difference 3 reached"),
                lines[0]);
    }

    @Test
    void countsALeadOfEitherSideAndFiresInAnyModeOfPlay() {
        MatchFixture m = match(", goal_difference = 2");
        m.kickOff();
        m.steps(2);
        m.referee().scoreGoal(Side.RIGHT);
        m.referee().scoreGoal(Side.RIGHT);
        // a goal leaves the game in goal_X (the referee waits): the match still ends at once
        m.playMode(PlayMode.AFTER_GOAL, Side.RIGHT);
        assertEquals(List.of("time_up", "time_over"), m.step());
        assertEquals(PlayMode.TIME_OVER, m.world().playMode());
        assertTrue(printed().contains("Left 0 - 2 Right"), printed());
    }

    @Test
    void aLeadThatShrinksBelowTheLimitNeverEndsTheMatch() {
        MatchFixture m = match(", goal_difference = 2");
        m.kickOff();
        m.referee().scoreGoal(Side.LEFT);
        m.referee().scoreGoal(Side.RIGHT);
        m.referee().scoreGoal(Side.LEFT);
        m.referee().scoreGoal(Side.RIGHT);
        m.referee().scoreGoal(Side.LEFT);
        assertEquals(List.of(), play(m, 20), "3:2 is a lead of 1");
        assertEquals(PlayMode.KICK_OFF, m.world().playMode());
        assertEquals("", printed());
    }

    @Test
    void notBeforeTheKickOff() {
        MatchFixture m = match(", goal_difference = 1");
        m.referee().scoreGoal(Side.LEFT);
        assertEquals(List.of(), play(m, 5));
        assertEquals(PlayMode.BEFORE_KICK_OFF, m.world().playMode());
        m.kickOff();
        assertEquals(List.of("time_up", "time_over"), m.step());
    }

    @Test
    void inactiveWithADifferenceOfZero() {
        MatchFixture m = match(", goal_difference = 0");
        m.kickOff();
        for (int i = 0; i < 10; i++) m.referee().scoreGoal(Side.LEFT);
        assertEquals(List.of(), play(m, 10));
        assertEquals(PlayMode.KICK_OFF, m.world().playMode());
        assertEquals("", printed());
    }

    @Test
    void inactiveWithoutTheSetting() {
        MatchFixture m = match(""); // conf/server.conf's default is 0
        m.kickOff();
        for (int i = 0; i < 10; i++) m.referee().scoreGoal(Side.RIGHT);
        assertEquals(List.of(), play(m, 10));
        assertEquals(PlayMode.KICK_OFF, m.world().playMode());
    }
}
