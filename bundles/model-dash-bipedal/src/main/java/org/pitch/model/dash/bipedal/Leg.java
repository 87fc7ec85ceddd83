package org.pitch.model.dash.bipedal;

import org.pitch.api.geom.Angles;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * What one leg's dash order means, as in rcssserver 19's {@code Leg}: the same power and direction
 * rules as a plain dash, at half the stamina.
 */
final class Leg {
    private Leg() {}

    /** Below this {@code dash_angle_step} legs dash in any direction (rcssserver's EPS). */
    static final double ANGLE_STEP_EPS = 1.0e-10;

    /** The power bounded to [{@code min_dash_power}, {@code max_dash_power}]. */
    static double power(double power, Parameters p) {
        return Angles.clamp(power, p.real(ServerParam.MIN_DASH_POWER), p.real(ServerParam.MAX_DASH_POWER));
    }

    /**
     * The direction bounded to [{@code min_dash_angle}, {@code max_dash_angle}], then rounded half to
     * even (C's {@code rint}) to a multiple of {@code dash_angle_step}, unless that step is 0.
     */
    static double direction(double direction, Parameters p) {
        double dir = Angles.clamp(direction, p.real(ServerParam.MIN_DASH_ANGLE), p.real(ServerParam.MAX_DASH_ANGLE));
        double step = p.real(ServerParam.DASH_ANGLE_STEP);
        return step < ANGLE_STEP_EPS ? dir : step * Math.rint(dir / step);
    }

    /** Stamina a leg's dash needs: half its power forwards, all of it (half of twice) backwards. */
    static double need(double power) {
        return power < 0.0 ? -power : power * 0.5;
    }

    /** The power that {@code paid} stamina buys a leg ordered to dash with {@code power}. */
    static double paidPower(double power, double paid, Parameters p) {
        return power(power < 0.0 ? -paid : paid * 2.0, p);
    }

    /**
     * Manual formula (4.6): 1 straight ahead, {@code side_dash_rate} at ±90°, {@code back_dash_rate} at
     * ±180°, linear in between; bounded to [0, 1].
     */
    static double dirRate(double direction, Parameters p) {
        double side = p.real(ServerParam.SIDE_DASH_RATE), back = p.real(ServerParam.BACK_DASH_RATE);
        double a = Math.abs(direction);
        double rate = a > 90.0
                ? back - (back - side) * (1.0 - (a - 90.0) / 90.0)
                : side + (1.0 - side) * (1.0 - a / 90.0);
        return Angles.clamp(rate, 0.0, 1.0);
    }

    /**
     * The length of the acceleration a leg gives with a paid {@code power} in {@code direction}:
     * {@code |effort × power × dir_rate × dash_power_rate(type)|}, divided by the team's
     * {@code slowness_on_top} on the top half (y &lt; 0; a slowness of 0 is ignored rather than
     * dividing by it).
     */
    static double acceleration(Player player, double power, double direction, Parameters p) {
        double accel = Math.abs(player.effort() * power * dirRate(direction, p) * player.type().dashPowerRate());
        if (player.y() < 0.0) {
            double slowness = p.real(player.side() == Side.LEFT
                    ? ServerParam.SLOWNESS_ON_TOP_FOR_LEFT_TEAM : ServerParam.SLOWNESS_ON_TOP_FOR_RIGHT_TEAM);
            if (slowness > 0.0) accel /= slowness;
        }
        return accel;
    }
}
