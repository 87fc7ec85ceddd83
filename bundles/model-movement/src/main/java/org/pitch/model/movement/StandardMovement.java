package org.pitch.model.movement;

import java.util.List;
import java.util.random.RandomGenerator;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.pitch.api.geom.Libm;
import org.pitch.api.model.MovementModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.Draws;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.world.Ball;
import org.pitch.api.world.MovingObject;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * One cycle of movement for the ball and every player still in the match, as rcssserver 19 moves
 * an object ({@code MPObject::_inc}, manual §4.4 and the Dash Model's steps 1-5):
 * <ol>
 * <li>only if the object was accelerated this cycle: the acceleration is limited to
 *     {@code ball_accel_max} / {@code player_accel_max} and added to the velocity, and the speed is
 *     limited to {@code ball_speed_max} / the player type's {@code player_speed_max} (an object that
 *     was not accelerated keeps whatever speed it has);</li>
 * <li>noise: a vector of length uniform in [0, {@code rand} × speed] in a direction uniform in
 *     [-180°, 180°] is added, {@code rand} being {@code ball_rand}, or {@code player_rand} times
 *     {@code prand_factor_l/r} when {@code team_actuator_noise} is on (the v12 noise model; the
 *     manual's per-axis formula is the older one);</li>
 * <li>wind ({@link Wind}), turned round at every half-time break ({@link HalfTimeBreaks});</li>
 * <li>the object moves by its velocity, the velocity decays by the object's decay and the
 *     acceleration is cleared.</li>
 * </ol>
 * A player on the top half (y &lt; 0) has its limits multiplied by
 * {@code slowness_on_top_for_left/right_team}. Goal posts are the collision model's business; it
 * finds the path from what this model leaves (moved by {@code u}, velocity {@code decay × u}).
 *
 * <p>Noise is drawn from the {@link RandomPurpose#MOVEMENT_NOISE} stream, the wind from
 * {@link RandomPurpose#WIND}. A {@code wind_random} wind is drawn when this instance first moves a
 * match's objects and kept for the match; an instance swapped in mid-match draws its own (the api
 * has no place for the weather to outlive the model). Every other wind, and the count of half-time
 * breaks, follows from the parameters and the clock alone. Allocation-free after the first cycle.
 */
@Component(scope = ServiceScope.PROTOTYPE, property = "pitch.model.name=standard")
public final class StandardMovement implements MovementModel {

    private World windWorld;
    private Wind kickOffWind = Wind.CALM;
    /** The half-time breaks this instance has seen the referee call in {@link #windWorld} (those before it came, by the clock). */
    private int breaksCalled;
    private int lastTime;

    /** rcssserver's weather at start-up: drawn (a random wind) and printed on the console now. */
    @Override
    public void matchStarts(SimulationContext context) {
        wind(context, context.world(), context.parameters(), context.random(RandomPurpose.WIND));
    }

    @Override
    public void step(SimulationContext context) {
        Parameters p = context.parameters();
        World world = context.world();
        RandomGenerator noise = context.random(RandomPurpose.MOVEMENT_NOISE);
        RandomGenerator gusts = context.random(RandomPurpose.WIND);
        Wind wind = wind(context, world, p, gusts);

        Ball ball = world.ball();
        move(ball, p.real(ServerParam.BALL_ACCEL_MAX), p.real(ServerParam.BALL_SPEED_MAX),
                p.real(ServerParam.BALL_RAND), noise);
        wind.blow(ball, p.real(ServerParam.BALL_WEIGHT), gusts);
        advance(ball);

        double accelMax = p.real(ServerParam.PLAYER_ACCEL_MAX);
        double weight = p.real(ServerParam.PLAYER_WEIGHT);
        double randLeft = playerRand(p, Side.LEFT), randRight = playerRand(p, Side.RIGHT);
        double slowLeft = p.real(ServerParam.SLOWNESS_ON_TOP_FOR_LEFT_TEAM);
        double slowRight = p.real(ServerParam.SLOWNESS_ON_TOP_FOR_RIGHT_TEAM);
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player pl = players.get(i);
            if (!pl.enabled()) continue; // sent off: rcssserver no longer moves it
            boolean left = pl.side() == Side.LEFT;
            double slowness = pl.y() < 0.0 ? (left ? slowLeft : slowRight) : 1.0;
            move(pl, accelMax * slowness, pl.type().playerSpeedMax() * slowness, left ? randLeft : randRight, noise);
            wind.blow(pl, weight, gusts);
            advance(pl);
        }
    }

    /**
     * The wind of this cycle: the match's kick-off wind, turned by the breaks called so far. The
     * clock tells which breaks are due; a break counts once the referee has called it, which this
     * instance sees as the play mode standing before a kick-off. So when a stoppage runs past the
     * end of a half, the cycle that moves objects with the clock already past it still blows the
     * old wind, as in rcssserver, whose referee calls the break only after that cycle. An
     * instance that comes mid-match (or sees the clock set back) takes every due break as called.
     */
    private Wind wind(SimulationContext context, World world, Parameters p, RandomGenerator gusts) {
        int time = world.time();
        PlayMode mode = world.playMode();
        int due = HalfTimeBreaks.before(time, mode, p);
        if (world != windWorld) { // a new match: its weather is set once, and told as rcssserver's
            windWorld = world;
            kickOffWind = Wind.atKickOff(p, gusts);
            context.events().console(kickOffWind.describe());
            breaksCalled = due;
        } else if (mode == PlayMode.BEFORE_KICK_OFF || time < lastTime) {
            breaksCalled = due;
        }
        lastTime = time;
        return kickOffWind.afterBreaks(Math.min(due, breaksCalled));
    }

    /**
     * A player's movement noise: {@code player_rand}, times its side's {@code prand_factor_l/r} only
     * when {@code team_actuator_noise} is on.
     */
    static double playerRand(Parameters p, Side side) {
        double rand = p.real(ServerParam.PLAYER_RAND);
        if (p.bool(ServerParam.TEAM_ACTUATOR_NOISE)) {
            rand *= side == Side.RIGHT ? p.real(ServerParam.PRAND_FACTOR_R) : p.real(ServerParam.PRAND_FACTOR_L);
        }
        return rand;
    }

    /** Steps 1 and 2: acceleration and its limits, then the noise. */
    static void move(MovingObject o, double accelMax, double speedMax, double rand, RandomGenerator rnd) {
        double vx = o.vx(), vy = o.vy();
        double ax = o.ax(), ay = o.ay();
        if (ax != 0.0 || ay != 0.0) {
            double a = Math.sqrt(ax * ax + ay * ay);
            if (a > accelMax) {
                ax *= accelMax / a;
                ay *= accelMax / a;
            }
            vx += ax;
            vy += ay;
            double speed = Math.sqrt(vx * vx + vy * vy);
            if (speed > speedMax) {
                vx *= speedMax / speed;
                vy *= speedMax / speed;
            }
        }
        double length = Draws.uniform(rnd, 0.0, rand * Math.sqrt(vx * vx + vy * vy));
        if (length != 0.0) {
            double direction = Draws.uniform(rnd, -Math.PI, Math.PI);
            vx += length * Libm.cos(direction);
            vy += length * Libm.sin(direction);
        }
        o.velocity(vx, vy);
    }

    /** Step 4: the object moves by its velocity, which then decays; the acceleration is spent. */
    static void advance(MovingObject o) {
        o.position(o.x() + o.vx(), o.y() + o.vy());
        o.velocity(o.vx() * o.decay(), o.vy() * o.decay());
        o.clearAcceleration();
    }
}
