package org.pitch.model.movement;

import java.util.List;
import java.util.random.RandomGenerator;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.model.MovementModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.world.Ball;
import org.pitch.api.world.MovingObject;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * Movement as the manual describes it (§4.4, "Dash Model" steps 1-5): the cycle's acceleration is
 * limited to {@code *_accel_max} and added to the velocity, the speed is limited
 * ({@code ball_speed_max}, the player type's {@code player_speed_max}), uniform noise of at most
 * {@code rand × speed} per axis is added ({@code ball_rand}, {@code player_rand} scaled by
 * {@code prand_factor_l/r}), the object moves by its velocity, the velocity decays and the
 * acceleration is cleared. Allocation-free.
 */
@Component(property = "pitch.model.name=standard")
public final class StandardMovement implements MovementModel {

    @Override
    public void step(SimulationContext context) {
        Parameters p = context.parameters();
        RandomGenerator rnd = context.random(RandomPurpose.MOVEMENT_NOISE);
        Ball ball = context.world().ball();
        move(ball, p.real(ServerParam.BALL_ACCEL_MAX), p.real(ServerParam.BALL_SPEED_MAX), p.real(ServerParam.BALL_RAND), rnd);
        double playerRand = p.real(ServerParam.PLAYER_RAND);
        double accelMax = p.real(ServerParam.PLAYER_ACCEL_MAX);
        double factorL = p.real(ServerParam.PRAND_FACTOR_L);
        double factorR = p.real(ServerParam.PRAND_FACTOR_R);
        List<Player> players = context.world().players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player pl = players.get(i);
            double rand = playerRand * (pl.side() == Side.LEFT ? factorL : factorR);
            move(pl, accelMax, pl.type().playerSpeedMax(), rand, rnd);
        }
    }

    /** One object through steps 1-5. */
    static void move(MovingObject o, double accelMax, double speedMax, double rand, RandomGenerator rnd) {
        double ax = o.ax(), ay = o.ay();
        double a = Math.hypot(ax, ay);
        if (a > accelMax) {
            ax *= accelMax / a;
            ay *= accelMax / a;
        }
        double vx = o.vx() + ax, vy = o.vy() + ay;
        double speed = Math.hypot(vx, vy);
        if (speed > speedMax) {
            vx *= speedMax / speed;
            vy *= speedMax / speed;
            speed = speedMax;
        }
        if (rand > 0 && speed > 0) {
            double rmax = rand * speed;
            vx += uniform(rnd, rmax);
            vy += uniform(rnd, rmax);
        }
        o.position(o.x() + vx, o.y() + vy);
        o.velocity(vx * o.decay(), vy * o.decay());
        o.clearAcceleration();
    }

    private static double uniform(RandomGenerator rnd, double max) {
        return (rnd.nextDouble() * 2 - 1) * max;
    }
}
