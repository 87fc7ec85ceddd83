package org.pitch.rules.touch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.command.Kick;
import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.kit.SetPlays;
import org.pitch.rules.testkit.MatchFixture;
import org.pitch.rules.testkit.MatchScene;

/**
 * TouchRef from both ends of the field: every scene is written with us attacking the goal at
 * +x and played by the left team, then mirrored for the right team ({@link MatchScene}). rcssserver
 * judges each goal line in its own branch (goal for the right team at the left goal, corner kick
 * for the left team at the right line, goal kicks at ±47, corner kicks at ±51.5); the set-play
 * spots pick the half of the width by {@code y > 0}, so a ball on the long axis (which can only
 * go out that way from an indirect free kick) goes to negative field y at either end.
 */
class TouchSidesTest {
    private static final double GOAL_AREA_CORNER_X = 52.5 - 5.5;
    private static final double GOAL_AREA_CORNER_Y = 18.32 / 2;
    private static final double CORNER_X = 52.5 - 1.0;   // ckick_margin 1
    private static final double CORNER_Y = 34.0 - 1.0;

    private static MatchScene scene(Side us) {
        MatchFixture m = MatchFixture.with("", "touch", new TouchRule());
        m.step(); // the rule starts and hears the modes the scene sets
        return MatchScene.of(m, us);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void ourGoalThenTheirKickOffAfterTheWait(Side us) {
        MatchScene s = scene(us);
        Player scorer = s.ours(9, 50, 0);
        Player forward = s.ours(10, 20, 5);
        Player inCircle = s.ours(11, -2, 0.5);
        Player theirInCircle = s.theirs(10, 3, 0);
        s.theirs(1, 40, 10);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.ball(50.6, 0, 0, 0);
        s.m().send(scorer, new Kick(100, 0));
        assertEquals(List.of("goal_" + us.wire() + "_1"), s.m().step());
        assertEquals(PlayMode.AFTER_GOAL, s.m().world().playMode());
        assertEquals(us, s.m().world().playModeSide());
        assertEquals(1, s.m().world().team(us).score());
        assertEquals(0, s.m().world().team(us.opponent()).score());
        assertTrue(s.x(s.m().ball()) > FieldGeometry.HALF_LENGTH + 0.085, "the ball stays in their goal");
        assertEquals(0, s.m().ball().speed(), 0);

        s.m().steps(TouchRule.AFTER_GOAL_WAIT);
        assertEquals(List.of(PlayMode.KICK_OFF.wireName(us.opponent())), s.m().step());
        assertEquals(0, s.m().ball().x(), 0);
        assertEquals(0, s.m().ball().y(), 0);
        for (Player p : s.m().world().players()) {
            assertTrue(p.x() * p.side().sign() <= 0, p.side() + " " + p.unum() + " in its own half: " + p.x());
        }
        double clear = SetPlays.CLEAR_DISTANCE + inCircle.size();
        assertTrue(Math.hypot(inCircle.x(), inCircle.y()) >= clear - 1e-9, "we do not kick off: out of the circle");
        assertTrue(Math.hypot(forward.x(), forward.y()) >= clear - 1e-9);
        assertEquals(3, s.x(theirInCircle), 0, "they kick off: may stay in their half of the circle");
        assertEquals(0, s.y(theirInCircle), 0);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theirDefenderOverTheirGoalLineIsOurCornerKickOnTheBallsHalf(Side us) {
        for (double y : new double[] {20, -20}) {
            MatchScene s = scene(us);
            Player defender = s.theirs(4, 50.9, y); // faces our goal, kicks backwards over his own line
            s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
            s.ball(51.5, y, 0, 0);
            s.m().send(defender, new Kick(100, 180));
            assertEquals(List.of(PlayMode.CORNER_KICK.wireName(us)), s.m().step(), "y " + y);
            assertEquals(CORNER_X, s.x(s.m().ball()), 0);
            assertEquals(Math.copySign(CORNER_Y, y), s.y(s.m().ball()), 0);
            assertEquals(0, s.m().ball().speed(), 0);
        }
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void ourShotOverTheirGoalLineIsTheirGoalKick(Side us) {
        for (double y : new double[] {-20, 20}) {
            MatchScene s = scene(us);
            Player attacker = s.ours(9, 51, y);
            s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
            s.ball(51.6, y, 0, 0);
            s.m().send(attacker, new Kick(100, 0));
            assertEquals(List.of(PlayMode.GOAL_KICK.wireName(us.opponent())), s.m().step(), "y " + y);
            assertEquals(GOAL_AREA_CORNER_X, s.x(s.m().ball()), 0);
            assertEquals(Math.copySign(GOAL_AREA_CORNER_Y, y), s.y(s.m().ball()), 0);
        }
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void anUntouchedBallOverOurGoalLineIsOurGoalKick(Side us) {
        MatchScene s = scene(us);
        s.theirs(9, -10, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.ball(-52, 15, -1, 0);
        assertEquals(List.of(PlayMode.GOAL_KICK.wireName(us)), s.m().step());
        assertEquals(-GOAL_AREA_CORNER_X, s.x(s.m().ball()), 0);
        assertEquals(GOAL_AREA_CORNER_Y, s.y(s.m().ball()), 0);
    }

    /**
     * The ball's y = 0 picks the goal-area corner at negative field y at either goal, as
     * rcssserver's {@code y > 0}. (The ball is set rolling along the axis: a right player's kick
     * along 180° leaves it a y of about 1e-16, positive, in rcssserver as here.)
     */
    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aBallFromAnIndirectFreeKickIntoTheGoalOnTheAxisIsAGoalKickAtNegativeFieldY(Side us) {
        MatchScene s = scene(us);
        s.ours(9, 40, 5);
        s.theirs(1, 40, 10);
        s.m().playMode(PlayMode.INDIRECT_FREE_KICK, us);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL); // taken: nobody else touched the ball since
        s.ball(51, 0, 3, 0);
        assertEquals(List.of(PlayMode.GOAL_KICK.wireName(us.opponent())), s.m().step());
        assertEquals(0, s.m().world().team(us).score());
        assertEquals(GOAL_AREA_CORNER_X, s.x(s.m().ball()), 0);
        assertEquals(-GOAL_AREA_CORNER_Y, s.m().ball().y(), 0, "field y");
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void ourBallOverTheSideLineIsTheirKickInOnTheLine(Side us) {
        MatchScene s = scene(us);
        Player kicker = s.ours(7, 10, 32.5);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.ball(10, 33.1, 0, 0);
        s.m().send(kicker, new Kick(100, 90)); // straight over the side line
        assertEquals(List.of(PlayMode.KICK_IN.wireName(us.opponent())), s.m().step());
        assertEquals(10, s.x(s.m().ball()), 1e-9);
        assertEquals(FieldGeometry.HALF_WIDTH, s.y(s.m().ball()), 0, "put back on the line");
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theirGoalieCarryingTheBallIntoHisGoalConcedes(Side us) {
        MatchScene s = scene(us);
        Player goalie = s.theirs(1, 52.3, 0);
        s.face(goalie, 0); // the held ball sits in front of him: behind his line
        s.ours(9, -10, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.ball(52.0, 0, 0, 0);
        goalie.holdingBall(true);
        assertEquals(List.of("goal_" + us.wire() + "_1"), s.m().step());
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void ourGoalieHoldingTheBallBeyondTheirGoalLineIsNeitherGoalNorOut(Side us) {
        MatchScene s = scene(us);
        Player goalie = s.ours(1, 52.3, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.ball(52.0, 0, 0, 0);
        goalie.holdingBall(true);
        assertEquals(List.of(), s.m().step(), "the catch referee's business");
        assertEquals(PlayMode.PLAY_ON, s.m().world().playMode());
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aBallPassingOutsideThePostIsAGoalKick(Side us) {
        for (double y : new double[] {7.2, -7.2}) { // the post's outside edge: 14.02 / 2 + 0.06 = 7.07
            MatchScene s = scene(us);
            Player kicker = s.ours(9, 51, y);
            s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
            s.ball(51.6, y, 0, 0);
            s.m().send(kicker, new Kick(100, 0));
            assertEquals(List.of(PlayMode.GOAL_KICK.wireName(us.opponent())), s.m().step(), "y " + y);
        }
    }
}
