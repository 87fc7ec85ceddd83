package org.pitch.api.command;

/** {@code (kick Power Direction)}. */
public record Kick(double power, double direction) implements BodyCommand {
    @Override public CommandKind kind() { return CommandKind.KICK; }
}
