package org.pitch.api.learn;

/**
 * How an episode stands after a step; every value but {@link #IN_PLAY} ends it. The names follow
 * Half Field Offense's status codes where HFO has one.
 */
public enum Outcome {
    IN_PLAY(false),
    /** A goal was scored (by either side). */
    GOAL(false),
    /** The defence (a defender or the goalie) won the ball. */
    CAPTURED_BY_DEFENSE(false),
    /** The ball left the scenario's area (HFO's half, the keepaway box, the field). */
    OUT_OF_BOUNDS(false),
    /** The step limit was reached: a truncation, not a terminal state. */
    OUT_OF_TIME(true),
    /** The match itself ended (full time). */
    MATCH_OVER(false);

    private final boolean truncation;

    Outcome(boolean truncation) { this.truncation = truncation; }

    public boolean ended() { return this != IN_PLAY; }

    /** Whether the episode was cut short rather than reaching a terminal state (Gymnasium's {@code truncated}). */
    public boolean truncation() { return truncation; }
}
