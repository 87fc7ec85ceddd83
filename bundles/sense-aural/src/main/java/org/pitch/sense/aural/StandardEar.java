package org.pitch.sense.aural;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Ear;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * {@code (ear (on|off [Team] [complete|partial]))} as rcssserver 19 executes it: which sides' says
 * the player hears, in full or as the sender only. Without a team both sides change; without a
 * mode both kinds do. A team token that names no side of this match changes nothing (rcssserver is
 * silent here too). Executed on arrival, so the next hearing already follows it.
 */
@Component(property = {"pitch.model.name=standard", "pitch.model.slot=ear"})
public final class StandardEar implements ActionModel<Ear> {

    @Override
    public CommandKind kind() {
        return CommandKind.EAR;
    }

    @Override
    public boolean apply(SimulationContext context, Player player, Ear command) {
        if (!player.enabled()) return false; // a player sent off hears as it heard
        World world = context.world();
        for (Side side : new Side[] {Side.LEFT, Side.RIGHT}) {
            if (command.team() != null && !names(command.team(), side, player, world)) continue;
            boolean full = player.hearsFull(side), partial = player.hearsPartial(side);
            if (command.mode() != Ear.Mode.PARTIAL) full = command.on();
            if (command.mode() != Ear.Mode.COMPLETE) partial = command.on();
            player.ear(side, full, partial);
        }
        return true;
    }

    /** Whether the team token (quoted or not) names {@code side}, as the player's side sees the names. */
    private static boolean names(String token, Side side, Player player, World world) {
        String t = token.length() > 1 && token.startsWith("\"") && token.endsWith("\"") ? token.substring(1, token.length() - 1) : token;
        return world.sideNamed(t, player.side()) == side;
    }
}
