package org.pitch.model.tackle;

import org.pitch.api.model.ActuatorNoise;
import org.pitch.api.random.Draws;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Tackle;
import org.pitch.api.geom.Angles;
import org.pitch.api.geom.Libm;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.TackleResult;
import org.pitch.api.world.Player;

import org.pitch.api.world.World;

/**
 * The tackle of rcssserver 19 (manual §4.5.6 "Tackle Model"; tackle by angle and the kick/tackle
 * noise of NEWS 12.0.0_pre-20080210; {@code tackle_rand_factor} of 14.0.0; intentional foul of
 * 14.0.0). The command argument is an angle for clients of protocol v12 and later, a power before
 * ({@link Tackle#powerForm()}, the "tackle power form" of rcssserver's older clients).
 *
 * <ol>
 * <li>Refused (answer false) while the player's body commands are blocked: lying after a tackle
 *     or charged with a foul.</li>
 * <li>Otherwise the tackle is always counted (answer true) and the player lies for
 *     {@code tackle_cycles}, whatever follows: {@code tackleUntil = step + tackle_cycles}.</li>
 * <li>{@code (rx, ry)}: the ball relative to the player, rotated into the body's frame. The reach
 *     along the body is {@code tackle_dist} for {@code rx > 0}, {@code tackle_back_dist} otherwise;
 *     a reach of (almost) zero ends the tackle there (a failure without a draw).</li>
 * <li>Intentional foul: it only counts when some player of another side has the ball within his
 *     kickable area; then the exponent is {@code foul_exponent} instead of {@code tackle_exponent}.</li>
 * <li>{@code fail = (|rx|/reach)^e + (|ry|/tackle_width)^e}; when {@code fail < 1} one Bernoulli
 *     draw with success probability {@code 1 − fail}; {@code fail ≥ 1} fails without a draw.</li>
 * <li>On success, in a play mode where rcssserver lets the ball alone ({@link #tackleAllowed}),
 *     nothing more happens. Otherwise an intentional foul lifts the lying ({@code tackleUntil =
 *     step}); the ball gets {@code eff = (max_back_tackle_power + (max_tackle_power −
 *     max_back_tackle_power)·(1 − |a|/180°))·tackle_power_rate·(1 − 0.5·|dir(rx, ry)|/180°)}
 *     along {@code body + a}, {@code a} the argument limited to [{@code minmoment},
 *     {@code maxmoment}], plus the noise {@code polar(uniform(0, max_rand), uniform(−π, π))},
 *     {@code max_rand = kick_rand × tackle_rand_factor × (pos_rate + speed_rate)},
 *     {@code pos_rate = 0.5 + 0.5·(1 − fail)}, {@code speed_rate = 0.5 + 0.5·|v_ball| /
 *     (ball_speed_max × ball_decay)}; a goalie's hold on the ball ends and the referee is told
 *     ({@code tackled(player, foul)}).</li>
 * <li>The power form (clients before v12) differs only in the acceleration and the noise: the
 *     argument is a power limited to [{@code −max_back_tackle_power}, {@code max_tackle_power}],
 *     the ball gets {@code power·tackle_power_rate·(1 − 0.5·|dir(rx, ry)|/180°)} along the body
 *     (a negative power pushes it backwards), and {@code max_rand} is scaled by the power's share
 *     of its limit ({@link #powerShare}); the angle form's share is 1.</li>
 * </ol>
 * {@link Player#tackled()} mirrors rcssserver's TACKLE state bit: set whenever a draw was made
 * (success or failure), not when the reach was zero or the failure probability at least 1.
 * All draws (success, noise length, noise direction, in that order) come from
 * {@link RandomPurpose#TACKLE}.
 */
@Component(property = {"pitch.model.name=standard", "pitch.model.slot=tackle"})
public final class StandardTackle implements ActionModel<Tackle> {

