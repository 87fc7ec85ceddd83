package org.pitch.api.command;

/** {@code (compression Level)}: zlib level for messages to this client; -1 turns it off. */
public record Compression(int level) implements PlayerCommand {
    @Override public CommandKind kind() { return CommandKind.COMPRESSION; }
}
