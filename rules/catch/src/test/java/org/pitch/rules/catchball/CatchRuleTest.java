package org.pitch.rules.catchball;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.Catch;
import org.pitch.api.command.Dash;
import org.pitch.api.command.Kick;
import org.pitch.api.geom.Angles;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.testkit.MatchFixture;

/**
 * Scenarios of rcssserver's CatchRef. Geometry: the left penalty area ends at x = −52.5 + 16.5 =
 * −36 (plus the ball size 0.085 for the ball), the goal area at −52.5 + 5.5 = −47; the wait
 * after a back pass or catch fault is 30 cycles (AFTER_BACKPASS_WAIT, AFTER_CATCH_FAULT_WAIT),
 * so the kick is awarded in the 31st judged cycle, counting the fault's own cycle.
 */
class CatchRuleTest {
    private static MatchFixture match(String hocon) {
        return MatchFixture.with(hocon, "catch", new CatchRule());
    }

    /** The catch direction towards the ball, relative to the goalie's body. */
    private static Catch catchTowardsBall(MatchFixture m, Player goalie) {
        double dir = Angles.direction(m.ball().x() - goalie.x(), m.ball().y() - goalie.y());
        return new Catch(Angles.normalize(dir - goalie.bodyDirection()));
    }

    /** Steps until the ball is within {@code reach} of the goalie, then catches; the catch cycle's messages. */
    private static List<String> catchWhenNear(MatchFixture m, Player goalie, double reach) {
        m.stepUntil(w -> Math.hypot(w.ball().x() - goalie.x(), w.ball().y() - goalie.y()) <= reach, 60);
        m.send(goalie, catchTowardsBall(m, goalie));
        return m.step();
    }

