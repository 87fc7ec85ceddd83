package org.pitch.protocol.clang.tree;

/**
 * The ways of moving the ball in {@code (bto REGION {p d c s})}. Declared in rcssserver's printing
 * order: a set prints {@code p d c s} in this order, without spaces.
 */
public enum BallMove {
    PASS("p"), DRIBBLE("d"), CLEAR("c"), SCORE("s");

    private final String letter;

    BallMove(String letter) { this.letter = letter; }

    /** The one-letter token. */
    public String letter() { return letter; }
}
