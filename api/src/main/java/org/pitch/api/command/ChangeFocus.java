package org.pitch.api.command;

/** {@code (change_focus DistMoment DirMoment)} (v18): moves the focus point. */
public record ChangeFocus(double distanceMoment, double directionMoment) implements PlayerCommand {
    @Override public CommandKind kind() { return CommandKind.CHANGE_FOCUS; }
}
