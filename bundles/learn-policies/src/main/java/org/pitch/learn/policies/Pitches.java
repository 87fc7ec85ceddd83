package org.pitch.learn.policies;

import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.world.Side;

/** The field as one side sees it: the left side defends x = −52.5 and attacks +x, the right side the mirror. */
final class Pitches {
    private Pitches() {}

    /** x of the centre of the goal {@code side} attacks. */
    static double attackedGoalX(Side side) { return FieldGeometry.HALF_LENGTH * side.sign(); }

    /** x of the centre of the goal {@code side} defends. */
    static double defendedGoalX(Side side) { return -FieldGeometry.HALF_LENGTH * side.sign(); }

    /** Whether (x, y) is inside the penalty area {@code side} defends, lines included. */
    static boolean inOwnPenaltyArea(Side side, double x, double y) {
        double depth = (x - defendedGoalX(side)) * side.sign(); // metres out from the goal line
        return depth >= 0 && depth <= FieldGeometry.PENALTY_AREA_LENGTH
                && Math.abs(y) <= FieldGeometry.PENALTY_AREA_WIDTH / 2;
    }

    /** x brought into the penalty area {@code side} defends, {@code margin} inside its lines. */
    static double clampIntoOwnPenaltyAreaX(Side side, double x, double margin) {
        double goal = defendedGoalX(side);
        double depth = Math.min(Math.max((x - goal) * side.sign(), margin), FieldGeometry.PENALTY_AREA_LENGTH - margin);
        return goal + depth * side.sign();
    }

    /** y brought into the penalty area, {@code margin} inside its lines. */
    static double clampIntoPenaltyAreaY(double y, double margin) {
        double half = FieldGeometry.PENALTY_AREA_WIDTH / 2 - margin;
        return Math.min(Math.max(y, -half), half);
    }
}
