package org.pitch.protocol.monitor;

import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;

/**
 * The play mode as a number, rcssserver's {@code PlayMode} enumeration, which the monitor show
 * carries as {@code (pm N)}: {@code before_kick_off} is 1, {@code play_on} 3, {@code kick_off_l}
 * 4 and {@code kick_off_r} 5, and so on in pairs. Referee messages that are not modes of play in
 * rcssserver ({@code time_up}, {@code goalie_catch_ball_l}, ...) have no number: 0, its null mode.
 */
final class RcssPlayModes {
    private RcssPlayModes() {}

    /** rcssserver's number of each mode for the left side (one more for the right), by ordinal. */
    private static final int[] LEFT_ID = new int[PlayMode.values().length];

    static {
        set(PlayMode.BEFORE_KICK_OFF, 1);
        set(PlayMode.TIME_OVER, 2);
        set(PlayMode.PLAY_ON, 3);
        set(PlayMode.KICK_OFF, 4);
        set(PlayMode.KICK_IN, 6);
        set(PlayMode.FREE_KICK, 8);
        set(PlayMode.CORNER_KICK, 10);
        set(PlayMode.GOAL_KICK, 12);
        set(PlayMode.AFTER_GOAL, 14);
        set(PlayMode.DROP_BALL, 16);
        set(PlayMode.OFFSIDE, 17);
        set(PlayMode.PENALTY_KICK, 19);
        set(PlayMode.FIRST_HALF_OVER, 21);
        set(PlayMode.PAUSE, 22);
        set(PlayMode.HUMAN, 23);
        set(PlayMode.FOUL_CHARGE, 24);
        set(PlayMode.FOUL_PUSH, 26);
        set(PlayMode.FOUL_MULTIPLE_ATTACKER, 28);
        set(PlayMode.FOUL_BALL_OUT, 30);
        set(PlayMode.BACK_PASS, 32);
        set(PlayMode.FREE_KICK_FAULT, 34);
        set(PlayMode.CATCH_FAULT, 36);
        set(PlayMode.INDIRECT_FREE_KICK, 38);
        set(PlayMode.PENALTY_SETUP, 40);
        set(PlayMode.PENALTY_READY, 42);
        set(PlayMode.PENALTY_TAKEN, 44);
        set(PlayMode.PENALTY_MISS, 46);
        set(PlayMode.PENALTY_SCORE, 48);
        set(PlayMode.ILLEGAL_DEFENSE, 50);
    }

    private static void set(PlayMode mode, int leftId) { LEFT_ID[mode.ordinal()] = leftId; }

    /** rcssserver's number for the mode awarded to {@code side} (a sided mode without a side counts as left's). */
    static int id(PlayMode mode, Side side) {
        int id = LEFT_ID[mode.ordinal()];
        return id != 0 && mode.sided() && side == Side.RIGHT ? id + 1 : id;
    }

    /** The mode's name as rcssserver prints it, {@code ""} for its null mode. */
    static String name(PlayMode mode, Side side) {
        if (LEFT_ID[mode.ordinal()] == 0) return "";
        return mode.wireName(mode.sided() && side != Side.RIGHT ? Side.LEFT : side);
    }
}
