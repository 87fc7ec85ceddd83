package org.pitch.protocol.vsc.sense;

/**
 * One object of a 2D {@code see}, as the camera draws it: its kind, distance (metres) and
 * direction relative to the head (degrees, clockwise as in the 2D protocol).
 */
public record Seen(Kind kind, double distance, double direction) {
    /** What an object is, as far as the camera's colours tell it. */
    public enum Kind { BALL, TEAMMATE, OPPONENT, PLAYER, GOAL, FLAG, LINE }
}
