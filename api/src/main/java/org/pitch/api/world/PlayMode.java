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
