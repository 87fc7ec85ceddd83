package org.pitch.learn.policies;

import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;

/**
 * Where the rolling ball will be: it keeps its direction and loses {@code 1 − ball_decay} of its
 * speed each cycle (noise and wind left out), so after n cycles it has gone
 * v·(1 − decay^n)/(1 − decay).
 */
final class BallPaths {
    /** Cycles a chase looks ahead at most: far enough for any ball a player can still catch up with. */
    static final int HORIZON = 30;

    private BallPaths() {}

    /** x of the ball after {@code cycles} cycles. */
    static double xAfter(Ball ball, int cycles) { return ball.x() + ball.vx() * travelled(ball, cycles); }

    static double yAfter(Ball ball, int cycles) { return ball.y() + ball.vy() * travelled(ball, cycles); }

    /** The cycles {@code player} needs to reach the ball where it is now at top speed, at most {@link #HORIZON}. */
    static int cyclesToReach(Player player, Ball ball) {
        double cycles = player.distanceTo(ball) / player.type().playerSpeedMax();
        return (int) Math.min(Math.ceil(cycles), HORIZON);
    }

    /** Metres per unit of the current speed covered in {@code cycles}. */
    private static double travelled(Ball ball, int cycles) {
        double decay = ball.decay();
        return decay >= 1.0 ? cycles : (1.0 - Math.pow(decay, cycles)) / (1.0 - decay);
    }
}
