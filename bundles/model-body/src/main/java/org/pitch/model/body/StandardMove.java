package org.pitch.model.body;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Move;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.World;

/**
 * {@code (move X Y)} (manual §4.5.4, rcssserver 19): places the player at (X, Y) given in its
 * own team's coordinates (the right team's are mirrored: x → -x, y → -y). Accepted
 * <ul>
 * <li>in {@code before_kick_off} and after a goal ({@code goal_l}, {@code goal_r}), any number
 *     of times and to any point, the opponent half included: taking players back to their own
 *     half at kick-off is the referee's job;</li>
 * <li>in a {@code free_kick} for a goalie holding the ball it caught, at most
 *     {@code goalie_max_moves} times after the catch (a negative value: no limit), counted in
 *     {@link Player#goalieMoves()}; beyond that the move has no effect;</li>
 * </ul>
 * and ignored otherwise, as while the body is busy with a tackle or a charged foul. Like
 * rcssserver, the move only sets the position: velocity and acceleration are kept (in
 * before_kick_off the simulation holds every player still anyway). Before a kick-off and after a
 * goal the objects the player now overlaps are separated at once ({@code PlayEvents.moved}), as
 * rcssserver's move resolves its collisions; a goalie's move with the caught ball is not.
 */
@Component(property = {"pitch.model.name=standard", "pitch.model.slot=move"})
public final class StandardMove implements ActionModel<Move> {

    @Override
    public CommandKind kind() { return CommandKind.MOVE; }

    @Override
    public boolean apply(SimulationContext context, Player player, Move command) {
        World world = context.world();
        if (BodyRules.bodyBusy(player, world)) return false;
        if (!BodyRules.finite(command.x(), command.y())) return false;
        PlayMode mode = world.playMode();
        if (mode == PlayMode.BEFORE_KICK_OFF || mode == PlayMode.AFTER_GOAL) {
            if (mode == PlayMode.BEFORE_KICK_OFF && context.parameters().bool(ServerParam.FORBID_KICK_OFF_OFFSIDE)
                    && command.x() >= -player.size()) {
                // rcssserver warns, and moves the player all the same: the referee takes it back
                context.events().reply(player, ReplyKind.WARNING, "moving_to_opponent_field");
            }
            place(player, command);
            context.events().moved(player);
            return true;
        }
        if (mode == PlayMode.FREE_KICK && player.holdingBall()) {
            int max = context.parameters().integer(ServerParam.GOALIE_MAX_MOVES);
            if (max >= 0 && player.goalieMoves() >= max) {
                // one move too many: refused with an error, yet counted as a move by rcssserver
                context.events().reply(player, ReplyKind.ERROR, "too_many_moves");
                return true;
            }
            place(player, command);
            player.goalieMoves(player.goalieMoves() + 1);
            return true;
        }
        return false; // any other play mode: not executed, not counted
    }

    private static void place(Player player, Move command) {
        int sign = player.side().sign();
        player.position(command.x() * sign, command.y() * sign);
    }
}