    @Test
    void legalCatchInOwnPenaltyAreaIsTheGoaliesFreeKick() {
        MatchFixture m = match("");
        Player goalie = m.left(1, -50, 0);
        m.ball(-49.2, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(goalie, new Catch(0));
        assertEquals(List.of("goalie_catch_ball_l", "free_kick_l"), m.step());
        assertEquals(PlayMode.FREE_KICK, m.world().playMode());
        assertEquals(Side.LEFT, m.world().playModeSide());
        assertTrue(goalie.holdingBall(), "the kernel lets the goalie hold a legally caught ball");
        // the free kick is taken where the ball was caught
        assertEquals(-49.2, m.ball().x(), 1e-6);
        assertEquals(0, m.ball().y(), 1e-6);
        assertEquals(List.of(), m.step(), "nothing more while the goalie holds the ball in his area");
    }

    @Test
    void catchOutsideThePenaltyAreaIsACatchFaultAndAFreeKickForTheOpponentsAfterTheWait() {
        MatchFixture m = match("");
        Player goalie = m.left(1, -30, 5);
        m.right(9, -20, 5);
        m.ball(-29.2, 5, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        int time = m.world().time();
        m.send(goalie, new Catch(0));
        assertEquals(List.of("goalie_catch_ball_l", "catch_fault_l"), m.step());
        assertFalse(goalie.holdingBall());
        assertEquals(-29.2, m.ball().x(), 1e-9); // outside the area already: stays
        assertEquals(5, m.ball().y(), 1e-9);
        // 30 cycles of waiting with the clock standing (the fault's cycle was the first)
        for (int i = 2; i <= 30; i++) {
            assertEquals(List.of(), m.step(), "cycle " + i + " of the wait");
            assertEquals(PlayMode.CATCH_FAULT, m.world().playMode());
            assertEquals(time, m.world().time());
        }
        assertEquals(List.of("free_kick_r"), m.step());
        assertEquals(time + 1, m.world().time(), "the clock moves again in the cycle the wait ends");
        assertEquals(-29.2, m.ball().x(), 1e-9);
        // the offender was cleared from the ball (9.15 m, not an indirect kick)
        double d = Math.hypot(goalie.x() - m.ball().x(), goalie.y() - m.ball().y());
        assertTrue(d >= 9.15 + goalie.size() - 1e-6, "goalie cleared, at " + d);
    }

    @Test
    void ballInsideByItsSizeStillCountsAsInTheArea() {
        MatchFixture m = match("");
        Player goalie = m.left(1, -36.7, 0);
        // the ball's centre 0.05 m beyond the line, but partly inside (ball_size 0.085)
        m.ball(-35.95, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(goalie, new Catch(0));
        assertEquals(List.of("goalie_catch_ball_l", "free_kick_l"), m.step());
    }

    @Test
    void catchInTheOpponentsPenaltyAreaIsAFault() {
        // caught by the right goalie in the left penalty area: the fault is the right side's,
        // the ball (outside the right area) stays where it is
        MatchFixture m = match("");
        Player goalie = m.right(1, -40, 3);
        m.ball(-40.8, 3, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(goalie, new Catch(0)); // the right goalie faces 180°: the ball is straight ahead
        assertEquals(List.of("goalie_catch_ball_r", "catch_fault_r"), m.step());
        assertEquals(-40.8, m.ball().x(), 1e-9);
        m.steps(29);
        assertEquals(List.of("free_kick_l"), m.step());
    }

    @Test
    void goalieCarryingTheBallOutOfHisAreaCommitsACatchFault() {
        MatchFixture m = match("");
        Player goalie = m.left(1, -37.0, 0);
        m.ball(-36.3, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(goalie, new Catch(0));
        assertEquals(List.of("goalie_catch_ball_l", "free_kick_l"), m.step());
        assertTrue(goalie.holdingBall());
        // the goalie stepped to the ball (player_size + ball_size = 0.385 behind it)
        assertEquals(-36.3 - 0.385, goalie.x(), 1e-6);
        // dash 100: accel 100 × dash_power_rate 0.006 = 0.6 m; the ball is held 0.385 m in front:
        // −36.685 + 0.6 + 0.385 = −35.7, beyond the area's edge −36 + 0.085
        m.send(goalie, new Dash(100, 0));
        assertEquals(List.of("catch_fault_l"), m.step());
        assertFalse(goalie.holdingBall());
        assertEquals(-35.7, m.ball().x(), 1e-6);
        assertEquals(PlayMode.CATCH_FAULT, m.world().playMode());
    }

    @Test
    void teammatesKickThenCatchIsABackPassWithAnIndirectFreeKickOutOfTheGoalArea() {
        MatchFixture m = match("");
        Player goalie = m.left(1, -50, 0);
        Player mate = m.left(2, -40, 0);
        mate.bodyDirection(180);
        m.ball(-40.385, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(mate, new Kick(30, 0));
        m.step();
        List<String> said = catchWhenNear(m, goalie, 1.1);
        assertEquals(List.of("goalie_catch_ball_l", "back_pass_l"), said);
        assertFalse(goalie.holdingBall());
        // caught around x = −49: inside the goal area (x ≤ −47, |y| ≤ 9.16): moved to its front line
        assertEquals(-47.0, m.ball().x(), 1e-9);
        assertEquals(0, m.ball().y(), 1e-6);
        assertEquals(PlayMode.BACK_PASS, m.world().playMode());
        assertEquals(Side.LEFT, m.world().playModeSide());
        int stopped = m.world().time();
        for (int i = 2; i <= 30; i++) {
            assertEquals(List.of(), m.step(), "cycle " + i + " of the wait");
            assertEquals(stopped, m.world().time());
        }
        assertEquals(List.of("indirect_free_kick_r"), m.step());
        assertEquals(Side.RIGHT, m.world().playModeSide());
        assertEquals(-47.0, m.ball().x(), 1e-9);
        // at an indirect kick near the goal the offenders keep the goal area's length away
        for (Player p : m.world().players()) {
            double d = Math.hypot(p.x() - m.ball().x(), p.y() - m.ball().y());
            assertTrue(d >= 5.5 + p.size() - 1e-6 || Math.abs(p.x()) >= 52.5, p.unum() + " at " + d);
        }
    }

    @Test
    void noBackPassWhenBackPassesAreOff() {
        MatchFixture m = match("server.back_passes = false\n");
        Player goalie = m.left(1, -50, 0);
        Player mate = m.left(2, -40, 0);
        mate.bodyDirection(180);
        m.ball(-40.385, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(mate, new Kick(30, 0));
        m.step();
        assertEquals(List.of("goalie_catch_ball_l", "free_kick_l"), catchWhenNear(m, goalie, 1.1));
        assertTrue(goalie.holdingBall());
    }

    @Test
    void opponentsShotIsCaughtLegally() {
        MatchFixture m = match("");
        Player goalie = m.left(1, -50, 0);
        Player striker = m.right(9, -40, 0);
        m.ball(-40.385, 0, 0, 0); // the right player faces 180°: the ball is in front of him
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(striker, new Kick(30, 0));
        m.step();
        assertEquals(List.of("goalie_catch_ball_l", "free_kick_l"), catchWhenNear(m, goalie, 1.1));
    }

    @Test
    void goaliesOwnTouchAfterAnOpponentsKickIsNoBackPass() {
        MatchFixture m = match("");
        Player goalie = m.left(1, -50, 0);
        Player striker = m.right(9, -42, 0);
        m.ball(-42.385, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(striker, new Kick(25, 0));
        m.step();
        m.stepUntil(w -> Math.hypot(w.ball().x() - goalie.x(), w.ball().y() - goalie.y()) <= 1.0, 60);
        m.send(goalie, new Kick(5, 0)); // the goalie plays the ball himself (it still comes on)
        m.step();
        assertEquals(List.of("goalie_catch_ball_l", "free_kick_l"), catchWhenNear(m, goalie, 1.1));
    }

    @Test
    void goaliesOwnKickThenACatchIsABackPass() {
        // rcssserver: the goalie counts as his own teammate when nobody else played the ball in between
        MatchFixture m = match("");
        Player goalie = m.left(1, -50, 0);
        m.ball(-49.6, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(goalie, new Kick(5, 0)); // a tap: 5 × 0.027 ≈ 0.13 m/cycle, the ball stays catchable
        assertEquals(List.of(), m.step());
        m.send(goalie, catchTowardsBall(m, goalie));
        assertEquals(List.of("goalie_catch_ball_l", "back_pass_l"), m.step());
    }

    @Test
    void aFailedCatchAfterATeammatesKickIsABackPassToo() {
        // catch_probability 0: every catch in reach fails and punches the ball (rcssserver ballPunched)
        MatchFixture m = match("server.catch_probability = 0\n");
        Player goalie = m.left(1, -50, 0);
        Player mate = m.left(2, -40, 0);
        mate.bodyDirection(180);
        m.ball(-40.385, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(mate, new Kick(30, 0));
        m.step();
        assertEquals(List.of("back_pass_l"), catchWhenNear(m, goalie, 1.1));
        assertEquals(-47.0, m.ball().x(), 1e-9);
    }

    @Test
    void aFailedCatchOutsideTheAreaIsACatchFault() {
        MatchFixture m = match("server.catch_probability = 0\n");
        Player goalie = m.left(1, -30, 0);
        m.ball(-29.2, 0, -0.5, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(goalie, new Catch(0));
        assertEquals(List.of("catch_fault_l"), m.step());
        assertEquals(0, m.ball().vx(), 0, "the ball is placed at rest");
    }

    @Test
    void penaltyShootOutCatchesAreNotJudgedHere() {
        MatchFixture m = match("");
        Player goalie = m.left(1, -30, 0);
        m.ball(-29.2, 0, 0, 0);
        m.playMode(PlayMode.PENALTY_TAKEN, Side.RIGHT);
        m.send(goalie, new Catch(0));
        assertEquals(List.of(), m.step(), "no announcement and no fault in a shoot-out");
        assertEquals(PlayMode.PENALTY_TAKEN, m.world().playMode());
    }

    @Test
    void aTrainersBackPassModeEndsAfterTheWaitToo() {
        MatchFixture m = match("");
        m.left(1, -50, 0);
        m.ball(-40, 10, 0, 0);
        m.playMode(PlayMode.BACK_PASS, Side.RIGHT);
        m.steps(30);
        assertEquals(PlayMode.BACK_PASS, m.world().playMode());
        assertEquals(List.of("indirect_free_kick_l"), m.step());
    }
}
