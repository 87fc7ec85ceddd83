package org.pitch.replay;

import java.util.List;

/**
 * Where the replay is in the log: each {@link #advance} applies the records up to and including
 * the next show to the {@link ReplayWorld}, telling the listener of each board message on the way
 * and of the show at the end, as a live server sends a cycle's messages before its show. The
 * records after the last show (the result message, the closing team record) make one last
 * advance without a show. Not thread-safe: the replay's own thread drives it.
 */
final class Playback {
    /** What a step of the log brings, for the monitors. */
    interface Listener {
        void message(int board, String text);

        void show();
    }

    private final RecordedMatch match;
    private final ReplayWorld world;
    private int next;
    private int showsPlayed;

    Playback(RecordedMatch match) {
        this.match = match;
        this.world = new ReplayWorld(match.parameters(), match.types());
    }

    ReplayWorld world() { return world; }

    RecordedMatch match() { return match; }

    /** Back to the log's start: nothing applied yet. */
    void rewind() {
        next = 0;
        showsPlayed = 0;
        world.reset();
    }

    /** Whether every record was applied. */
    boolean atEnd() { return next >= match.events().size(); }

    /** How many shows were applied since the start. */
    int showsPlayed() { return showsPlayed; }

    /**
     * Applies the records up to and including the next show (or up to the end). Returns whether a
     * show was applied.
     */
    boolean advance(Listener listener) {
        List<LogEvent> events = match.events();
        while (next < events.size()) {
            LogEvent e = events.get(next++);
            if (e instanceof LogEvent.Show s) {
                world.show(s);
                showsPlayed++;
                listener.show();
                return true;
            } else if (e instanceof LogEvent.PlayModeChange m) {
                world.playMode(m);
            } else if (e instanceof LogEvent.TeamsChange t) {
                world.teams(t);
            } else if (e instanceof LogEvent.Message m) {
                world.clock(m.time(), m.stoppage());
                listener.message(m.board(), m.text());
            }
        }
        return false;
    }
}
