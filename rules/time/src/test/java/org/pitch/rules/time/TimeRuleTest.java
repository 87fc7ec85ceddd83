package org.pitch.rules.time;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.kit.SetPlays;
import org.pitch.rules.testkit.MatchFixture;

/**
 * Scenarios of rcssserver's TimeRef. Short halves keep them fast: {@code half_time = 10} seconds
 * at the default {@code simulator_step = 100} ms is a 100-cycle half, {@code extra_half_time = 5}
 * a 50-cycle extra half; two normal halves end at 200.
 */
class TimeRuleTest {
    private static final String SHORT = "server { half_time = 10, extra_half_time = 5, penalty_shoot_outs = false }\n";

    private static MatchFixture match(String hocon) {
        MatchFixture m = MatchFixture.with(SHORT + hocon, "time", new TimeRule());
        m.left(1, -40, 0);
        m.right(1, 40, 0);
        return m;
    }

    /** Steps until the clock shows {@code time} in a running mode; fails on anything said on the way. */
    private static void runSilentlyTo(MatchFixture m, int time) {
        while (m.world().time() < time) {
            List<String> said = m.step();
            assertEquals(List.of(), said, "at time " + m.world().time());
        }
    }

    @Test
    void halfTimeAfterDefault3000Cycles() {
        // default half_time = 300 s at simulator_step = 100 ms: 3000 cycles
        MatchFixture m = MatchFixture.with("", "time", new TimeRule());
        m.left(1, -40, 0);
        m.right(1, 40, 0);
        m.kickOff();
        runSilentlyTo(m, 2999);
        assertEquals(List.of("half_time", "before_kick_off"), m.step());
        assertEquals(3000, m.world().time());
        assertEquals(PlayMode.BEFORE_KICK_OFF, m.world().playMode());
    }

    @Test
    void halfTimeSendsPlayersToTheirHalvesAndBallToTheCentre() {
        MatchFixture m = match("");
        Player leftForward = m.left(9, 20, 5);       // in the opponent's half
        Player leftInCircle = m.left(10, -3, 1);     // left does not kick off the 2nd half: must leave the circle
        Player rightInCircle = m.right(10, 2, 0);    // right kicks off the 2nd half: may stay
        Player rightForward = m.right(9, -20, 5);
        Player goalie = m.world().player(Side.RIGHT, 1);
        m.kickOff();
        runSilentlyTo(m, 99);
        m.ball(30, 10, 0, 0);
        goalie.holdingBall(true);
        assertEquals(List.of("half_time", "before_kick_off"), m.step());
        assertEquals(100, m.world().time());
        assertEquals(0, m.ball().x(), 0);
        assertEquals(0, m.ball().y(), 0);
        assertEquals(0, m.ball().speed(), 0);
        assertFalse(goalie.holdingBall());
        assertTrue(leftForward.x() <= 0 && Math.abs(leftForward.y()) <= 34, "left forward at " + leftForward.x());
        assertTrue(rightForward.x() >= 0 && Math.abs(rightForward.y()) <= 34, "right forward at " + rightForward.x());
        double radius = SetPlays.CLEAR_DISTANCE + leftInCircle.size();
        assertEquals(radius, Math.hypot(leftInCircle.x(), leftInCircle.y()), 1e-9);
        assertEquals(Math.atan2(1, -3), Math.atan2(leftInCircle.y(), leftInCircle.x()), 1e-9, "pushed straight out");
        assertEquals(2, rightInCircle.x(), 0);
        assertEquals(0, rightInCircle.y(), 0);
    }

    @Test
    void clockGoesBackToTheExactHalfBoundary() {
        MatchFixture m = match("");
        m.kickOff();
        m.step();
        m.referee().time(104); // the clock ran past 100 (rcssserver: a stoppage that ended late)
        assertEquals(List.of("half_time", "before_kick_off"), m.step());
        assertEquals(100, m.world().time());
    }

    @Test
    void noHalfTimeWhileTheRefereeWaits() {
        MatchFixture m = match("");
        m.kickOff();
        m.step();
        m.referee().time(100);
        m.playMode(PlayMode.OFFSIDE, Side.LEFT); // the clock stands and TimeRef looks away
        for (int i = 0; i < 5; i++) assertEquals(List.of(), m.step());
        assertEquals(100, m.world().time());
        m.playMode(PlayMode.FREE_KICK, Side.RIGHT);
        assertEquals(List.of("half_time", "before_kick_off"), m.step());
        assertEquals(100, m.world().time());
    }

    @Test
    void levelAfterNormalTimeGoesIntoExtraHalvesThenTimeUp() {
        MatchFixture m = match("server { nr_extra_halfs = 2 }");
        Player p = m.left(5, -20, 0);
        m.kickOff();
        runSilentlyTo(m, 99);
        p.capacity(100);
        m.step(); // half time at 100
        assertEquals(100, p.capacity(), 0, "a normal half time restores nothing itself (the kick-off does)");
        m.kickOff();
        assertEquals(PlayMode.KICK_OFF, m.world().playMode());
        assertEquals(Side.RIGHT, m.world().playModeSide());
        runSilentlyTo(m, 199);
        p.capacity(100);
        assertEquals(List.of("time_extended", "before_kick_off"), m.step());
        assertEquals(200, m.world().time());
        assertEquals(m.simulation().parameters().real(ServerParam.STAMINA_CAPACITY), p.capacity(), 0,
                "extra time restores stamina capacity");
        m.kickOff();
        assertEquals(Side.LEFT, m.world().playModeSide());
        runSilentlyTo(m, 249);
        assertEquals(List.of("time_extended", "before_kick_off"), m.step());
        assertEquals(250, m.world().time());
        m.kickOff();
        assertEquals(Side.RIGHT, m.world().playModeSide());
        runSilentlyTo(m, 299);
        assertEquals(List.of("time_up", "time_over"), m.step());
        assertEquals(PlayMode.TIME_OVER, m.world().playMode());
    }

