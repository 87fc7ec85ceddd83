package org.pitch.rules.freekick;

import static org.pitch.api.geom.FieldGeometry.HALF_LENGTH;
import static org.pitch.api.geom.FieldGeometry.HALF_WIDTH;
import static org.pitch.api.geom.FieldGeometry.PITCH_MARGIN;

import java.util.List;

import org.pitch.api.geom.Vec2;
import org.pitch.api.world.Player;
import org.pitch.api.world.World;

/**
 * The rectangle arithmetic rcssserver's referee moves players with (its RArea): containment is
 * inclusive, and a point goes to the nearest edge the way rcssserver picks it, quirks included,
 * so players land exactly where they would there.
 */
final class Areas {
    private Areas() {}

    static boolean inRect(double x, double y, double left, double right, double top, double bottom) {
        return x >= left && x <= right && y >= top && y <= bottom;
    }

    /** The nearer of the left and right edges, y kept within the rectangle. */
    static Vec2 nearestVerticalEdge(double x, double y, double left, double right, double top, double bottom) {
        return new Vec2(Math.abs(x - left) < Math.abs(x - right) ? left : right, Math.min(Math.max(y, top), bottom));
    }

    /**
     * The nearest edge as rcssserver picks it: the vertical edges if x is nearer one of them than
     * y is to a horizontal one, and the other coordinate clamped into the rectangle.
     */
    static Vec2 nearestEdge(double x, double y, double left, double right, double top, double bottom) {
        if (Math.min(Math.abs(x - left), Math.abs(x - right)) < Math.min(Math.abs(y - top), Math.abs(y - bottom))) {
            return nearestVerticalEdge(x, y, left, right, top, bottom);
        }
        return new Vec2(Math.min(Math.max(x, left), right), Math.abs(y - top) < Math.abs(y - bottom) ? top : bottom);
    }

    /**
     * rcssserver's {@code placePlayersInField}: a player beyond the field and its margin goes to
     * the nearest edge of that area, keeping its velocity (rcssserver moves, it does not place).
     */
    static void keepPlayersInField(World world) {
        double maxX = HALF_LENGTH + PITCH_MARGIN, maxY = HALF_WIDTH + PITCH_MARGIN;
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (!p.enabled() || inRect(p.x(), p.y(), -maxX, maxX, -maxY, maxY)) continue;
            Vec2 edge = nearestEdge(p.x(), p.y(), -maxX, maxX, -maxY, maxY);
            p.position(edge.x(), edge.y());
        }
    }
}
