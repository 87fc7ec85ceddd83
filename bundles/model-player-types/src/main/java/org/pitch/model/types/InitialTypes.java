package org.pitch.model.types;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

import org.pitch.api.param.MatchTime;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * rcssserver's assignment at the first kick-off: each team's players (goalie first, then in
 * connection order) get distinct types, at most {@code pt_max} of each, lowest id first; a type a
 * coach already chose is kept while its count allows. Nothing is assigned with
 * {@code allow_mult_default_type}, or in a match without halves (a penalty shoot-out only).
 */
final class InitialTypes {
    private InitialTypes() {}

    static void assign(World world, Parameters parameters, BiConsumer<Player, PlayerType> substitute) {
        if (parameters.player().bool(PlayerParam.ALLOW_MULT_DEFAULT_TYPE)
                || MatchTime.withoutHalves(parameters)) {
            return;
        }
        int ptMax = parameters.player().integer(PlayerParam.PT_MAX);
        List<PlayerType> types = world.playerTypes();
        for (Side side : new Side[] {Side.LEFT, Side.RIGHT}) {
            List<Player> team = new ArrayList<>();
            for (Player p : world.players()) {
                if (p.side() != side) continue;
                if (p.goalie()) team.add(0, p); else team.add(p);
            }
            int[] used = new int[types.size()];
            for (Player p : team) {
                if (p.substituted()) used[p.type().id()]++;
            }
            for (Player p : team) {
                int old = p.substituted() ? p.type().id() : -1;
                if (old >= 0 && used[old] <= ptMax) continue;
                for (int type = 0; type < types.size(); type++) {
                    if (used[type] >= ptMax) continue;
                    used[type]++;
                    if (old >= 0) used[old]--;
                    if (p.type().id() != type) substitute.accept(p, types.get(type));
                    else p.substituted(true);
                    break;
                }
            }
        }
    }
}
