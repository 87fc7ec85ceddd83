package org.pitch.api.record;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.world.World;

/**
 * Writes what happens in a match somewhere: a game log (.rcg), a text log (.rcl), a result
 * saver. Called on the simulation thread; an implementation that does I/O must never throw into
 * the kernel and should hand slow work to its own thread.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface Recorder {
    String NAME_PROPERTY = "pitch.recorder.name";

    void matchStarted(ServerConfiguration configuration, World world);

    /** After each simulated cycle. */
    void cycle(World world);

    /** A referee or player message, for logs that record messages. */
    default void message(World world, String source, String text) {}

    /**
     * An online coach's CLang message delivered to its team, for logs that record messages: as
     * rcssserver logs it, the cycle it was said and the message ({@code 120 (info ...)}).
     */
    default void coachClang(World world, String source, int timeSaid, String clang) {
        message(world, source, timeSaid + " " + clang);
    }

    /**
     * A datagram a client sent, as text (trailing NUL removed), before it is executed; for text
     * logs. The text is a view of the datagram valid during the call only (no string is made per
     * datagram): a recorder that keeps it keeps {@code text.toString()}.
     */
    default void received(World world, Sender sender, CharSequence text) {}

    /** A tile of a team's graphic an online coach sent, for game logs (rcssserver writes it at once). */
    default void teamGraphic(World world, org.pitch.api.world.Side side, org.pitch.api.coach.CoachCommand.TeamGraphic graphic) {}

    /** The match is over or the server stops: write the end and flush. */
    void matchEnded(World world);
}
