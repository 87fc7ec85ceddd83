package org.pitch.api.command;

/** {@code (pointto Dist Dir)} or, with {@code off} set, {@code (pointto off)}. */
public record PointTo(boolean off, double distance, double direction) implements PlayerCommand {
    public static PointTo stop() { return new PointTo(true, 0, 0); }

    @Override public CommandKind kind() { return CommandKind.POINT_TO; }
}
