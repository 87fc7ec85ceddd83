package org.pitch.learn.policies;

import java.util.function.Consumer;

import org.pitch.api.command.Dash;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.command.Turn;
import org.pitch.api.geom.Angles;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;

/** How a simple client moves its player: the commands that take it towards a point or turn it. */
final class Motion {
    /** Degrees the body may be off the way to a far target before a turn is worth a cycle. */
    static final double FEW_DEGREES = 5.0;

    /**
     * Degrees off the body within which a dash without a turn is worth it: at 45° a dash keeps
     * 0.7 of its power (side_dash_rate 0.4 at 90°); a turn costs a whole cycle.
     */
    static final double SIDESTEP_ANGLE = 45.0;
    /** Metres within which the player steps without turning, whatever the direction: a turn would take longer. */
    static final double SIDESTEP_DISTANCE = 1.0;

    private Motion() {}

    /**
     * Turns towards (x, y) when the body is off by more than it can afford at that distance (a
     * few degrees, or the angle {@code arrival} metres subtend there, whichever is larger), else
     * dashes straight ahead with {@code power}.
     */
    static void turnThenDash(Parameters p, Player self, double x, double y, double arrival, double power,
                             Consumer<PlayerCommand> out) {
        double dist = self.distanceTo(x, y);
        double off = Reach.angleFromBody(self, x, y);
        double tolerance = Math.max(FEW_DEGREES, Math.toDegrees(Math.atan2(arrival, dist)));
        if (Math.abs(off) > tolerance) {
            out.accept(new Turn(momentFor(p, self, off)));
        } else {
            out.accept(new Dash(power, 0.0));
        }
    }

    /**
     * Takes the player to (x, y) the quicker way and answers true, or answers false when it is
     * there already (within {@code arrived} metres). A side or back dash keeps the body (and
     * the eyes) where they are but is slow: the player dashes towards the point without turning
     * when the point lies within {@link #SIDESTEP_ANGLE} of its body or within
     * {@link #SIDESTEP_DISTANCE}; otherwise it turns and runs at full power.
     */
    static boolean moveTo(Parameters p, Player self, double x, double y, double arrived, Consumer<PlayerCommand> out) {
        double away = self.distanceTo(x, y);
        if (away <= arrived) return false;
        if (away <= SIDESTEP_DISTANCE || Math.abs(Reach.angleFromBody(self, x, y)) <= SIDESTEP_ANGLE) {
            dashTowards(p, self, x, y, out);
        } else {
            turnThenDash(p, self, x, y, arrived, p.real(ServerParam.MAX_DASH_POWER), out);
        }
        return true;
    }

    /**
     * Dashes towards (x, y) in its direction from the body without turning (a side or back dash
     * is weaker: {@code side_dash_rate}, {@code back_dash_rate}), with the power that covers the
     * distance in one cycle if it can, so the player stops near the point rather than past it.
     */
    static void dashTowards(Parameters p, Player self, double x, double y, Consumer<PlayerCommand> out) {
        double dx = x - self.x(), dy = y - self.y();
        double dist = Math.hypot(dx, dy);
        double direction = Reach.angleFromBody(self, x, y);
        // the speed the player already has towards the point covers part of the way
        double along = dist > 0 ? (self.vx() * dx + self.vy() * dy) / dist : 0.0;
        double rate = self.type().dashPowerRate() * self.effort() * dirRate(p, direction);
        double power = rate > 0 ? (dist - along) / rate : p.real(ServerParam.MAX_DASH_POWER);
        power = Angles.clamp(power, 0.0, p.real(ServerParam.MAX_DASH_POWER));
        out.accept(new Dash(power, direction));
    }

    /**
     * Runs at full power to where the ball will be when the player can be there (the ball's path
     * {@link BallPaths#cyclesToReach} cycles ahead), turning first when the body is off the way.
     */
    static void chaseBall(Parameters p, Player self, Ball ball, Consumer<PlayerCommand> out) {
        int cycles = BallPaths.cyclesToReach(self, ball);
        turnThenDash(p, self, BallPaths.xAfter(ball, cycles), BallPaths.yAfter(ball, cycles),
                Reach.kickableArea(p, self), p.real(ServerParam.MAX_DASH_POWER), out);
    }

    /** Turns to face (x, y) if the body is off by more than {@code tolerance} degrees; answers whether it did. */
    static boolean face(Parameters p, Player self, double x, double y, double tolerance, Consumer<PlayerCommand> out) {
        double off = Reach.angleFromBody(self, x, y);
        if (Math.abs(off) <= tolerance) return false;
        out.accept(new Turn(momentFor(p, self, off)));
        return true;
    }

    /**
     * The turn moment that turns the body by {@code angle} degrees: a moving body turns by
     * moment / (1 + inertia_moment × speed) (its type's inertia), limited to [minmoment, maxmoment].
     */
    static double momentFor(Parameters p, Player self, double angle) {
        double moment = angle * (1.0 + self.type().inertiaMoment() * self.speed());
        return Angles.clamp(moment, p.real(ServerParam.MINMOMENT), p.real(ServerParam.MAXMOMENT));
    }

    /** The share of a dash's power that a dash in that direction from the body keeps (manual 4.6, as the dash model). */
    static double dirRate(Parameters p, double direction) {
        double side = p.real(ServerParam.SIDE_DASH_RATE), back = p.real(ServerParam.BACK_DASH_RATE);
        double a = Math.abs(direction);
        double rate = a > 90.0 ? back - (back - side) * (1.0 - (a - 90.0) / 90.0) : side + (1.0 - side) * (1.0 - a / 90.0);
        return Angles.clamp(rate, 0.0, 1.0);
    }
}
