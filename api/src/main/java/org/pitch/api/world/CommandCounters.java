package org.pitch.api.world;

import org.pitch.api.command.CommandKind;

/** How many commands of each kind a player has had executed, as reported by sense_body. */
public final class CommandCounters {
    private final int[] counts = new int[CommandKind.values().length];

    public int get(CommandKind kind) { return counts[kind.ordinal()]; }
    public void increment(CommandKind kind) { counts[kind.ordinal()]++; }
}
