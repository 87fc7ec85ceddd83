package org.pitch.api.command;

/** {@code (catch Direction)}: goalies only. */
public record Catch(double direction) implements BodyCommand {
    @Override public CommandKind kind() { return CommandKind.CATCH; }
}