    /** The play modes in which rcssserver 19's {@code Player::tackle} leaves the ball alone. */
    private static final Set<PlayMode> NO_TACKLE = EnumSet.of(
            PlayMode.BEFORE_KICK_OFF, PlayMode.AFTER_GOAL, PlayMode.OFFSIDE, PlayMode.ILLEGAL_DEFENSE,
            PlayMode.FOUL_CHARGE, PlayMode.FOUL_PUSH, PlayMode.BACK_PASS, PlayMode.FREE_KICK_FAULT,
            PlayMode.TIME_OVER);

    /** The failure "probability" of a tackle with no reach at all (rcssserver fails it without telling the referees). */
    static final double NO_REACH = Double.POSITIVE_INFINITY;

    @Override
    public CommandKind kind() { return CommandKind.TACKLE; }

    /** Whether a successful tackle moves the ball in that play mode (it is counted in any mode). */
    public static boolean tackleAllowed(PlayMode mode) {
        return !NO_TACKLE.contains(mode);
    }

    /** Whether the player's body commands are blocked this step (lying after a tackle, foul charge). */
    static boolean bodyBlocked(Player player, long step) {
        return player.bodyBlocked(step);
    }

    @Override
    public boolean apply(SimulationContext context, Player player, Tackle command) {
        World world = context.world();
        long step = world.step();
        if (bodyBlocked(player, step)) return false;
        // NaN has no place in the argument's range: ignored, like the kick model does
        if (Double.isNaN(command.powerOrAngle())) return false;
        Parameters p = context.parameters();
        player.tackleUntil(step + p.integer(ServerParam.TACKLE_CYCLES));

        Ball ball = world.ball();
        double[] rel = relative(player, ball);
        double rx = rel[0], ry = rel[1];
        boolean foul = command.foul() && opponentCanKick(world, player, ball);
        double fail = failureProbability(p, rx, ry, foul);
        if (Double.isNaN(fail) || fail >= 1.0) {
            player.lastTackle(TackleResult.OUT_OF_REACH);
            // out of reach is a failed tackle the referees hear of (an offside player's intentional
            // action); a zero reach (a tackle_back_dist of 0 behind the player) ends silently
            if (fail != NO_REACH && !Double.isNaN(fail)) context.events().tackleFailed(player, foul);
            return true;
        }

        RandomGenerator rnd = context.random(RandomPurpose.TACKLE);
        player.tackled(true);
        if (!(rnd.nextDouble() < 1.0 - fail)) {
            player.lastTackle(TackleResult.FAILED);
            context.events().tackleFailed(player, foul);
            return true;
        }
        player.lastTackle(TackleResult.SUCCEEDED);
        if (!tackleAllowed(world.playMode())) return true;
        if (foul) player.tackleUntil(step); // an intentional foul does not lay the tackler down

        double ballDirection = Angles.direction(rx, ry);
        double effPower, globalAngle, share;
        if (command.powerForm()) {
            double power = limitedPower(p, command.powerOrAngle());
            effPower = effectivePowerOfPower(p, power, ballDirection);
            globalAngle = player.bodyRadians(); // the facing as rcssserver holds it
            share = powerShare(p, power);
        } else {
            double angle = Angles.clamp(command.powerOrAngle(), p.real(ServerParam.MINMOMENT), p.real(ServerParam.MAXMOMENT));
            effPower = effectivePower(p, angle, ballDirection);
            globalAngle = Math.toRadians(angle) + player.bodyRadians();
            share = 1.0;
        }
        double ax = effPower * Libm.cos(globalAngle), ay = effPower * Libm.sin(globalAngle);

        // noise, model of 12.0.0_pre-20080210 with tackle_rand_factor (14.0.0)
        double posRate = 0.5 + 0.5 * (1.0 - fail);
        double speedScale = p.real(ServerParam.BALL_SPEED_MAX) * p.real(ServerParam.BALL_DECAY);
        double speedRate = 0.5 + 0.5 * (speedScale > 0 ? ball.speed() / speedScale : 0);
        double maxRand = ActuatorNoise.kickRand(p, player) * p.real(ServerParam.TACKLE_RAND_FACTOR) * share * (posRate + speedRate);
        double noiseLength = Draws.uniform(rnd, 0.0, maxRand);
        double noiseDirection = Draws.uniform(rnd, -Math.PI, Math.PI);
        ax += noiseLength * Libm.cos(noiseDirection);
        ay += noiseLength * Libm.sin(noiseDirection);

        ball.accelerate(ax, ay);
        world.releaseBall();
        context.events().tackled(player, Libm.length(ax, ay), foul);
        return true;
    }

