package org.pitch.api.command;

/** {@code (say Message)}: the message as sent, without quotes. */
public record Say(String message) implements PlayerCommand {
    @Override public CommandKind kind() { return CommandKind.SAY; }
}
