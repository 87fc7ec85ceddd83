package org.pitch.rules.time;

import static org.pitch.api.geom.FieldGeometry.HALF_LENGTH;
import static org.pitch.api.geom.FieldGeometry.HALF_WIDTH;

import java.util.List;
import java.util.random.RandomGenerator;

import org.pitch.api.random.RandomPurpose;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.SetPlays;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * Sends the players to their own halves at half time, as rcssserver's referee does right after
 * calling half time: a player in the opponent's half goes to a random point of its own half, and
 * players of the side that will not kick off leave the centre circle (9.15 m plus their size) for
 * its nearest edge. Unlike {@link SetPlays#placePlayersInTheirHalf}, which knows the kicking side
 * only from a kick-off play mode, the side is given: at half time the mode is still
 * {@code before_kick_off} and the side that kicks off next may stay in the circle.
 */
final class HalfTimePlacement {
    private HalfTimePlacement() {}

    static void apply(RefereeContext ctx, Side kickOffSide) {
        RandomGenerator rnd = ctx.random(RandomPurpose.PLACEMENT);
        List<Player> players = ctx.world().players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (!p.enabled()) continue;
            int sign = p.side().sign(); // own half: sign * x <= 0
            if (sign * p.x() > 0) {
                // a uniform point of the own half, width included (rcssserver's RArea::randomize)
                double x = -sign * rnd.nextDouble() * HALF_LENGTH;
                double y = -HALF_WIDTH + rnd.nextDouble() * 2 * HALF_WIDTH;
                ctx.placePlayer(p, x, y);
            }
            if (p.side() != kickOffSide) {
                double radius = SetPlays.CLEAR_DISTANCE + p.size();
                double d = Math.hypot(p.x(), p.y());
                if (d <= radius) {
                    // on the centre spot the direction is (1, 1), as rcssserver's nearest-edge rule has it
                    double ux = d == 0 ? Math.sqrt(0.5) : p.x() / d;
                    double uy = d == 0 ? Math.sqrt(0.5) : p.y() / d;
                    ctx.placePlayer(p, ux * radius, uy * radius);
                }
            }
        }
    }
}
