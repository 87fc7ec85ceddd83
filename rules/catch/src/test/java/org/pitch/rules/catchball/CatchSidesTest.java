package org.pitch.rules.catchball;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.command.Catch;
import org.pitch.api.command.Dash;
import org.pitch.api.command.Kick;
import org.pitch.api.geom.Angles;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.testkit.MatchFixture;
import org.pitch.rules.testkit.MatchScene;

/**
 * CatchRef from both goals: each scene is written for the left goalie (his penalty area at
 * x ≤ −36, goal area x ≤ −47) and played again mirrored by the right team ({@link MatchScene}). The
 * catch is legal only in the catcher's own penalty area ({@code inPenaltyArea(catcher.side())}),
 * the back pass is moved out of the passer's own goal area, and the wait ends in a kick for the
 * other side. (rcssserver's playModeChange resets the waits and releases the ball only for
 * {@code back_pass_l} and {@code catch_fault_l}, a copy-paste slip, but its own calls reset both
 * sides' waits themselves, so without a trainer forcing those modes no client can tell.)
 */
class CatchSidesTest {
    private static MatchScene scene(Side us, String hocon) {
        return MatchScene.of(MatchFixture.with(hocon, "catch", new CatchRule()), us);
    }

    /** Our goalie's catch towards the ball, relative to his body. */
    private static Catch towardsBall(MatchScene s, Player goalie) {
        double dir = Angles.direction(s.m().ball().x() - goalie.x(), s.m().ball().y() - goalie.y());
        return new Catch(Angles.normalize(dir - goalie.bodyDirection()));
    }

