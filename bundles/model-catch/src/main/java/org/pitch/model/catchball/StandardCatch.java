package org.pitch.model.catchball;

import java.util.EnumSet;
import java.util.Set;
import java.util.random.RandomGenerator;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.Catch;
import org.pitch.api.command.CommandKind;
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
import org.pitch.api.world.World;

/**
 * The goalie catch of rcssserver 19 (manual §4.5.7 "Catch Model", NEWS 14.0.0 heterogeneous
 * goalie, 15.0.0 punch on failure, 17.0.0 catch angle limits).
 *
 * <ol>
 * <li>Refused (answers false, nothing changes) while the body is blocked (tackle, foul charge),
 *     for a non-goalie, during the catch ban ({@code step < catchBanUntil}) and outside
 *     {@code play_on} and the penalty shoot-out modes.</li>
 * <li>Otherwise the ban starts: a new catch is allowed from {@code step + catch_ban_cycle} on,
 *     whether or not this one succeeds.</li>
 * <li>The direction is limited to [{@code min_catch_angle}, {@code max_catch_angle}] and then to
 *     [{@code minmoment}, {@code maxmoment}]; the catch axis is {@code body + direction}.</li>
 * <li>With {@code s} the type's {@code catchable_area_l_stretch}, {@code l = catchable_area_l},
 *     {@code d = l·(s − 1)}: the reliable rectangle is {@code [0, l − d] × [−w/2, w/2]}, the
 *     whole one {@code [0, l + d] × [−w/2, w/2]} ({@code w = catchable_area_w}) in the frame of
 *     the catch axis, edges included. A ball outside the whole rectangle: the attempt is not
 *     executed (answers false) although the ban has started.</li>
 * <li>Probability {@code p = catch_probability} in the reliable part, otherwise
 *     {@code p·(1 − (x − (l − d))/(2d))} clamped to [0, 1]; one draw {@code u < p} from the
 *     CATCH stream.</li>
 * <li>Success: the goalie steps towards the ball until the discs touch
 *     ({@code player_size + ball_size} apart), faces it and stops; the ball stops; the goalie
 *     holds the ball and the referee is told ({@code caught}).</li>
 * <li>Failure inside the rectangle (v15 punch): the ball's velocity component along the catch
 *     axis is reversed (added as acceleration) and the referee is told of a touch.</li>
 * <li>Both executed outcomes reset the goalie's move count and answer true.</li>
 * </ol>
 */
@Component(property = {"pitch.model.name=standard", "pitch.model.slot=catch"})
public final class StandardCatch implements ActionModel<Catch> {

    /** Play modes in which rcssserver 19 lets a goalie catch: play_on and the penalty shoot-out. */
    private static final Set<PlayMode> CATCH_MODES = EnumSet.of(
            PlayMode.PLAY_ON, PlayMode.PENALTY_SETUP, PlayMode.PENALTY_READY, PlayMode.PENALTY_TAKEN,
            PlayMode.PENALTY_MISS, PlayMode.PENALTY_SCORE);

    @Override
    public CommandKind kind() { return CommandKind.CATCH; }

    /** Whether a catch may be attempted in that play mode. */
    public static boolean catchAllowed(PlayMode mode) {
        return CATCH_MODES.contains(mode);
    }

    /**
     * The probability of catching a ball at {@code x} metres along the catch axis (already known
     * to be inside the catchable rectangle) for a type with that stretch.
     */
    public static double probability(Parameters p, double stretch, double x) {
        double prob = p.real(ServerParam.CATCH_PROBABILITY);
        double l = p.real(ServerParam.CATCHABLE_AREA_L);
        double delta = l * (stretch - 1.0);
        double lMin = l - delta;
        double lMax = l + delta;
        if (x <= lMin) return prob;
        double q = prob - prob * (x - lMin) / (lMax - lMin);
        return Angles.clamp(q, 0.0, 1.0);
    }

    /** A catch the body could attempt spends the cycle's body command, even refused (not a goalie, banned, out of play, out of reach). */
    @Override
    public boolean spendsBodyCommand(SimulationContext context, Player player, Catch command) {
        return !player.bodyBlocked(context.world().step());
    }

    @Override
    public boolean apply(SimulationContext context, Player player, Catch command) {
        World world = context.world();
        long step = world.step();
        if (player.bodyBlocked(step)) return false;
        if (!player.goalie() || step < player.catchBanUntil() || !catchAllowed(world.playMode())) {
            player.catchAttempted(true); // monitors show the goalie reaching out and failing
            return false;
        }

        Parameters p = context.parameters();
        player.catchBanUntil(step + p.integer(ServerParam.CATCH_BAN_CYCLE));

        double dir = Angles.clamp(command.direction(),
                p.real(ServerParam.MIN_CATCH_ANGLE), p.real(ServerParam.MAX_CATCH_ANGLE));
        dir = Angles.clamp(dir, p.real(ServerParam.MINMOMENT), p.real(ServerParam.MAXMOMENT));
        double axis = player.bodyRadians() + Math.toRadians(dir); // from the facing as rcssserver holds it
        double cos = Libm.cos(axis), sin = Libm.sin(axis);

        Ball ball = world.ball();
        double dx = ball.x() - player.x();
        double dy = ball.y() - player.y();
        double x = dx * cos + dy * sin;    // along the catch axis
        double y = -dx * sin + dy * cos;   // across it

        double stretch = player.type().catchableAreaLStretch();
        double l = p.real(ServerParam.CATCHABLE_AREA_L);
        double lMax = l + l * (stretch - 1.0);
        double halfW = p.real(ServerParam.CATCHABLE_AREA_W) * 0.5;
        if (x < 0 || x > lMax || y < -halfW || y > halfW) {
            player.catchAttempted(true);
            return false;
        }

        RandomGenerator random = context.random(RandomPurpose.CATCH);
        boolean success = random.nextDouble() < probability(p, stretch, x);
        player.catchAttempted(!success);

        if (success) {
            // rcssserver's arithmetic to the last bit: the offset to the ball scaled to leave the
            // ball touching the goalie (a ball nearer than that moves the goalie back from it, facing
            // away), the body turned to that offset (0 for none); which then decides whether the
            // collision check right after the catch finds the two touching
            double dist = Libm.length(dx, dy);
            double k = (dist - (p.real(ServerParam.BALL_SIZE) + player.type().playerSize())) / Math.max(dist, 1.0e-10);
            double mx = dx * k, my = dy * k;
            player.position(player.x() + mx, player.y() + my);
            double facing = mx == 0.0 && my == 0.0 ? 0.0 : Libm.atan2(my, mx);
            player.turnBodyAtStep(Math.toDegrees(facing), facing); // as a turn: looks and kicks see it from the step on
            player.velocity(0, 0);
            ball.velocity(0, 0);
            ball.clearAcceleration();
            // the goalie holds the ball from the referee context's caught() on: its collision check
            // comes first, with the goalie still holding the ball if it held it before
            player.goalieMoves(0);
            // rcssserver's stadium tells everyone of a catch outside a shoot-out, before any referee judges it
            if (!world.playMode().isPenaltyShootOut()) context.events().announce(PlayMode.GOALIE_CATCH_BALL.wireName(player.side()));
            context.events().caught(player);
        } else {
            // reflect the ball's velocity at a wall whose normal is the catch axis
            double along = ball.vx() * cos + ball.vy() * sin;
            ball.accelerate(-2 * along * cos, -2 * along * sin);
            player.goalieMoves(0);
            context.events().punched(player);
        }
        return true;
    }
}
