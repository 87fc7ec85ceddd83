package org.pitch.api.command;

/** {@code (sense_body)}: ask for a body report now. */
public record SenseBody() implements PlayerCommand {
    @Override public CommandKind kind() { return CommandKind.SENSE_BODY; }
}
