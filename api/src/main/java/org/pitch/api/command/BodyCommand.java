package org.pitch.api.command;

/** A command that moves the body; at most one is executed per player per cycle. */
@org.osgi.annotation.versioning.ProviderType
public sealed interface BodyCommand extends PlayerCommand
        permits Turn, Dash, LegDash, Kick, Tackle, Catch, Move {
}
