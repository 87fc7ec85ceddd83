package org.pitch.api.world;

/** The two teams' sides, and NEUTRAL for the referee and unowned things. */
public enum Side {
    LEFT('l', 1), RIGHT('r', -1), NEUTRAL('n', 0);

    private final char wire;
    private final int sign;

    Side(char wire, int sign) { this.wire = wire; this.sign = sign; }

    /** The letter used on the wire: {@code l}, {@code r}. */
    public char wire() { return wire; }

    /** +1 for LEFT, -1 for RIGHT: multiply an x coordinate to mirror it into a team's view. */
    public int sign() { return sign; }

    public Side opponent() {
        return this == LEFT ? RIGHT : this == RIGHT ? LEFT : NEUTRAL;
    }
}
