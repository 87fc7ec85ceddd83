package org.pitch.rules.offside;

import static org.pitch.api.geom.FieldGeometry.HALF_LENGTH;
import static org.pitch.api.geom.FieldGeometry.HALF_WIDTH;

import java.util.List;
import java.util.random.RandomGenerator;

import org.pitch.api.geom.Areas;
import org.pitch.api.geom.Vec2;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.SetPlays;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * rcssserver's {@code placePlayersInTheirField}, which its offside referee applies every cycle
 * before and at a kick-off when {@code forbid_kick_off_offside} is on.
 *
 * <ul>
 * <li>A player in the opponents' half goes back into his own: at the kick-off just behind the
 *     centre line (x = ∓ his size, y kept); before it, to a random point of his half.</li>
 * <li>Players of the side not kicking off are moved out of the centre circle (radius 9.15 m plus
 *     their size) to its edge. The side kicking off is the mode's side at the kick-off and, before
 *     it, the side that will kick off, so its players may already stand in the circle.</li>
 * </ul>
 * Players keep their velocity, as rcssserver moves rather than places them.
 */
final class KickOffFormation {
    private KickOffFormation() {}

    static void apply(RefereeContext ctx, Side kickingOff) {
        boolean toCentreLine = ctx.world().playMode() == PlayMode.KICK_OFF;
        List<Player> players = ctx.world().players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (!p.enabled() || p.side() == Side.NEUTRAL) continue;
            int sign = p.side().sign(); // a team's own half lies at sign·x < 0
            if (sign * p.x() > 0) {
                if (toCentreLine) {
                    p.position(-sign * p.size(), p.y());
                } else {
                    RandomGenerator rnd = ctx.random(RandomPurpose.PLACEMENT);
                    double x = -sign * HALF_LENGTH * rnd.nextDouble();
                    double y = -HALF_WIDTH + 2 * HALF_WIDTH * rnd.nextDouble();
                    p.position(x, y);
                }
            }
            if (p.side() != kickingOff) {
                double r = SetPlays.CLEAR_DISTANCE + p.size();
                if (Areas.inCircle(p.x(), p.y(), 0, 0, r)) {
                    Vec2 edge = Areas.circleEdge(0, 0, r, p.x(), p.y());
                    p.position(edge.x(), edge.y());
                }
            }
        }
    }
}
