package org.pitch.api.protocol;

import org.pitch.api.world.Side;

/**
 * What the server puts on the monitors' message boards besides the shows; each monitor codec
 * words it ({@link MonitorCodec#boardText}). Which notices go out (e.g. says only with
 * {@code server::send_comms}) is the server's decision, the words are the protocol's.
 */
@org.osgi.annotation.versioning.ProviderType
public sealed interface BoardNotice {
    /** A referee message as the players hear it ({@code play_on}, {@code goal_l_1}). */
    record Referee(String message) implements BoardNotice {}

    /** A player's say as the server received it; {@code team} is empty before the team has a name. */
    record PlayerSaid(String team, int unum, String message) implements BoardNotice {}

    /**
     * What the trainer or an online coach said, as the source is named to monitors
     * ({@code referee} for the trainer, {@code online_coach_left}/{@code _right}).
     */
    record CoachSaid(String source, String text) implements BoardNotice {}

    /**
     * An online coach's CLang message as the players get it, with the cycle the coach said it
     * ({@code online_coach_left}/{@code _right}); {@code clang} as the CLang library prints it.
     */
    record CoachClang(String source, int timeSaid, String clang) implements BoardNotice {}

    /** A substitution: the player's new heterogeneous type. */
    record TypeChanged(Side side, int unum, int type) implements BoardNotice {}

    /** A side's goalie changed (an online coach's change to the goalie). */
    record GoalieChanged(Side side, int unum) implements BoardNotice {}

    /** The monitor's {@code (compression N)} was taken (said before the new level applies). */
    record CompressionTaken(int level) implements BoardNotice {}
}
