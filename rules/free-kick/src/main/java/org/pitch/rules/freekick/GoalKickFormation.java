package org.pitch.rules.freekick;

import static org.pitch.api.geom.FieldGeometry.HALF_LENGTH;
import static org.pitch.api.geom.FieldGeometry.PENALTY_AREA_LENGTH;
import static org.pitch.api.geom.FieldGeometry.PENALTY_AREA_WIDTH;
import static org.pitch.api.geom.FieldGeometry.PITCH_LENGTH;

import java.util.List;

import org.pitch.api.geom.Areas;
import org.pitch.api.geom.Vec2;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * rcssserver's {@code placePlayersForGoalkick}, every cycle of a goal kick: opponents of the
 * kicking side inside its penalty area (grown by their size) go to the nearest edge of that grown
 * area; one who would land behind the goal line goes to its front edge instead. They keep their
 * velocity, as rcssserver moves rather than places them.
 */
final class GoalKickFormation {
    private GoalKickFormation() {}

    static void apply(World world, Side kicking) {
        Side opponents = kicking.opponent();
        if (opponents == Side.NEUTRAL) return;
        // the kicking side's penalty area, built from a centre and a size as rcssserver builds it
        int end = kicking == Side.LEFT ? -1 : 1;
        double centreX = end * (PITCH_LENGTH / 2 - PENALTY_AREA_LENGTH / 2.0);
        double left = centreX - PENALTY_AREA_LENGTH * 0.5, right = centreX + PENALTY_AREA_LENGTH * 0.5;
        double top = -PENALTY_AREA_WIDTH * 0.5, bottom = PENALTY_AREA_WIDTH * 0.5;
        int oppSign = opponents.sign();

        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (!p.enabled() || p.side() != opponents) continue;
            double size = p.size();
            double l = left - size, r = right + size, t = top - size, b = bottom + size;
            if (!Areas.inRect(p.x(), p.y(), l, r, t, b)) continue;
            Vec2 edge = Areas.nearestEdge(p.x(), p.y(), l, r, t, b);
            double x = edge.x();
            if (x * oppSign >= HALF_LENGTH) x = (HALF_LENGTH - PENALTY_AREA_LENGTH - size) * oppSign;
            p.position(x, edge.y());
        }
    }
}
