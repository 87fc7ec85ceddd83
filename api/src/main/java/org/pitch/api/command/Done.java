package org.pitch.api.command;

/** {@code (done)}: the client has finished thinking this cycle (synch mode). */
public record Done() implements PlayerCommand {
    @Override public CommandKind kind() { return CommandKind.DONE; }
}
