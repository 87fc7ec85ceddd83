package org.pitch.rules.offside;

import static org.pitch.api.geom.FieldGeometry.PITCH_LENGTH;
import static org.pitch.api.geom.FieldGeometry.PITCH_WIDTH;

import java.util.List;

import org.pitch.api.geom.Areas;
import org.pitch.api.geom.Vec2;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * rcssserver's {@code checkPlayerAfterOffside}, applied to the offending team every cycle of the
 * wait after an offside:
 * <ul>
 * <li>a player within {@value #MARK_CLEARANCE} m of the offside mark is moved to that circle's
 *     edge (rcssserver uses this constant, not {@code offside_active_area_size});</li>
 * <li>a player not between his own goal line and the offside line (or off the field's width) is
 *     moved to the nearer of those two lines, y kept within the field, and then
 *     {@code offside_kick_margin} further towards his own goal.</li>
 * </ul>
 * Players keep their velocity, as rcssserver moves rather than places them.
 */
final class OffsideRetreat {
    static final double MARK_CLEARANCE = 2.5;

    private OffsideRetreat() {}

    static void apply(World world, Side offender, double markX, double markY, double kickMargin) {
        // the offender's allowed zone, built from a centre and a size as rcssserver builds it
        double centreX, sizeX;
        if (offender == Side.RIGHT) {
            centreX = PITCH_LENGTH / 4 + markX / 2;
            sizeX = PITCH_LENGTH / 2 - markX;
        } else if (offender == Side.LEFT) {
            centreX = -PITCH_LENGTH / 4 + markX / 2;
            sizeX = PITCH_LENGTH / 2 + markX;
        } else {
            return;
        }
        double left = centreX - sizeX * 0.5, right = centreX + sizeX * 0.5;
        double top = -PITCH_WIDTH * 0.5, bottom = PITCH_WIDTH * 0.5;
        double back = offender == Side.RIGHT ? kickMargin : -kickMargin; // towards the offender's goal

        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (!p.enabled() || p.side() != offender) continue;
            if (Areas.inCircle(p.x(), p.y(), markX, markY, MARK_CLEARANCE)) {
                Vec2 edge = Areas.circleEdge(markX, markY, MARK_CLEARANCE, p.x(), p.y());
                p.position(edge.x(), edge.y());
            }
            if (!Areas.inRect(p.x(), p.y(), left, right, top, bottom)) {
                Vec2 line = Areas.nearestVerticalEdge(p.x(), p.y(), left, right, top, bottom);
                p.position(line.x() + back, line.y());
            }
        }
    }
}
