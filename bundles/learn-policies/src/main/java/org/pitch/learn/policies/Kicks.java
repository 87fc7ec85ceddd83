package org.pitch.learn.policies;

import java.util.function.Consumer;

import org.pitch.api.command.Kick;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.geom.Angles;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;

/** Kicks that send a kickable ball towards a point at a chosen speed, as far as one kick can. */
final class Kicks {
    private Kicks() {}

    /**
     * Kicks the ball so that it leaves towards (x, y) at {@code speed} metres a cycle: the kick
     * adds to the ball's velocity, so it is aimed at the difference between the velocity wanted
     * and the velocity the ball has. The power follows from the kick model's effective rate
     * (kick_power_rate, less for a ball off the body's axis and far from the body), limited to
     * maxpower: a wish beyond one kick is a full-power kick in the right direction.
     */
    static void towards(Parameters p, Player self, Ball ball, double x, double y, double speed, Consumer<PlayerCommand> out) {
        double aim = Math.atan2(y - ball.y(), x - ball.x());
        double ax = speed * Math.cos(aim) - ball.vx();
        double ay = speed * Math.sin(aim) - ball.vy();
        double accel = Math.hypot(ax, ay);
        double rate = effectiveRate(p, self, ball);
        double maxPower = p.real(ServerParam.MAXPOWER);
        double power = rate > 0 ? Math.min(accel / rate, maxPower) : maxPower;
        double direction = Angles.normalize(Angles.direction(ax, ay) - self.bodyDirection());
        out.accept(new Kick(power, direction));
    }

    /** Acceleration per unit of power: kick_power_rate × (1 − 0.25·dir_diff/180° − 0.25·gap/kickable_margin). */
    static double effectiveRate(Parameters p, Player self, Ball ball) {
        double dirDiff = Math.abs(Reach.ballAngleFromBody(self, ball));
        double gap = self.distanceTo(ball) - self.type().playerSize() - p.real(ServerParam.BALL_SIZE);
        return self.type().kickPowerRate() * (1.0 - 0.25 * dirDiff / 180.0 - 0.25 * gap / self.type().kickableMargin());
    }
}
