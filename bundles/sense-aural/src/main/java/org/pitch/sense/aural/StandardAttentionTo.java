package org.pitch.sense.aural;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.AttentionTo;
import org.pitch.api.command.CommandKind;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * {@code attentionto} as rcssserver 19 executes it (manual §4.5.12, Attentionto Model).
 *
 * <p>{@code (attentionto off)} clears the player's attention. {@code (attentionto TEAM UNUM)}
 * resolves TEAM as rcssserver's command grammar does: the words {@code our}, {@code opp},
 * {@code l}/{@code left}, {@code r}/{@code right} name a side (relative to the player for the
 * first two); any other word is compared, exactly, with the left team's name and then the right
 * team's. The attention is set if that team is in the match, a player of it wears UNUM, and that
 * player is not the one sending the command. Otherwise the command is ignored: rcssserver sends no
 * reply and keeps the previous attention (it does not count the command either; see the report of
 * this bundle about the kernel's counter). A player of protocol 1-7 ({@link Player#attends()}
 * false) has its valid commands counted, without effect, as rcssserver's audio of those versions.
 */
@Component(property = {"pitch.model.name=standard", "pitch.model.slot=attentionto"})
public final class StandardAttentionTo implements ActionModel<AttentionTo> {

    @Override
    public CommandKind kind() {
        return CommandKind.ATTENTION_TO;
    }

    @Override
    public boolean apply(SimulationContext context, Player player, AttentionTo command) {
        if (command.off()) {
            if (player.attends()) player.attention(Side.NEUTRAL, 0);
            return true; // rcssserver counts (attentionto off) always
        }
        World world = context.world();
        Side side = side(world, player, command.team());
        if (side == null || world.team(side) == null) return false;
        int unum = command.unum();
        if (unum < 1) return false;
        if (side == player.side() && unum == player.unum()) return false;
        if (world.player(side, unum) == null) return false;
        if (player.attends()) player.attention(side, unum); // counted either way, as rcssserver
        return true;
    }

    /** The side a TEAM token names, or {@code null} if it names no team of this match. */
    static Side side(World world, Player player, String team) {
        return world.sideNamed(team, player.side());
    }
}
