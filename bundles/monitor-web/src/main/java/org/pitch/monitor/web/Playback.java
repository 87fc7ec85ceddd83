package org.pitch.monitor.web;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.record.Recording;

/**
 * One browser's playback of a recorded match: play, pause, step, seek to a cycle, speed. Each
 * frame is written with the JSON monitor codec, so the page draws a log exactly as it draws a live
 * match. Runs on the browser's event loop; the state goes to the page as
 * {@code {"replay":{...}}} whenever it changes.
 */
final class Playback {
    static final double MIN_SPEED = 0.1, MAX_SPEED = 100;

    private final Viewer viewer;
    private final String id;
    private final Recording recording;
    private final Recording.Playhead head;
    private final MonitorWriter writer;
    private final TextSink sink = new TextSink();
    private final long stepNanos;
    private double speed = 1;
    private ScheduledFuture<?> timer;

    Playback(Viewer viewer, String id, Recording recording, MonitorCodec json) {
        this.viewer = viewer;
        this.id = id;
        this.recording = recording;
        this.head = recording.playhead();
        this.writer = json.open(-1, recording.parameters());
        this.stepNanos = TimeUnit.MILLISECONDS.toNanos(Math.max(1, recording.parameters().integer(ServerParam.SIMULATOR_STEP)));
    }

    /** Greets the page as a monitor is greeted, shows the first frame, and tells the state. */
    void begin() {
        writer.greeting(sink.to(viewer::message), head.world());
        frame();
        state();
    }

    void play() {
        if (timer != null) return;
        if (head.position() >= recording.frames()) seekFrame(0);
        schedule();
        state();
    }

    void pause() {
        stopTimer();
        state();
    }

    void step() {
        stopTimer();
        frame();
        state();
    }

    /** To the first frame that shows the cycle (or the last before it, past the end). */
    void seek(int cycle) {
        int lo = 0, hi = recording.frames() - 1;
        while (lo < hi) { // the first frame whose time is at least the cycle
            int mid = (lo + hi) >>> 1;
            if (recording.time(mid) < cycle) lo = mid + 1;
            else hi = mid;
        }
        seekFrame(lo);
        state();
    }

    void speed(double factor) {
        speed = Math.max(MIN_SPEED, Math.min(MAX_SPEED, factor));
        if (timer != null) {
            stopTimer();
            schedule();
        }
        state();
    }

    void close() {
        stopTimer();
    }

    String id() { return id; }

    private void seekFrame(int frame) {
        head.rewind();
        Recording.BoardListener quiet = (board, text) -> { };
        while (head.position() < frame && head.next(quiet)) { /* applied */ }
        frame();
    }

    /** Applies the next frame and sends its board messages and its show; false past the last. */
    private boolean frame() {
        if (!head.next((board, text) -> writer.message(sink.to(viewer::message), head.world(), board, text))) {
            return false;
        }
        writer.cycle(sink.to(viewer::show), head.world());
        return true;
    }

    private void schedule() {
        long period = Math.max(1, (long) (stepNanos / speed));
        timer = viewer.channel().eventLoop().scheduleAtFixedRate(() -> {
            if (!frame()) {
                stopTimer();
                state();
            }
        }, period, period, TimeUnit.NANOSECONDS);
    }

    private void stopTimer() {
        if (timer != null) {
            timer.cancel(false);
            timer = null;
        }
    }

    private void state() {
        int frames = recording.frames(), at = head.position();
        int time = at == 0 ? (frames == 0 ? 0 : recording.time(0)) : recording.time(at - 1);
        StringBuilder b = new StringBuilder("{\"replay\":{\"id\":\"").append(id).append("\",\"summary\":");
        Json.string(b, recording.summary());
        b.append(",\"frames\":").append(frames)
                .append(",\"first\":").append(frames == 0 ? 0 : recording.time(0))
                .append(",\"last\":").append(frames == 0 ? 0 : recording.time(frames - 1))
                .append(",\"frame\":").append(at)
                .append(",\"time\":").append(time)
                .append(",\"playing\":").append(timer != null)
                .append(",\"speed\":").append(speed).append("}}");
        viewer.message(b.toString());
    }
}
