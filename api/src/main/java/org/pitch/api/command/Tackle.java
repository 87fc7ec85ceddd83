package org.pitch.api.command;

/**
 * {@code (tackle PowerOrAngle [Foul])}, foul since v14. How the argument is read depends on the
 * client's protocol version, as in rcssserver: from v12 on it is a direction relative to the body
 * (the power follows from it); before v12 it is a power and the ball goes along the body
 * ({@code powerForm}). The protocol layer, which knows the version, decides.
 */
public record Tackle(double powerOrAngle, boolean foul, boolean powerForm) implements BodyCommand {
    /** A tackle by angle, as clients of protocol v12 and later send it. */
    public Tackle(double angle, boolean foul) {
        this(angle, foul, false);
    }

    @Override public CommandKind kind() { return CommandKind.TACKLE; }
}
