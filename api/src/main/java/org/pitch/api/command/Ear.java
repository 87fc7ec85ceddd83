package org.pitch.api.command;

/** {@code (ear (on|off [Team] [partial|complete]))}: which teammates' messages the player hears. */
public record Ear(boolean on, String team, Mode mode) implements PlayerCommand {
    public enum Mode { BOTH, PARTIAL, COMPLETE }

    @Override public CommandKind kind() { return CommandKind.EAR; }
}
