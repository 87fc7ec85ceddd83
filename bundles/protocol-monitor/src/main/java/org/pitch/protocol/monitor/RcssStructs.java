package org.pitch.protocol.monitor;

/**
 * The numbers of rcssserver's binary monitor protocol (versions 1, 2) and game logs (1-3): what
 * each record is ({@code DispInfoMode}), the fixed-point scales, and the size of each struct as
 * rcssserver 19 is compiled on the usual platforms (natural alignment, 16- and 32-bit integers).
 */
public final class RcssStructs {
    private RcssStructs() {}

    // what a datagram or log record holds: the mode in front of it
    public static final int SHOW_MODE = 1;
    public static final int MSG_MODE = 2;
    /** Drawings and blanks: only in logs of version 1, which no monitor replays. */
    public static final int DRAW_MODE = 3;
    public static final int BLANK_MODE = 4;
    public static final int PM_MODE = 5;
    public static final int TEAM_MODE = 6;
    public static final int PT_MODE = 7;
    public static final int PARAM_MODE = 8;
    public static final int PPARAM_MODE = 9;

    /** Version 1 positions are in sixteenths of a metre, directions in whole degrees. */
    public static final double SCALE = 16.0;
    /** Version 2 and log 3 reals (metres, radians, stamina...) are fixed point with 16 fraction bits. */
    public static final double SCALE2 = 65536.0;

    /** {@code team_t}: a 16-character name and the score. */
    public static final int TEAM_NAME_SIZE = 16;
    public static final int TEAM_SIZE = 18;
    /** {@code msginfo_t}'s text buffer; a monitor gets at most one character less. */
    public static final int MESSAGE_SIZE = 2048;
    /** rcssserver copies at most this many characters of a message for a binary monitor. */
    public static final int MONITOR_MESSAGE_LIMIT = MESSAGE_SIZE - 1;
    /** {@code showinfo_t}: play mode, teams, the ball and 22 players as {@code pos_t}, time. */
    public static final int SHOWINFO_SIZE = 316;
    /** {@code showinfo_t2}: play mode, teams, {@code ball_t}, 22 {@code player_t}, time. */
    public static final int SHOWINFO2_SIZE = 1468;
    /** {@code short_showinfo_t2}: the ball, 22 players and the time (log 3; modes and teams are records of their own). */
    public static final int SHORT_SHOWINFO2_SIZE = 1428;
    public static final int SERVER_PARAMS_SIZE = 396;
    public static final int PLAYER_PARAMS_SIZE = 132;
    public static final int PLAYER_TYPE_SIZE = 88;
    /** {@code dispinfo_t}: the mode, then the largest member of its union ({@code msginfo_t}). */
    public static final int DISPINFO_SIZE = 2052;
    /** {@code dispinfo_t2}: the mode, two bytes of padding, the union (whose largest member is {@code msginfo_t}). */
    public static final int DISPINFO2_SIZE = 2056;
}
