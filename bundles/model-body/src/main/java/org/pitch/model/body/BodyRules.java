package org.pitch.model.body;

import java.util.random.RandomGenerator;

import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.ViewWidth;
import org.pitch.api.world.World;

/** Rules several body models share. */
final class BodyRules {
    private BodyRules() {}

    /**
     * Whether the player's body is still busy with a tackle or a charged foul: rcssserver keeps a
     * body command slot occupied for those cycles, so turn and move (like every body command) are
     * silently ignored then. Neck, view, focus and arm commands are not affected.
     */
    static boolean bodyBusy(Player player, World world) {
        long step = world.step();
        return player.bodyBlocked(step);
    }

    /**
     * The bound r of the actuator noise {@code (1 + U[-r, r])} applied to command arguments:
     * {@code player_rand}, scaled by the side's {@code prand_factor_l/r} only when
     * {@code team_actuator_noise} is on.
     */
    static double actuatorRand(Parameters p, Side side) {
        double rand = p.real(ServerParam.PLAYER_RAND);
        if (p.bool(ServerParam.TEAM_ACTUATOR_NOISE)) {
            rand *= side == Side.RIGHT ? p.real(ServerParam.PRAND_FACTOR_R) : p.real(ServerParam.PRAND_FACTOR_L);
        }
        return rand;
    }

    /** Uniform in [-max, max). */
    static double uniform(RandomGenerator rnd, double max) {
        return (rnd.nextDouble() * 2 - 1) * max;
    }

    /**
     * The full view angle, degrees, for a width: {@code visible_angle} times ½, 1, 2 in the
     * asynchronous vision, times ⅔, 4⁄3, 2 (60°, 120°, 180° by default) in synch-see mode.
     */
    static double visibleAngle(Parameters p, ViewWidth width, boolean synchSee) {
        double base = p.real(ServerParam.VISIBLE_ANGLE);
        if (!synchSee) return base * width.angleFactor();
        return switch (width) {
            case NARROW -> base * 2.0 / 3.0;
            case NORMAL -> base * 4.0 / 3.0;
            case WIDE -> base * 2.0;
        };
    }

    /**
     * The same visible angle in radians as rcssserver computes it: {@code visible_angle} in radians,
     * halved for narrow and doubled for wide, or in synchronous see times 2/3, 4/3 and 6/3.
     */
    static double visibleAngleRadians(Parameters p, ViewWidth width, boolean synchSee) {
        double base = Math.toRadians(p.real(ServerParam.VISIBLE_ANGLE));
        if (!synchSee) {
            return switch (width) {
                case NARROW -> base / 2.0;
                case NORMAL -> base;
                case WIDE -> base * 2.0;
            };
        }
        return switch (width) {
            case NARROW -> base * (2.0 / 3.0);
            case NORMAL -> base * (4.0 / 3.0);
            case WIDE -> base * (6.0 / 3.0);
        };
    }

    /**
     * Whether the player's vision runs in synch-see mode. The api does not carry this yet (the
     * kernel keeps it in its session); until {@code Player} exposes it, every player counts as
     * asynchronous, rcssserver's state before {@code (synch_see)} or a v18+ connection.
     */
    static boolean synchSee(Player player) {
        return player.synchSee();
    }

    /** Whether every value is a finite number; commands with others are ignored. */
    static boolean finite(double a, double b) {
        return Double.isFinite(a) && Double.isFinite(b);
    }
}
