package org.pitch.protocol.monitor.v4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;


import org.junit.jupiter.api.Test;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.MonitorSamples;
import org.pitch.testkit.TestWorld;

/**
 * What version 4 (game log 5) adds to version 3, as rcssserver 19's {@code SerializerMonitorStdv4}
 * prints it: the stamina capacity last in a player's {@code (s ...)}, for an empty slot the
 * configured {@code stamina_capacity} (monitor_v4.txt: {@code (s 8000 1 1 130600)}).
 */
class TextMonitorWriterV4Test {
    private static final Parameters P = TestWorld.DEFAULTS;
    private final TestWorld world = new TestWorld(P);

    private String show(MonitorWriter w) { return MonitorSamples.show(w, world); }

    @Test
    void emptySlotsOfTheRightSide() {
        String show = show(new TextMonitorWriterV4(false, P));
        assertEquals("((r 11) 0 0 33 -37 0 0 0 0 (v h 90) (s 8000 1 1 130600) (c 0 0 0 0 0 0 0 0 0 0 0))",
                MonitorSamples.slot(show, "r 11"));
        assertTrue(show.startsWith("(show 0 (pm 1) (tm null null 0 0) ((b) 0 0 0 0) ((l 1) 0 0 -3 -37 "), show);
    }

    @Test
    void aPlayersCapacityPrintsWithSixSignificantDigits() {
        Player p = world.connect(Side.LEFT, "A", 1);
        p.capacity(123456.7);
        assertEquals("((l 1) 0 0x1 -3 -37 0 0 0 0 (v h 90) (s 8000 1 1 123457) (c 0 0 0 0 0 0 0 0 0 0 0))",
                MonitorSamples.slot(show(new TextMonitorWriterV4(false, P)), "l 1"));
        p.capacity(0);
        assertTrue(show(new TextMonitorWriterV4(true, P)).contains("((l 1) 0 0x1 -3 -37 0 0 0 0 (v h 90) (s 8000 1 1 0) (c "),
                "the same in game log 5");
    }

    @Test
    void versionsServed() {
        MonitorCodec codec = new MonitorCodecV4();
        assertTrue(codec.versions().contains(4) && !codec.versions().contains(3) && !codec.versions().contains(5));
        assertTrue(codec.gameLogVersions().contains(5) && !codec.gameLogVersions().contains(4) && !codec.gameLogVersions().contains(6));
        assertEquals(TextMonitorWriterV4.class, codec.open(4, P).getClass());
        assertEquals(TextMonitorWriterV4.class, codec.openGameLog(5, P).getClass());
    }
}
