package org.pitch.learn.observe;

import org.pitch.api.geom.Angles;
import org.pitch.api.world.Side;

/**
 * An agent's own frame: it attacks towards +x. For the right side, field coordinates are turned
 * by 180° (x, y → -x, -y; directions + 180°), so one policy can play either side.
 */
final class OwnFrame {
    private OwnFrame() {}

    static double sign(Side side) { return side == Side.RIGHT ? -1 : 1; }

    static double direction(Side side, double fieldDegrees) {
        return side == Side.RIGHT ? Angles.normalize(fieldDegrees + 180) : Angles.normalize(fieldDegrees);
    }

    /** The direction from (x, y) to (tx, ty), both in the same frame, relative to {@code facing}. */
    static double relative(double x, double y, double tx, double ty, double facing) {
        return Angles.normalize(Angles.direction(tx - x, ty - y) - facing);
    }
}
