package org.pitch.api.command;

/** {@code (dash Power [Direction])}: accelerate both legs alike; direction 0 when omitted. */
public record Dash(double power, double direction) implements BodyCommand {
    @Override public CommandKind kind() { return CommandKind.DASH; }
}
