package org.pitch.model.body;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.TurnNeck;
import org.pitch.api.geom.Angles;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Player;

/**
 * {@code (turn_neck Moment)} (manual §4.5.9): the moment is limited to
 * [{@code minneckmoment}, {@code maxneckmoment}] and added to the neck angle, which is limited
 * to [{@code minneckang}, {@code maxneckang}] relative to the body. No noise and no inertia;
 * allowed together with a body command and while tackling, but only once per cycle: a second
 * turn_neck in the same cycle is ignored.
 */
@Component(property = {"pitch.model.name=standard", "pitch.model.slot=turn_neck"})
public final class StandardTurnNeck implements ActionModel<TurnNeck> {
    /**
     * The step of each player's last executed turn_neck. The api has no per-cycle flag for it on
     * {@link Player}; weak keys let the players of finished matches go.
     */
    private final Map<Player, long[]> lastTurn = Collections.synchronizedMap(new WeakHashMap<>());

    @Override
    public CommandKind kind() { return CommandKind.TURN_NECK; }

    @Override
    public boolean apply(SimulationContext context, Player player, TurnNeck command) {
        double moment = command.moment();
        if (Double.isNaN(moment)) return false;
        long step = context.world().step();
        long[] last = lastTurn.computeIfAbsent(player, k -> new long[] {Long.MIN_VALUE});
        if (last[0] == step) return false;
        last[0] = step;
        Parameters p = context.parameters();
        moment = Angles.clamp(moment, p.real(ServerParam.MINNECKMOMENT), p.real(ServerParam.MAXNECKMOMENT));
        double min = p.real(ServerParam.MINNECKANG), max = p.real(ServerParam.MAXNECKANG);
        // and in radians as rcssserver adds them (Player.neckRadians, for the vision)
        player.turnNeckAtStep(Angles.clamp(player.neckDirection() + moment, min, max),
                Angles.clamp(player.neckRadians() + Math.toRadians(moment), Math.toRadians(min), Math.toRadians(max)));
        return true;
    }
}
