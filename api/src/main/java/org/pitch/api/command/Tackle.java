package org.pitch.api.command;

/** {@code (tackle PowerOrAngle [Foul])}: an angle since v12, a power before; foul since v14. */
public record Tackle(double powerOrAngle, boolean foul) implements BodyCommand {
    @Override public CommandKind kind() { return CommandKind.TACKLE; }
}
