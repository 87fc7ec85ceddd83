package org.pitch.model.movement;

import java.util.random.RandomGenerator;

import org.pitch.api.geom.Libm;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.Draws;
import org.pitch.api.world.MovingObject;

/**
 * The wind of rcssserver 19's weather: a vector and a randomness, fixed when the match starts and
 * reversed at every half-time break.
 * <ul>
 * <li>{@code wind_none}: no wind;</li>
 * <li>otherwise {@code wind_random}: a force drawn from [0, 100] in a direction drawn from
 *     [-180°, 180°], and a randomness drawn from [0, 0.5];</li>
 * <li>otherwise {@code wind_force} in the direction {@code wind_dir} (degrees), randomness
 *     {@code wind_rand}.</li>
 * </ul>
 * Each cycle the wind adds to a moving object's velocity {@code v}, per axis,
 * {@code |v| × (wind + U[-rand, rand]) / (weight × 10000)}, {@code weight} being {@code ball_weight}
 * or {@code player_weight}. As in rcssserver, a randomness below 1e-10 means no wind at all, whatever
 * the force, and an object at rest is never blown away. {@code wind_ang} is announced but unused,
 * as in rcssserver.
 */
final class Wind {
    /** rcssserver's fixed divisor of the wind's effect (ServerParam::WIND_WEIGHT). */
    static final double WIND_WEIGHT = 10000.0;
    /** Below this randomness the wind does not blow (rcssserver's EPS). */
    static final double CALM_RAND = 1.0e-10;
    /** rcssserver draws a random wind's force from [0, this] ... */
    static final double RANDOM_FORCE_MAX = 100.0;
    /** ... and its randomness from [0, this]. */
    static final double RANDOM_RAND_MAX = 0.5;

    static final Wind CALM = new Wind(0.0, 0.0, 0.0);

    final double x, y, rand;
    private final Wind reversed;

    private Wind(double x, double y, double rand) {
        this.x = x;
        this.y = y;
        this.rand = rand;
        this.reversed = new Wind(-x, -y, rand, this);
    }

    private Wind(double x, double y, double rand, Wind reversed) {
        this.x = x;
        this.y = y;
        this.rand = rand;
        this.reversed = reversed;
    }

    /** The wind as it blows at the kick-off of the match, drawing from {@code rnd} for a random wind. */
    static Wind atKickOff(Parameters p, RandomGenerator rnd) {
        if (p.bool(ServerParam.WIND_NONE)) return CALM;
        if (p.bool(ServerParam.WIND_RANDOM)) {
            double force = Draws.uniform(rnd, 0.0, RANDOM_FORCE_MAX);
            double direction = Draws.uniform(rnd, -Math.PI, Math.PI);
            double rand = Draws.uniform(rnd, 0.0, RANDOM_RAND_MAX);
            return of(force, direction, rand);
        }
        return of(p.real(ServerParam.WIND_FORCE), Math.toRadians(p.real(ServerParam.WIND_DIR)), p.real(ServerParam.WIND_RAND));
    }

    static Wind of(double force, double directionRadians, double rand) {
        return new Wind(force * Libm.cos(directionRadians), force * Libm.sin(directionRadians), rand);
    }

    /** The same wind after {@code breaks} half-time breaks: reversed at each. */
    Wind afterBreaks(int breaks) { return (breaks & 1) == 0 ? this : reversed; }

    /** rcssserver's console line of its weather: {@code wind factor: rand: 0.000000, vector: (0.000000, 0.000000)}. */
    String describe() {
        return String.format(java.util.Locale.ROOT, "wind factor: rand: %f, vector: (%f, %f)", rand, x, y);
    }

    /** Whether this wind moves anything. */
    boolean blows() { return rand >= CALM_RAND; }

    /** Adds this cycle's wind to the object's velocity; {@code weight} is its type's weight. */
    void blow(MovingObject o, double weight, RandomGenerator rnd) {
        double resistance = weight * WIND_WEIGHT;
        // rcssserver divides by zero here; a weightless object is left to the noise alone
        if (!blows() || !(resistance > 0.0)) {
            // rcssserver adds a zero wind all the same, and -0 + 0 is +0: a velocity stopped at -0
            // (a ball that bounced off a player) is printed as 0 from then on, in logs and messages
            o.velocity(o.vx() + 0.0, o.vy() + 0.0);
            return;
        }
        double vx = o.vx(), vy = o.vy();
        double speed = Math.sqrt(vx * vx + vy * vy);
        if (speed == 0.0) return; // nothing to add, and no draw needed
        double gx = Draws.uniform(rnd, -rand, rand);
        double gy = Draws.uniform(rnd, -rand, rand);
        o.velocity(vx + speed * (x + gx) / resistance, vy + speed * (y + gy) / resistance);
    }
}
