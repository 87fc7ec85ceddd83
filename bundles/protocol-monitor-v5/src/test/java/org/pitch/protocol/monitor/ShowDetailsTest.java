package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;

import org.junit.jupiter.api.Test;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.MonitorSamples;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/**
 * The parts of a version 5 show the transcripts and logs do not exercise, each against the way
 * rcssserver's serializer prints it: a catch's state bit, the focus point and the twelve counts,
 * the arm's end. What an older version's writer owns is tested in its bundle
 * (TextMonitorWriterV3Test, TextMonitorWriterV4Test, JsonMonitorWriterTest), the parts every
 * version shares in protocol-monitor (PlayerStatesTest, RcssPlayModesTest, ...).
 */
class ShowDetailsTest {
    private static final Parameters P = Reference.parameters();

    private final TestWorld world = new TestWorld(P).types(Reference.types(P));

    private String show(MonitorWriter w) { return MonitorSamples.show(w, world); }

    @Test
    void aCatchIsFlaggedInTheCycleItWasTried() {
        Player g = world.connect(Side.RIGHT, "B", 1);
        g.goalie(true);
        MonitorWriter w = Codecs.open(5, P);
        w.greeting(TextOut.sink(new ArrayList<>()), world);
        assertTrue(MonitorSamples.slot(show(w), "r 1").contains(" 0x9 "));
        g.catchAttempted(false);
        assertTrue(MonitorSamples.slot(show(w), "r 1").contains(" 0x19 "));
        g.newCycle();
        assertTrue(MonitorSamples.slot(show(w), "r 1").contains(" 0x9 "), "only in the cycle of the catch");
    }

    @Test
    void version5sFocusPointAndTwelveCountsAndTheArmsEnd() {
        Player p = MonitorSamples.detailed(world);
        assertEquals("((l 7) 0 0x1 -10.1235 3 0 -0 -180 45.5 12.3457 -8.9 (v l 180) (fp 3.21 10) (s 7123.46 0.8 0.95 123457)"
                + " (f r 9) (c 0 1 0 0 0 0 0 0 0 0 0 1))", MonitorSamples.slot(show(Codecs.open(5, P)), "l 7"));
        // the arm drops when its time is up, and a player sent off attends to nobody
        world.step(51);
        p.enabled(false);
        String off = MonitorSamples.slot(show(Codecs.open(5, P)), "l 7");
        assertFalse(off.contains("12.3457") || off.contains("(f r 9)"), off);
    }
}
