package org.pitch.api.command;

/** {@code (move X Y)}: place the player, in its own team's coordinates. */
public record Move(double x, double y) implements BodyCommand {
    @Override public CommandKind kind() { return CommandKind.MOVE; }
}
