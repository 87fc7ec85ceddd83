package org.pitch.learn.scenario;

import org.pitch.api.world.Side;

/**
 * One player of a scenario's roster: controlled by the client ({@code policy} null) or played by
 * the scripted policy of that name.
 */
public record Seat(Side side, int unum, boolean goalie, String policy) {
    public static Seat controlled(Side side, int unum, boolean goalie) { return new Seat(side, unum, goalie, null); }

    public static Seat scripted(Side side, int unum, boolean goalie, String policy) { return new Seat(side, unum, goalie, policy); }

    public boolean isControlled() { return policy == null; }

    /** The agent's name on the wire: {@code left_3}, {@code right_1}. */
    public String agent() { return agentName(side, unum); }

    public static String agentName(Side side, int unum) { return (side == Side.LEFT ? "left_" : "right_") + unum; }
}
