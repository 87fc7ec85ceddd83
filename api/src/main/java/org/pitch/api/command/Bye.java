package org.pitch.api.command;

/** {@code (bye)}: the client leaves. */
public record Bye() implements PlayerCommand {
    @Override public CommandKind kind() { return CommandKind.BYE; }
}
