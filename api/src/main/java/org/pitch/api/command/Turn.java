package org.pitch.api.command;

/** {@code (turn Moment)}: turn the body; the effective angle shrinks with speed. */
public record Turn(double moment) implements BodyCommand {
    @Override public CommandKind kind() { return CommandKind.TURN; }
}
