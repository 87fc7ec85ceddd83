package org.pitch.protocol.player;

import org.pitch.api.sense.Heard;

/**
 * The values of {@link Heard#source()} the player codecs tell apart; any other source is another
 * player.
 */
public final class HeardSources {
    private HeardSources() {}

    /** The listener's own message. */
    public static final String SELF = "self";
    /** A referee announcement (play modes, {@code goal_l_1}, ...). */
    public static final String REFEREE = "referee";
    /** The trainer's (offline coach's) {@code say}. */
    public static final String COACH = "coach";
    /** The left online coach. */
    public static final String ONLINE_COACH_LEFT = "online_coach_left";
    /** The right online coach. */
    public static final String ONLINE_COACH_RIGHT = "online_coach_right";
    /** Another player (any source not listed above is treated so). */
    public static final String PLAYER = "player";

    /** Whether the source is an online coach. */
    public static boolean onlineCoach(String source) {
        return ONLINE_COACH_LEFT.equals(source) || ONLINE_COACH_RIGHT.equals(source);
    }
}
