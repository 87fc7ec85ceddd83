package org.pitch.model.kick;

import org.pitch.api.model.ActuatorNoise;
import org.pitch.api.random.Draws;
import java.util.random.RandomGenerator;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Kick;
import org.pitch.api.geom.Angles;
import org.pitch.api.geom.Libm;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;

import org.pitch.api.world.World;

/**
 * The kick of rcssserver 19 (manual §4.5.3 "Kick Model", NEWS 12.0.0_pre-20080210 for the noise).
 *
 * <ol>
 * <li>Nothing happens while the player lies after a tackle or is charged with a foul (its body
 *     commands are blocked). Otherwise the player is marked as kicking ({@link Player#kicked()},
 *     what observers see as {@code k}), as rcssserver marks him, even if nothing more happens:
 *     in a play mode in which rcssserver refuses kicks ({@link #kickAllowed(PlayMode)}), or when
 *     the ball is out of reach.</li>
 * <li>Power is limited to [{@code minpower}, {@code maxpower}], direction to [{@code minmoment},
 *     {@code maxmoment}] degrees.</li>
 * <li>The ball must be kickable: centre distance ≤ {@code player_size + ball_size +
 *     kickable_margin} of the player's type.</li>
 * <li>Effective power {@code ep = power × kick_power_rate × (1 − 0.25·dir_diff/180° −
 *     0.25·dist_ball/kickable_margin)}, {@code dir_diff} the absolute angle of the ball from the
 *     body, {@code dist_ball} the gap between the two discs (negative if they overlap, which then
 *     raises the power, as in rcssserver).</li>
 * <li>The acceleration {@code ep} along {@code body + direction} plus the noise
 *     {@code polar(uniform(0, max_rand), uniform(−π, π))} with {@code max_rand = kick_rand ×
 *     power/maxpower × (pos_rate + speed_rate)}, {@code pos_rate = 0.5 + 0.25·(dir_diff/180° +
 *     dist_ball/kickable_margin)}, {@code speed_rate = 0.5 + 0.5·|v_ball|/(ball_speed_max ×
 *     ball_decay)}; {@code kick_rand} is the type's, times {@code kick_rand_factor_l/r} when
 *     {@code team_actuator_noise} is on.</li>
 * <li>The acceleration is added to the ball's (several kicks in one cycle add up;
 *     {@code ball_accel_max} is the movement model's), a goalie's hold on the ball ends and the
 *     referee is told.</li>
 * </ol>
 * {@link #apply} answers whether the kick was executed (counted in sense_body); a refused kick
 * answers false and, as in rcssserver, still uses up the player's body command of the cycle
 * ({@link #spendsBodyCommand}) unless the body was blocked.
 * There is no offside check here: in rcssserver 19 the kick is executed and the offside referee,
 * told of the kick, calls the offside.
 */
@Component(property = {"pitch.model.name=standard", "pitch.model.slot=kick"})
public final class StandardKick implements ActionModel<Kick> {

    @Override
    public CommandKind kind() { return CommandKind.KICK; }

    /** Whether a kick has any effect in that play mode: rcssserver 19's {@code Player::kick} refuses while the clock stands. */
    public static boolean kickAllowed(PlayMode mode) {
        return !mode.clockStands();
    }

    /** Whether the player's body commands are blocked this step (lying after a tackle, foul charge). */
    static boolean bodyBlocked(Player player, long step) {
        return player.bodyBlocked(step);
    }

    /** A kick the body could make spends the cycle's body command, even when it misses or comes out of play. */
    @Override
    public boolean spendsBodyCommand(SimulationContext context, Player player, Kick command) {
        return !bodyBlocked(player, context.world().step());
    }

    @Override
    public boolean apply(SimulationContext context, Player player, Kick command) {
        World world = context.world();
        if (bodyBlocked(player, world.step())) return false;
        // infinite arguments are clamped like any other; NaN has no place in the range: ignored
        if (Double.isNaN(command.power()) || Double.isNaN(command.direction())) return false;
        // rcssserver marks the kicker before it looks at the play mode and the ball: others see
        // him kicking ("k", the KICK state bit) also when the kick is refused or misses
        player.kickedAt(world.step());
        if (!kickAllowed(world.playMode())) {
            player.kickFault(true);
            return false;
        }
        Ball ball = world.ball();
        PlayerType type = player.type();
        double rx = ball.x() - player.x(), ry = ball.y() - player.y();
        double area = type.kickableArea(ball.size());
        if (rx * rx + ry * ry > area * area) {
            player.kickFault(true);
            context.events().kickFailed(player);
            return false;
        }

        Parameters p = context.parameters();
        double maxPower = p.real(ServerParam.MAXPOWER);
        double power = Angles.clamp(command.power(), p.real(ServerParam.MINPOWER), maxPower);
        double direction = Angles.clamp(command.direction(), p.real(ServerParam.MINMOMENT), p.real(ServerParam.MAXMOMENT));

        // in radians from the facing as rcssserver holds it, the last bits as its
        double dirDiff = Math.abs(Angles.normalizeRadians((rx == 0.0 && ry == 0.0 ? 0.0 : Libm.atan2(ry, rx)) - player.bodyRadians()));
        double distBall = Libm.length(rx, ry) - type.playerSize() - ball.size();
        double margin = type.kickableMargin();
        double distRate = margin > 0 ? distBall / margin : 0;
        double effPower = power * type.kickPowerRate() * (1.0 - 0.25 * dirDiff / Math.PI - 0.25 * distRate);

        double angle = Math.toRadians(direction) + player.bodyRadians();
        double ax = effPower * Libm.cos(angle), ay = effPower * Libm.sin(angle);

        // kick noise, model of 12.0.0_pre-20080210
        double posRate = 0.5 + 0.25 * (dirDiff / Math.PI + distRate);
        double speedScale = p.real(ServerParam.BALL_SPEED_MAX) * p.real(ServerParam.BALL_DECAY);
        double speedRate = 0.5 + 0.5 * (speedScale > 0 ? ball.speed() / speedScale : 0);
        double maxRand = ActuatorNoise.kickRand(p, player) * (maxPower != 0 ? power / maxPower : 0) * (posRate + speedRate);
        RandomGenerator rnd = context.random(RandomPurpose.KICK_NOISE);
        double noiseLength = Draws.uniform(rnd, 0.0, maxRand);
        double noiseDirection = Draws.uniform(rnd, -Math.PI, Math.PI);
        ax += noiseLength * Libm.cos(noiseDirection);
        ay += noiseLength * Libm.sin(noiseDirection);

        ball.accelerate(ax, ay);
        world.releaseBall(); // a kick takes the ball out of a goalie's hands, whoever kicks
        context.events().kicked(player, Libm.length(ax, ay));
        return true;
    }
}
