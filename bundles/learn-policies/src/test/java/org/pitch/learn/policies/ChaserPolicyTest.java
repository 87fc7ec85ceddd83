package org.pitch.learn.policies;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

class ChaserPolicyTest {
    private final ChaserPolicy chaser = new ChaserPolicy();

    /**
     * 20 m at player_speed_max (1.05 m a cycle) is 20 cycles; a dash from rest takes a few
     * cycles to reach the top speed, and the chaser starts facing away (two turns at most),
     * so half as much again plus the turns bounds it.
     */
    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void reachesABallTwentyMetresAwayWithinTheBoundItsSpeedAllows(Side side) {
        Scene scene = new Scene(3);
        int s = side.sign();
        Player self = scene.add(side, 2, false, -10 * s, 5, 90, chaser);
        scene.ball(10 * s, 5, 0, 0);
        scene.playOn();
        double speedMax = self.type().playerSpeedMax();
        double kickable = self.type().kickableArea(scene.parameters().real(ServerParam.BALL_SIZE));
        int bound = 2 + (int) Math.ceil(1.5 * (20 - kickable) / speedMax);

        Ball ball = scene.theBall();
        int cycles = 0;
        while (self.distanceTo(ball) > kickable && cycles < bound) {
            scene.step();
            cycles++;
        }
        assertTrue(self.distanceTo(ball) <= kickable, "not kickable after " + cycles + " cycles: " + self.distanceTo(ball) + " m");
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void clearsAKickableBallTowardsTheGoalItAttacks(Side side) {
        Scene scene = new Scene(4);
        int s = side.sign();
        Player self = scene.add(side, 2, false, -30 * s, 0, 90, chaser);
        scene.ball(-30 * s + 0.6, 0.2, 0, 0);
        scene.playOn();
        scene.step();
        Ball ball = scene.theBall();
        assertTrue(ball.vx() * s > 1.0, "the ball goes forward fast: vx " + ball.vx());
        assertTrue(Math.abs(ball.vy()) < 0.3 * Math.abs(ball.vx()), "and roughly at the goal: " + ball.vx() + ", " + ball.vy());
    }

    /**
     * An opponent holds the ball 1.5 m in front of the chaser: out of its kickable area (1.085 m)
     * but in its tackle reach (tackle_dist 2, tackle_width 1.25: a chance of 1 − 0.75^6 ≈ 0.82).
     */
    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void tacklesABallAnOpponentHoldsWithinItsReach(Side side) {
        Scene scene = new Scene(6);
        int s = side.sign();
        Player self = scene.add(side, 2, false, -20 * s, 0, side == Side.LEFT ? 0 : 180, chaser);
        scene.add(side.opponent(), 9, false, -18 * s + 0.4 * s, 0, 0, null);
        scene.ball(-18.5 * s, 0, 0, 0);
        scene.playOn();
        long before = scene.world().step();
        scene.step();
        assertTrue(self.tackleUntil() > before, "the chaser tackled");
    }
}
