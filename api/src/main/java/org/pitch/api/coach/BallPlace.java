package org.pitch.api.coach;

import org.pitch.api.geom.FieldGeometry;

/**
 * Where the ball is, as {@code (check_ball)} tells it: rcssserver's inclusive rectangles, checked
 * in this order: the left goal, the right goal (2.44 m deep behind the line, as wide as
 * {@code goal_width} plus 6 cm), out of the field (beyond the lines by more than the ball's size),
 * else in the field.
 */
public enum BallPlace {
    IN_FIELD("in_field"), GOAL_LEFT("goal_l"), GOAL_RIGHT("goal_r"), OUT_OF_FIELD("out_of_field");

    /** Where the match's ball is, with the goal width and ball size of the parameters. */
    public static BallPlace of(org.pitch.api.world.Ball ball, org.pitch.api.param.Parameters p) {
        return of(ball.x(), ball.y(), p.real(org.pitch.api.param.ServerParam.GOAL_WIDTH), p.real(org.pitch.api.param.ServerParam.BALL_SIZE));
    }

    /** The depth rcssserver gives its goal rectangles. */
    static final double GOAL_DEPTH = 2.44;

    private final String wireName;

    BallPlace(String wireName) { this.wireName = wireName; }

    public String wireName() { return wireName; }

    public static BallPlace of(double x, double y, double goalWidth, double ballSize) {
        double depthCentre = (FieldGeometry.HALF_LENGTH * 2 + GOAL_DEPTH) / 2 + ballSize; // |x| of the rectangle's centre
        double halfWidth = (goalWidth + 0.06) / 2;
        boolean inGoalDepth = Math.abs(Math.abs(x) - depthCentre) <= GOAL_DEPTH / 2;
        if (x < 0 && inGoalDepth && Math.abs(y) <= halfWidth) return GOAL_LEFT;
        if (x > 0 && inGoalDepth && Math.abs(y) <= halfWidth) return GOAL_RIGHT;
        if (Math.abs(x) > FieldGeometry.HALF_LENGTH + ballSize || Math.abs(y) > FieldGeometry.HALF_WIDTH + ballSize) return OUT_OF_FIELD;
        return IN_FIELD;
    }
}