    private static List<String> catchWhenNear(MatchScene s, Player goalie, double reach) {
        s.m().stepUntil(w -> Math.hypot(w.ball().x() - goalie.x(), w.ball().y() - goalie.y()) <= reach, 60);
        s.m().send(goalie, towardsBall(s, goalie));
        return s.m().step();
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aCatchInOurPenaltyAreaIsOurFreeKickWhereTheBallWas(Side us) {
        MatchScene s = scene(us, "");
        Player goalie = s.ours(1, -50, 0);
        s.face(goalie, 180); // towards our own goal line, where the ball is coming from
        s.ball(-50.8, 0, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(goalie, new Catch(0));
        assertEquals(List.of(PlayMode.GOALIE_CATCH_BALL.wireName(us), PlayMode.FREE_KICK.wireName(us)), s.m().step());
        assertTrue(goalie.holdingBall());
        assertEquals(-50.8, s.x(s.m().ball()), 1e-6);
        assertEquals(0, s.y(s.m().ball()), 1e-6);
        assertEquals(List.of(), s.m().step(), "nothing more while he holds it in his area");
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aCatchOutsideOurAreaIsOurCatchFaultAndTheirFreeKick(Side us) {
        MatchScene s = scene(us, "");
        Player goalie = s.ours(1, -30, 5);
        s.theirs(9, -20, 5);
        s.ball(-29.2, 5, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(goalie, new Catch(0));
        assertEquals(List.of(PlayMode.GOALIE_CATCH_BALL.wireName(us), PlayMode.CATCH_FAULT.wireName(us)), s.m().step());
        assertFalse(goalie.holdingBall());
        assertEquals(-29.2, s.x(s.m().ball()), 1e-9);
        assertEquals(5, s.y(s.m().ball()), 1e-9);
        s.m().steps(29);
        assertEquals(PlayMode.CATCH_FAULT, s.m().world().playMode());
        assertEquals(List.of(PlayMode.FREE_KICK.wireName(us.opponent())), s.m().step());
        double d = Math.hypot(goalie.x() - s.m().ball().x(), goalie.y() - s.m().ball().y());
        assertTrue(d >= 9.15 + goalie.size() - 1e-6, "our goalie cleared, at " + d);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aCatchInTheirPenaltyAreaIsOurCatchFault(Side us) {
        MatchScene s = scene(us, "");
        Player goalie = s.ours(1, 40, 3);
        s.ball(40.8, 3, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(goalie, new Catch(0));
        assertEquals(List.of(PlayMode.GOALIE_CATCH_BALL.wireName(us), PlayMode.CATCH_FAULT.wireName(us)), s.m().step());
        assertEquals(40.8, s.x(s.m().ball()), 1e-9, "outside our area: the ball stays where it is");
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void ourGoalieCarryingTheBallOutOfOurAreaIsACatchFault(Side us) {
        MatchScene s = scene(us, "");
        Player goalie = s.ours(1, -37.0, 0);
        s.ball(-36.3, 0, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(goalie, new Catch(0));
        assertEquals(List.of(PlayMode.GOALIE_CATCH_BALL.wireName(us), PlayMode.FREE_KICK.wireName(us)), s.m().step());
        assertEquals(-36.3 - 0.385, s.x(goalie), 1e-6, "stepped to the ball");
        // −36.685 + 0.6 (dash 100) + 0.385 = −35.7: beyond the area's edge −36 + 0.085
        s.m().send(goalie, new Dash(100, 0));
        assertEquals(List.of(PlayMode.CATCH_FAULT.wireName(us)), s.m().step());
        assertFalse(goalie.holdingBall());
        assertEquals(-35.7, s.x(s.m().ball()), 1e-6);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void ourBackPassIsAnIndirectFreeKickForThemOutOfOurGoalArea(Side us) {
        MatchScene s = scene(us, "");
        Player goalie = s.ours(1, -50, 2);
        Player mate = s.ours(2, -40, 2);
        s.face(mate, 180);
        s.ball(-40.385, 2, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(mate, new Kick(30, 0));
        s.m().step();
        assertEquals(List.of(PlayMode.GOALIE_CATCH_BALL.wireName(us), PlayMode.BACK_PASS.wireName(us)), catchWhenNear(s, goalie, 1.1));
        assertFalse(goalie.holdingBall());
        assertEquals(-47.0, s.x(s.m().ball()), 1e-9, "out of our goal area, along x");
        assertEquals(2, s.y(s.m().ball()), 1e-6);
        s.m().steps(29);
        assertEquals(List.of(PlayMode.INDIRECT_FREE_KICK.wireName(us.opponent())), s.m().step());
        assertEquals(-47.0, s.x(s.m().ball()), 1e-9);
        for (Player p : s.m().world().players()) {
            double d = Math.hypot(p.x() - s.m().ball().x(), p.y() - s.m().ball().y());
            assertTrue(d >= 5.5 + p.size() - 1e-6 || Math.abs(p.x()) >= 52.5, p.unum() + " at " + d);
        }
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aPunchAfterOurPassIsABackPassToo(Side us) {
        MatchScene s = scene(us, "server.catch_probability = 0\n");
        Player goalie = s.ours(1, -50, 0);
        Player mate = s.ours(2, -40, 0);
        s.face(mate, 180);
        s.ball(-40.385, 0, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(mate, new Kick(30, 0));
        s.m().step();
        assertEquals(List.of(PlayMode.BACK_PASS.wireName(us)), catchWhenNear(s, goalie, 1.1));
        assertEquals(-47.0, s.x(s.m().ball()), 1e-9);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theirShotCaughtByOurGoalieIsLegal(Side us) {
        MatchScene s = scene(us, "");
        Player goalie = s.ours(1, -50, 0);
        Player striker = s.theirs(9, -40, 0);
        s.ball(-40.385, 0, 0, 0); // in front of the striker, who faces our goal
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(striker, new Kick(30, 0));
        s.m().step();
        assertEquals(List.of(PlayMode.GOALIE_CATCH_BALL.wireName(us), PlayMode.FREE_KICK.wireName(us)), catchWhenNear(s, goalie, 1.1));
    }
}
