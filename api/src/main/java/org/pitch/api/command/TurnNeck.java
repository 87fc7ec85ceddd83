package org.pitch.api.command;

/** {@code (turn_neck Moment)}. */
public record TurnNeck(double moment) implements PlayerCommand {
    @Override public CommandKind kind() { return CommandKind.TURN_NECK; }
}
