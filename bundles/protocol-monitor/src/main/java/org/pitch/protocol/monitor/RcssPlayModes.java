package org.pitch.protocol.monitor;

import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;

/**
 * The play mode as a number, rcssserver's {@code PlayMode} enumeration, which the monitor show
 * carries as {@code (pm N)}: {@code before_kick_off} is 1, {@code play_on} 3, {@code kick_off_l}
 * 4 and {@code kick_off_r} 5, and so on in pairs. Referee messages that are not modes of play in
 * rcssserver ({@code time_up}, {@code goalie_catch_ball_l}, ...) have no number: 0, its null mode.
 */
public final class RcssPlayModes {
    private RcssPlayModes() {}

    /** rcssserver's number for the mode awarded to {@code side} (a sided mode without a side counts as left's). */
    public static int id(PlayMode mode, Side side) {
        return mode.rcssNumber(side);
    }

    /** The mode's name as rcssserver prints it, {@code ""} for its null mode. */
    public static String name(PlayMode mode, Side side) {
        if (mode.rcssNumber(Side.LEFT) == 0) return "";
        return mode.wireName(mode.sided() && side != Side.RIGHT ? Side.LEFT : side);
    }
}
