package org.pitch.protocol.monitor;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.world.Card;
import org.pitch.api.world.Side;

/** Writes down what the parser reported, one line per call. */
final class RecordingSink implements MonitorCommandSink {
    final List<String> calls = new ArrayList<>();

    @Override public void start() { calls.add("start"); }
    @Override public void foul(double x, double y, Side side) { calls.add("foul " + x + " " + y + " " + side); }
    @Override public void movePlayer(Side side, int unum, double x, double y, double angle) {
        calls.add("move " + side + " " + unum + " " + x + " " + y + " " + angle);
    }
    @Override public void discard(Side side, int unum) { calls.add("discard " + side + " " + unum); }
    @Override public void card(Side side, int unum, Card card) { calls.add("card " + side + " " + unum + " " + card); }
    @Override public void compression(int level) { calls.add("compression " + level); }
    @Override public void bye() { calls.add("bye"); }
    @Override public void error(String reply) { calls.add(reply); }
}
