package org.pitch.api.record;

/**
 * Who sent a datagram the recorders are told of ({@link Recorder#received}). How a log names
 * each (rcssserver's {@code TEAM_UNUM}, {@code Coach}, {@code TEAM_Coach}) is the log's own
 * business.
 */
@org.osgi.annotation.versioning.ProviderType
public sealed interface Sender {
    /** The trainer (there is one at most). */
    Sender TRAINER = new Trainer();

    /** A player of that team, by uniform number. */
    record Player(String team, int unum) implements Sender {}

    /** The trainer, the offline coach. */
    record Trainer() implements Sender {}

    /** A team's online coach. */
    record OnlineCoach(String team) implements Sender {}
}