    /** The ball relative to the player, rotated into the frame of the player's body (x along the body direction). */
    static double[] relative(Player player, Ball ball) {
        double dx = ball.x() - player.x(), dy = ball.y() - player.y();
        double a = -player.bodyRadians();
        double c = Libm.cos(a), s = Libm.sin(a);
        return new double[] {dx * c - dy * s, dx * s + dy * c};
    }

    /**
     * The probability that a tackle fails with the ball at {@code (rx, ry)} in the body's frame;
     * at least 1 when it cannot succeed (also when the reach in that direction is zero).
     */
    static double failureProbability(Parameters p, double rx, double ry, boolean foul) {
        double reach = rx > 0.0 ? p.real(ServerParam.TACKLE_DIST) : p.real(ServerParam.TACKLE_BACK_DIST);
        if (Math.abs(reach) <= 1.0e-5) return NO_REACH;
        double exponent = foul ? p.real(ServerParam.FOUL_EXPONENT) : p.real(ServerParam.TACKLE_EXPONENT);
        return Libm.pow(Math.abs(rx) / reach, exponent)
                + Libm.pow(Math.abs(ry) / p.real(ServerParam.TACKLE_WIDTH), exponent);
    }

    /** The noise-free acceleration for argument {@code angle} (degrees, limited) and the ball at {@code ballDirection} from the body. */
    static double effectivePower(Parameters p, double angle, double ballDirection) {
        double back = p.real(ServerParam.MAX_BACK_TACKLE_POWER);
        double max = p.real(ServerParam.MAX_TACKLE_POWER);
        double eff = (back + (max - back) * (1.0 - Math.abs(angle) / 180.0)) * p.real(ServerParam.TACKLE_POWER_RATE);
        return eff * (1.0 - 0.5 * Math.abs(ballDirection) / 180.0);
    }

    /** The power form's argument limited to [{@code −max_back_tackle_power}, {@code max_tackle_power}]. */
    static double limitedPower(Parameters p, double power) {
        return Math.max(-p.real(ServerParam.MAX_BACK_TACKLE_POWER), Math.min(p.real(ServerParam.MAX_TACKLE_POWER), power));
    }

    /**
     * The power form's noise-free acceleration along the body for a limited {@code power}, the
     * ball at {@code ballDirection} from the body; negative means backwards.
     */
    static double effectivePowerOfPower(Parameters p, double power, double ballDirection) {
        return power * p.real(ServerParam.TACKLE_POWER_RATE) * (1.0 - 0.5 * Math.abs(ballDirection) / 180.0);
    }

    /**
     * How much of the noise a power-form tackle gets: the (limited) power as a share of its limit,
     * {@code max_tackle_power} forwards, {@code max_back_tackle_power} backwards. The corners are
     * rcssserver's: a backward power within 1e-10 of 0 gets 0, one whose limit is within 1e-10 of
     * 0 gets 1; only a {@code max_tackle_power} of 0 gives 0 here where rcssserver divides by 0.
     */
    static double powerShare(Parameters p, double power) {
        double max = p.real(ServerParam.MAX_TACKLE_POWER);
        double back = p.real(ServerParam.MAX_BACK_TACKLE_POWER);
        if (power >= 0.0) return max > 0.0 ? power / max : 0.0;
        if (Math.abs(power) < 1.0e-10) return 0.0;
        if (Math.abs(back) > 1.0e-10) return -power / back;
        return 1.0;
    }

    /** Whether a player of another side has the ball within his kickable area (what makes a foul intentional). */
    static boolean opponentCanKick(World world, Player tackler, Ball ball) {
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player o = players.get(i);
            if (o.side() == tackler.side()) continue;
            double dx = ball.x() - o.x(), dy = ball.y() - o.y();
            double area = o.type().kickableArea(ball.size());
            if (dx * dx + dy * dy <= area * area) return true;
        }
        return false;
    }
}
