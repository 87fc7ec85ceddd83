package org.pitch.replay;

import java.util.List;

import org.pitch.api.param.Parameters;
import org.pitch.api.record.Recording;
import org.pitch.api.world.World;

/** A {@link RecordedMatch} offered as frames (the api's {@link Recording}), each playhead its own {@link Playback}. */
public final class RecordedFrames implements Recording {
    private final RecordedMatch match;
    private final int[] times;

    public RecordedFrames(RecordedMatch match) {
        this.match = match;
        this.times = new int[match.shows()];
        int i = 0;
        for (LogEvent e : match.events()) if (e instanceof LogEvent.Show s) times[i++] = s.time();
    }

    @Override public String summary() { return match.summary(); }

    @Override public Parameters parameters() { return match.parameters(); }

    @Override public int frames() { return times.length; }

    @Override public int time(int frame) { return times[frame]; }

    /** What was odd in the log but not fatal, one sentence each. */
    public List<String> warnings() { return match.warnings(); }

    @Override
    public Playhead playhead() {
        Playback playback = new Playback(match);
        return new Playhead() {
            private BoardListener target;
            private final Playback.Listener relay = new Playback.Listener() {
                @Override public void message(int board, String text) { target.message(board, text); }

                @Override public void show() { }
            };

            @Override public World world() { return playback.world(); }

            @Override public int position() { return playback.showsPlayed(); }

            @Override
            public boolean next(BoardListener messages) {
                if (playback.showsPlayed() >= times.length) return false;
                target = messages;
                return playback.advance(relay);
            }

            @Override public void rewind() { playback.rewind(); }
        };
    }
}
