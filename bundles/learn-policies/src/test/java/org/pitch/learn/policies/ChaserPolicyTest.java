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
}
