package org.pitch.rules.offside;

import static org.pitch.api.geom.FieldGeometry.GOAL_AREA_LENGTH;
import static org.pitch.api.geom.FieldGeometry.GOAL_AREA_WIDTH;
import static org.pitch.api.geom.FieldGeometry.HALF_LENGTH;
import static org.pitch.api.geom.FieldGeometry.PITCH_LENGTH;
import static org.pitch.api.geom.FieldGeometry.PITCH_WIDTH;

import org.pitch.api.geom.Areas;
import org.pitch.api.geom.Vec2;

/**
 * Where rcssserver puts the ball for the free kick after an offside, given the offender's mark
 * (the offside line at his y when the ball was played):
 * <ul>
 * <li>a mark in a goal area, or beyond a goal line, goes to that goal area's front corner on the
 *     mark's side of the width (a mark with y = 0 counts as the negative side);</li>
 * <li>a mark within {@code ckick_margin} of the field's edge goes to the nearest edge of the field
 *     shrunk by that margin;</li>
 * <li>any other mark is the spot itself.</li>
 * </ul>
 */
final class OffsideSpot {
    private OffsideSpot() {}

    static Vec2 of(double markX, double markY, double cornerKickMargin) {
        double goalAreaFront = HALF_LENGTH - GOAL_AREA_LENGTH;
        double cornerY = (markY > 0 ? 1 : -1) * GOAL_AREA_WIDTH / 2.0;
        if (markX > HALF_LENGTH || inGoalArea(markX, markY, 1)) return new Vec2(goalAreaFront, cornerY);
        if (markX < -HALF_LENGTH || inGoalArea(markX, markY, -1)) return new Vec2(-goalAreaFront, cornerY);
        // rcssserver's area is the field shrunk by the margin on every side, computed as a size
        double maxX = (PITCH_LENGTH - 2.0 * cornerKickMargin) * 0.5, maxY = (PITCH_WIDTH - 2.0 * cornerKickMargin) * 0.5;
        if (!Areas.inRect(markX, markY, -maxX, maxX, -maxY, maxY)) {
            return Areas.nearestEdge(markX, markY, -maxX, maxX, -maxY, maxY);
        }
        return new Vec2(markX, markY);
    }

    /** Whether the point is in the goal area at the end {@code end} (+1 right, -1 left), edges included. */
    private static boolean inGoalArea(double x, double y, int end) {
        double inner = end * (HALF_LENGTH - GOAL_AREA_LENGTH), outer = end * HALF_LENGTH;
        return Areas.inRect(x, y, Math.min(inner, outer), Math.max(inner, outer), -GOAL_AREA_WIDTH / 2.0, GOAL_AREA_WIDTH / 2.0);
    }
}