    @Test
    void differentScoreAtTheEndOfNormalTimeIsTimeUp() {
        MatchFixture m = match("server { nr_extra_halfs = 2 }");
        playFirstHalf(m);
        m.referee().scoreGoal(Side.RIGHT);
        runSilentlyTo(m, 199);
        assertEquals(List.of("time_up", "time_over"), m.step());
        assertEquals(200, m.world().time());
    }

    @Test
    void withoutGoldenGoalAGoalInExtraTimeWaitsForTheEndOfExtraTime() {
        MatchFixture m = match("server { nr_extra_halfs = 2, golden_goal = false }");
        reachExtraTime(m);
        runSilentlyTo(m, 220);
        m.referee().scoreGoal(Side.LEFT);
        runSilentlyTo(m, 249);
        // rcssserver plays the second extra half whatever the score
        assertEquals(List.of("time_extended", "before_kick_off"), m.step());
        m.kickOff();
        runSilentlyTo(m, 299);
        assertEquals(List.of("time_up", "time_over"), m.step());
    }

    @Test
    void goldenGoalEndsExtraTimeAtOnce() {
        MatchFixture m = match("server { nr_extra_halfs = 2, golden_goal = true }");
        reachExtraTime(m);
        runSilentlyTo(m, 220);
        m.referee().scoreGoal(Side.RIGHT);
        assertEquals(List.of("time_up", "time_over"), m.step());
        assertEquals(221, m.world().time());
    }

    @Test
    void goldenGoalDoesNotCutNormalTimeShort() {
        MatchFixture m = match("server { nr_extra_halfs = 2, golden_goal = true }");
        m.kickOff();
        m.step();
        m.referee().scoreGoal(Side.RIGHT);
        runSilentlyTo(m, 99);
        assertEquals(List.of("half_time", "before_kick_off"), m.step());
    }

    @Test
    void missingTeamEndsTheMatchAfterNormalTime() {
        MatchFixture m = MatchFixture.with(SHORT + "server { nr_extra_halfs = 2 }", "time", new TimeRule());
        m.left(1, -40, 0);
        m.kickOff();
        runSilentlyTo(m, 99);
        assertEquals(List.of("half_time", "before_kick_off"), m.step(), "the first half ends as usual");
        m.kickOff();
        runSilentlyTo(m, 199);
        assertEquals(List.of("time_up_without_a_team", "time_over"), m.step());
        assertEquals(PlayMode.TIME_OVER, m.world().playMode());
    }

    @Test
    void levelWithoutExtraHalvesOrPenaltiesIsTimeUp() {
        MatchFixture m = match("server { nr_extra_halfs = 0 }");
        playFirstHalf(m);
        runSilentlyTo(m, 199);
        assertEquals(List.of("time_up", "time_over"), m.step());
    }

    @Test
    void levelWithPenaltyShootOutsLeavesTheEndToThePenaltyReferee() {
        MatchFixture m = match("server { nr_extra_halfs = 0, penalty_shoot_outs = true }");
        playFirstHalf(m);
        PlayMode mode = m.world().playMode();
        runSilentlyTo(m, 260); // nothing at 200 or after: the shoot-out is another rule's
        assertEquals(mode, m.world().playMode());
    }

    @Test
    void penaltyShootOutsWithTheirRuleSwitchedOffEndAtTimeUp() {
        MatchFixture m = match("server { nr_extra_halfs = 0, penalty_shoot_outs = true }\npitch.rules.penalty.enabled = false\n");
        playFirstHalf(m);
        runSilentlyTo(m, 199);
        assertEquals(List.of("time_up", "time_over"), m.step());
    }

    @Test
    void differentScoreWithPenaltyShootOutsIsStillTimeUp() {
        MatchFixture m = match("server { nr_extra_halfs = 0, penalty_shoot_outs = true }");
        playFirstHalf(m);
        m.referee().scoreGoal(Side.LEFT);
        runSilentlyTo(m, 199);
        assertEquals(List.of("time_up", "time_over"), m.step());
    }

    @Test
    void negativeHalfTimeMeansNoClock() {
        MatchFixture m = MatchFixture.with("server { half_time = -1 }", "time", new TimeRule());
        m.left(1, -40, 0);
        m.right(1, 40, 0);
        m.kickOff();
        m.step();
        m.referee().time(100_000);
        for (int i = 0; i < 20; i++) assertEquals(List.of(), m.step());
        assertEquals(PlayMode.KICK_OFF, m.world().playMode());
    }

    // the arithmetic of half lengths, boundaries and calls made: MatchTimeTest (api)
    @Test
    void joiningAMatchUnderWayCountsTheHalvesAlreadyEnded() {
        MatchFixture m = match("");
        m.referee().time(150);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        runSilentlyTo(m, 199); // no second half time at 150: the rule knows the first half is over
        assertEquals(List.of("time_extended", "before_kick_off"), m.step());
    }

    /** Kick-off, the first half to its end at 100, and the second half's kick-off. */
    private static void playFirstHalf(MatchFixture m) {
        m.kickOff();
        runSilentlyTo(m, 99);
        assertEquals(List.of("half_time", "before_kick_off"), m.step());
        m.kickOff();
    }

    private static void reachExtraTime(MatchFixture m) {
        playFirstHalf(m);
        runSilentlyTo(m, 199);
        assertEquals(List.of("time_extended", "before_kick_off"), m.step());
        m.kickOff();
    }
}
