package org.pitch.api.sense;

import org.pitch.api.world.Side;

/**
 * Who said a {@link Spoken} message: a player, the referee, the trainer or a side's online coach.
 * {@link #heardAs()} is how a hearer's {@code (hear ...)} names the speaker (a player is named by
 * a direction or {@code self} instead, which the aural sensor decides).
 */
public enum Speaker {
    PLAYER("player"),
    REFEREE("referee"),
    /** The trainer (offline coach), whom players hear as {@code coach}. */
    TRAINER("coach"),
    ONLINE_COACH_LEFT("online_coach_left"),
    ONLINE_COACH_RIGHT("online_coach_right");

    private final String heardAs;

    Speaker(String heardAs) { this.heardAs = heardAs; }

    public String heardAs() { return heardAs; }

    /** The online coach of {@code side}. */
    public static Speaker onlineCoach(Side side) {
        return side == Side.LEFT ? ONLINE_COACH_LEFT : ONLINE_COACH_RIGHT;
    }

    public boolean onlineCoach() { return this == ONLINE_COACH_LEFT || this == ONLINE_COACH_RIGHT; }

    /** The side of an online coach; {@link Side#NEUTRAL} for anyone else. */
    public Side side() {
        return this == ONLINE_COACH_LEFT ? Side.LEFT : this == ONLINE_COACH_RIGHT ? Side.RIGHT : Side.NEUTRAL;
    }
}
