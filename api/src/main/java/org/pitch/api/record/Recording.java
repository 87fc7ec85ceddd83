package org.pitch.api.record;

import org.pitch.api.param.Parameters;
import org.pitch.api.world.World;

/**
 * A recorded match as frames: a frame is one show with the board messages the log holds before
 * it. Read once; any number of {@link Playhead}s play it, each at its own position.
 */
@org.osgi.annotation.versioning.ProviderType
public interface Recording {
    /** E.g. {@code TeamA 2 - 1 TeamB, game log version 6, 6000 shows (cycles 1-6000)}. */
    String summary();

    /** The recorded parameters (the fallback's where the log has none): what monitors are greeted with. */
    Parameters parameters();

    /** How many frames (shows) the log holds. */
    int frames();

    /** The cycle frame {@code frame} (0-based) shows; not decreasing, equal while the clock stood. */
    int time(int frame);

    /** A new playback position, before the first frame. */
    Playhead playhead();

    /** Where one playback is. Not thread-safe: one thread drives it. */
    @org.osgi.annotation.versioning.ProviderType
    interface Playhead {
        /** The world after the frames applied so far, as a monitor writer reads it. */
        World world();

        /** Frames applied so far; 0 before the first. */
        int position();

        /** Applies the next frame, its board messages first; false (nothing applied) past the last. */
        boolean next(BoardListener messages);

        /** Back before the first frame. */
        void rewind();
    }

    /** A board message on the way to a frame: board 1 is the referee's and the server's. */
    @FunctionalInterface
    @org.osgi.annotation.versioning.ConsumerType
    interface BoardListener {
        void message(int board, String text);
    }
}
