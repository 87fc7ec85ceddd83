package org.pitch.model.body;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.PointTo;
import org.pitch.api.geom.ArmVector;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Player;

/**
 * {@code (pointto Dist Dir)} and {@code (pointto off)} (manual §4.5.11, rcssserver 19's arm):
 * the target, Dist metres away in direction Dir relative to the head, is fixed as a global point,
 * so the arm keeps pointing at the same spot whatever the player does. The arm can move again
 * {@code point_to_ban} cycles after it was pointed, and drops by itself
 * {@code point_to_duration} cycles after. While the arm cannot move, both forms are ignored
 * ({@code off} included). {@code off} drops the arm at once, counted as a pointing is (as
 * rcssserver's arm counts both); the arm is then movable unless
 * {@code point_to_ban} exceeds {@code point_to_duration}, in which case it waits for the
 * difference.
 */
@Component(property = {"pitch.model.name=standard", "pitch.model.slot=pointto"})
public final class StandardPointTo implements ActionModel<PointTo> {

    @Override
    public CommandKind kind() { return CommandKind.POINT_TO; }

    @Override
    public boolean apply(SimulationContext context, Player player, PointTo command) {
        long step = context.world().step();
        if (step < player.armMovableAt()) return false;
        Parameters p = context.parameters();
        long ban = p.integer(ServerParam.POINT_TO_BAN);
        long duration = p.integer(ServerParam.POINT_TO_DURATION);
        if (command.off()) {
            // the arm's timer jumps to the end of a pointing: movable again once it reaches the ban
            player.pointAt(0, 0, step + Math.max(0, ban - duration), step);
            player.stopPointing();
            return true; // counted, as rcssserver's arm counts a stop it made
        }
        if (!BodyRules.finite(command.distance(), command.direction())) return false;
        // as rcssserver's arm: the spot relative to the head, rotated by the facing it holds (body
        // and neck in radians), then added to the position, each step in its arithmetic
        double heading = Math.toRadians(command.direction()), d = command.distance();
        double rx = ArmVector.polarX(d, heading), ry = ArmVector.polarY(d, heading);
        double facing = player.bodyRadians() + player.neckRadians();
        player.pointAt(ArmVector.rotatedX(rx, ry, facing) + player.x(), ArmVector.rotatedY(rx, ry, facing) + player.y(),
                step + ban, step + duration);
        return true;
    }
}
