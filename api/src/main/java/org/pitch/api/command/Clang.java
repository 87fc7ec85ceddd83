package org.pitch.api.command;

/** {@code (clang (ver Min Max))}: the coach language versions the player understands. */
public record Clang(int minVersion, int maxVersion) implements PlayerCommand {
    @Override public CommandKind kind() { return CommandKind.CLANG; }
}
