package org.pitch.api.command;

/** {@code (score)}. */
public record Score() implements PlayerCommand {
    @Override public CommandKind kind() { return CommandKind.SCORE; }
}
