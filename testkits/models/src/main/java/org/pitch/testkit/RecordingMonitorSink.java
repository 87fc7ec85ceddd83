package org.pitch.testkit;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.world.Card;
import org.pitch.api.world.Side;

/** Writes down what a monitor codec's parser reported, one line per call, for the monitor codecs' tests. */
public final class RecordingMonitorSink implements MonitorCommandSink {
    public final List<String> calls = new ArrayList<>();

    /** What {@code codec} reports of one datagram of these bytes (ISO-8859-1), as a monitor of {@code version} sent it. */
    public static List<String> decode(MonitorCodec codec, double version, String datagram) {
        RecordingMonitorSink sink = new RecordingMonitorSink();
        byte[] b = datagram.getBytes(StandardCharsets.ISO_8859_1);
        codec.decode(b, b.length, version, sink);
        return sink.calls;
    }

    @Override public void start() { calls.add("start"); }
    @Override public void foul(double x, double y, Side side) { calls.add("foul " + x + " " + y + " " + side); }
    @Override public void movePlayer(Side side, int unum, double x, double y, double angle) {
        calls.add("move " + side + " " + unum + " " + x + " " + y + " " + angle);
    }
    @Override public void discard(Side side, int unum) { calls.add("discard " + side + " " + unum); }
    @Override public void card(Side side, int unum, Card card) { calls.add("card " + side + " " + unum + " " + card); }
    @Override public void compression(int level) { calls.add("compression " + level); }
    @Override public void bye() { calls.add("bye"); }
    @Override public void timing(boolean on) { calls.add("timing " + (on ? "on" : "off")); }
    @Override public void error(String reply) { calls.add(reply); }
}
