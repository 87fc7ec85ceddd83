package org.pitch.api.geom;

import org.pitch.api.world.Side;

/**
 * Fixed dimensions of the field (manual §4.2): these are not parameters in rcssserver, the goal
 * width aside ({@code server::goal_width}), so they are constants here.
 */
public final class FieldGeometry {
    private FieldGeometry() {}

    public static final double PITCH_LENGTH = 105.0;
    public static final double PITCH_WIDTH = 68.0;
    public static final double PITCH_MARGIN = 5.0;
    public static final double CENTER_CIRCLE_R = 9.15;
    public static final double PENALTY_AREA_LENGTH = 16.5;
    public static final double PENALTY_AREA_WIDTH = 40.32;
    public static final double GOAL_AREA_LENGTH = 5.5;
    public static final double GOAL_AREA_WIDTH = 18.32;
    public static final double GOAL_DEPTH = 2.44;
    public static final double PENALTY_SPOT_DIST = 11.0;
    public static final double CORNER_ARC_R = 1.0;
    public static final double GOAL_POST_RADIUS = 0.06;

    public static final double HALF_LENGTH = PITCH_LENGTH / 2;
    public static final double HALF_WIDTH = PITCH_WIDTH / 2;

    /** y of the bench, where rcssserver parks players off the field: three metres outside the touch line. */
    public static final double BENCH_Y = -HALF_WIDTH - 3.0;

    /** x of a player's bench spot: 3 m times the uniform number from the centre, on its own side. */
    public static double benchX(Side side, int unum) { return -3.0 * unum * side.sign(); }
}
