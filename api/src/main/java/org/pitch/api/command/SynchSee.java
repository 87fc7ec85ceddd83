package org.pitch.api.command;

/** {@code (synch_see)}: see messages aligned to cycles. */
public record SynchSee() implements PlayerCommand {
    @Override public CommandKind kind() { return CommandKind.SYNCH_SEE; }
}
