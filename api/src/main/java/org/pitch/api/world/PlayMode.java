package org.pitch.api.world;

/**
 * Every play mode of rcssserver 19 (manual table 4.19), with the name it has on the wire when the
 * mode belongs to a side ({@code kick_off_l}) or to nobody ({@code play_on}).
 */
public enum PlayMode {
    NULL("", false),
    BEFORE_KICK_OFF("before_kick_off", false),
    TIME_OVER("time_over", false),
    PLAY_ON("play_on", false),
    KICK_OFF("kick_off", true),
    KICK_IN("kick_in", true),
    FREE_KICK("free_kick", true),
    CORNER_KICK("corner_kick", true),
    GOAL_KICK("goal_kick", true),
    AFTER_GOAL("goal", true),
    DROP_BALL("drop_ball", false),
    OFFSIDE("offside", true),
    PENALTY_KICK("penalty_kick", true),
    FIRST_HALF_OVER("first_half_over", false),
    PAUSE("pause", false),
    HUMAN("human_judge", false),
    FOUL_CHARGE("foul_charge", true),
    FOUL_PUSH("foul_push", true),
    FOUL_MULTIPLE_ATTACKER("foul_multiple_attack", true), // rcssserver's spelling
    FOUL_BALL_OUT("foul_ballout", true),
    BACK_PASS("back_pass", true),
    FREE_KICK_FAULT("free_kick_fault", true),
    CATCH_FAULT("catch_fault", true),
    INDIRECT_FREE_KICK("indirect_free_kick", true),
    PENALTY_SETUP("penalty_setup", true),
    PENALTY_READY("penalty_ready", true),
    PENALTY_TAKEN("penalty_taken", true),
    PENALTY_MISS("penalty_miss", true),
    PENALTY_SCORE("penalty_score", true),
    ILLEGAL_DEFENSE("illegal_defense", true),
    PENALTY_ONFIELD("penalty_onfield", true),
    PENALTY_FOUL("penalty_foul", true),
    GOALIE_CATCH_BALL("goalie_catch_ball", true),
    TIME_UP_WITHOUT_A_TEAM("time_up_without_a_team", false),
    TIME_UP("time_up", false),
    TIME_EXTENDED("time_extended", false);

    private final String wireName;
    private final boolean sided;
    private final String leftName, rightName;
    /** rcssserver's number of the mode (the left side's for a sided mode); 0 for none. */
    private int number;
    /** The wire names by rcssserver's number: its PlayMode enumeration, null mode first. */
    private static final String[] BY_NUMBER;

    static {
        // rcssserver numbers the modes in this order up to illegal_defense, a sided mode left then
        // right; the later ones are referee messages without a number
        java.util.List<String> names = new java.util.ArrayList<>();
        for (PlayMode m : values()) {
            if (m.ordinal() > ILLEGAL_DEFENSE.ordinal()) break;
            m.number = names.size();
            if (m.sided) {
                names.add(m.leftName);
                names.add(m.rightName);
            } else {
                names.add(m.wireName);
            }
        }
        BY_NUMBER = names.toArray(String[]::new);
    }

    PlayMode(String wireName, boolean sided) {
        this.wireName = wireName;
        this.sided = sided;
        this.leftName = sided ? wireName + "_l" : wireName;
        this.rightName = sided ? wireName + "_r" : wireName;
    }

    /** The full name as referee messages and sensors carry it, e.g. {@code kick_off_l}, {@code play_on}. */
    public String wireName(Side side) {
        return side == Side.LEFT ? leftName : side == Side.RIGHT ? rightName : wireName;
    }

    /** The name without side suffix, e.g. {@code kick_off}. */
    public String wireName() { return wireName; }

    /** Whether the mode is awarded to a side and carries an {@code _l}/{@code _r} suffix. */
    public boolean sided() { return sided; }

