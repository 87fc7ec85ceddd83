package org.pitch.learn.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

class GoaliePolicyTest {
    private final GoaliePolicy goalie = new GoaliePolicy();

    /** A ball 17 m out rolling at 1.8 m a cycle (ball_decay 0.94 gives it 30 m) at a point inside the near post. */
    private static Player shotAtGoal(Scene scene, Side side, GoaliePolicy policy) {
        int s = side.sign();
        Player keeper = scene.add(side, 1, true, -51 * s, 0, side == Side.LEFT ? 0 : 180, policy);
        double bx = -36 * s, by = 6, aimX = -52.5 * s, aimY = 4;
        double d = Math.hypot(aimX - bx, aimY - by);
        scene.ball(bx, by, 1.8 * (aimX - bx) / d, 1.8 * (aimY - by) / d);
        scene.playOn();
        return keeper;
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void catchesABallRollingAtItsGoal(Side side) {
        Scene scene = new Scene(7);
        Player keeper = shotAtGoal(scene, side, goalie);
        String caught = PlayMode.GOALIE_CATCH_BALL.wireName(side);
        for (int i = 0; i < 20 && !scene.heard.contains(caught); i++) scene.step();
        assertTrue(scene.heard.contains(caught), "no " + caught + ": " + scene.heard);
        assertTrue(keeper.holdingBall());
        assertTrue(scene.heard.stream().noneMatch(m -> m.startsWith("goal_")), scene.heard.toString());
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void withoutTheGoalieTheSameBallGoesIn(Side side) {
        Scene scene = new Scene(7);
        shotAtGoal(scene, side, null);
        scene.world().player(side, 1).position(-51 * side.sign(), 30); // out of the ball's way
        for (int i = 0; i < 30; i++) scene.step();
        assertTrue(scene.heard.stream().anyMatch(m -> m.startsWith("goal_" + side.opponent().wire())), scene.heard.toString());
    }

    /** After a catch the goalie holds the ball catch_ban_cycle (5) cycles, then kicks it out to the side the ball is on. */
    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void kicksACaughtBallOutToTheSideAfterAFewCycles(Side side) {
        Scene scene = new Scene(7);
        Player keeper = shotAtGoal(scene, side, goalie);
        String caught = PlayMode.GOALIE_CATCH_BALL.wireName(side);
        for (int i = 0; i < 20 && !scene.heard.contains(caught); i++) scene.step();
        assertTrue(keeper.holdingBall());
        int held = 0;
        while (keeper.holdingBall() && held < 20) {
            scene.step();
            held++;
        }
        assertFalse(keeper.holdingBall(), "still holding the ball after " + held + " cycles");
        assertTrue(held >= 3, "held only " + held + " cycles");
        Ball ball = scene.theBall();
        assertTrue(ball.vx() * side.sign() > 0.5, "kicked up the field: vx " + ball.vx());
        assertTrue(ball.vy() * Math.signum(ball.y()) > 0.5, "towards the touch line on its side: " + ball.y() + ", vy " + ball.vy());
    }

    /** A still ball outside the box: the goalie settles on the line from the centre of its goal to the ball, 4 m out. */
    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void standsBetweenTheBallAndTheCentreOfItsGoal(Side side) {
        Scene scene = new Scene(8);
        int s = side.sign();
        Player keeper = scene.add(side, 1, true, -51 * s, -5, 90, goalie);
        scene.ball(-25 * s, 15, 0, 0);
        scene.playOn();
        for (int i = 0; i < 30; i++) scene.step();
        double gx = -52.5 * s;
        double d = Math.hypot(-25 * s - gx, 15);
        double ex = gx + (-25 * s - gx) / d * GoaliePolicy.GUARD_RADIUS, ey = 15 / d * GoaliePolicy.GUARD_RADIUS;
        assertEquals(0, keeper.distanceTo(ex, ey), 1.0, "at " + keeper.x() + ", " + keeper.y());
    }
}