    /**
     * rcssserver's number for the mode awarded to {@code side}, as monitor shows ({@code (pm N)})
     * and binary logs carry it: {@code before_kick_off} 1, {@code play_on} 3, {@code kick_off_l} 4,
     * {@code kick_off_r} 5. A sided mode awarded to nobody counts as the left side's; referee
     * messages that are no mode there ({@code time_up}, {@code goalie_catch_ball}) are 0.
     */
    public int rcssNumber(Side side) {
        return number != 0 && sided && side == Side.RIGHT ? number + 1 : number;
    }

    /** The wire name of the mode rcssserver numbers {@code number} ({@code ""} for 0), or null if none. */
    public static String rcssName(int number) {
        return number >= 0 && number < BY_NUMBER.length ? BY_NUMBER[number] : null;
    }

    /** The mode a match starts in, before its first kick-off. */
    public static PlayMode atStart() { return BEFORE_KICK_OFF; }

    /** How many numbers rcssserver's play modes use, its null mode included. */
    public static int rcssNumbers() { return BY_NUMBER.length; }

    /**
     * A stoppage: the referee has called something (a goal, offside, a foul, a fault) and lets
     * time pass, the clock standing, before the set play it leads to goes to the other side.
     */
    public boolean isStoppage() {
        switch (this) {
            case AFTER_GOAL: case OFFSIDE: case ILLEGAL_DEFENSE: case FOUL_CHARGE: case FOUL_PUSH:
            case BACK_PASS: case FREE_KICK_FAULT: case CATCH_FAULT:
                return true;
            default:
                return false;
        }
    }

    /**
     * Whether the match clock stands in this mode: before the kick-off, after time over and in
     * every stoppage. Nobody can kick or tackle then either.
     */
    public boolean clockStands() {
        return this == BEFORE_KICK_OFF || this == TIME_OVER || isStoppage();
    }

    /** Before the kick-off and after time over nothing moves but by {@code move}: objects are held still. */
    public boolean holdsStill() { return this == BEFORE_KICK_OFF || this == TIME_OVER; }

    /** Time over: the match is over and the referees judge no more cycles. */
    public boolean isOver() { return this == TIME_OVER; }

    /** Before the kick-off of a half: players place themselves, team graphics go out faster. */
    public boolean awaitsKickOff() { return this == BEFORE_KICK_OFF; }

    /** Play runs: the ball is in play and nobody waits for a set play. */
    public boolean isPlayOn() { return this == PLAY_ON; }

    /**
     * Whether a change to this mode is announced by its name; a goal's own message
     * ({@code goal_l_2}) replaces the mode's, as in rcssserver.
     */
    public boolean announcedByName() { return this != AFTER_GOAL; }

    /** Whether a goalie keeps a ball he caught: only when the catch gave his side a free kick (a legal catch). */
    public boolean letsGoalieHoldBall() { return this == FREE_KICK; }

    /**
     * The side this mode gives the ball to (rcssserver's kick-off side), {@code modeSide} being the
     * side the mode is named for: that side in a kick-off, kick-in, free kick, corner or goal kick;
     * the other after a goal, offside, foul, fault or illegal defence (the waits before the set
     * play); nobody's ({@link Side#NEUTRAL}) in a drop ball; {@code null} when the mode leaves
     * the side as it was (play on, before kick-off, the shoot-out).
     */
    public Side ballGivenTo(Side modeSide) {
        if (isStoppage()) return modeSide.opponent();
        switch (this) {
            case KICK_OFF: case KICK_IN: case FREE_KICK: case INDIRECT_FREE_KICK: case CORNER_KICK: case GOAL_KICK:
                return modeSide;
            case DROP_BALL:
                return Side.NEUTRAL;
            default:
                return null;
        }
    }

    /** A shoot-out penalty is about to be or being taken (ready, taken): no team may change its goalie. */
    public boolean penaltyUnderway() { return this == PENALTY_READY || this == PENALTY_TAKEN; }

    /** A mode of the penalty shoot-out (setup, ready, taken, miss, score). */
    public boolean isPenaltyShootOut() {
        switch (this) {
            case PENALTY_SETUP: case PENALTY_READY: case PENALTY_TAKEN: case PENALTY_MISS: case PENALTY_SCORE:
                return true;
            default:
                return false;
        }
    }
}
