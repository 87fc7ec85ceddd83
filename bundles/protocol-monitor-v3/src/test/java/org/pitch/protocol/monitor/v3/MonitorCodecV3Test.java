package org.pitch.protocol.monitor.v3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.world.Side;
import org.pitch.testkit.RecordingMonitorSink;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/**
 * The codec of S-expression monitor protocol 3 and text game log 4: its versions, which writer
 * each opens (a monitor's show carries play mode and teams, a log's does not), and version 2's
 * warning of a datagram without a final NUL.
 */
class MonitorCodecV3Test {
    private final MonitorCodec codec = new MonitorCodecV3();

    @Test
    void aMonitorsShowCarriesPlayModeAndTeamsALogsDoesNot() {
        TestWorld world = new TestWorld().team(Side.LEFT, "A");
        List<String> monitor = new ArrayList<>(), log = new ArrayList<>();
        codec.open(3, world.parameters).cycle(TextOut.sink(monitor), world);
        codec.openGameLog(4, world.parameters).cycle(TextOut.sink(log), world);
        assertTrue(monitor.get(0).startsWith("(show 0 (pm 1) (tm A null 0 0) ((b) 0 0 0 0) "), monitor.get(0));
        assertEquals(List.of("(playmode 0 before_kick_off)", "(team 0 A null 0 0)"), log.subList(0, 2));
        assertTrue(log.get(2).startsWith("(show 0 ((b) 0 0 0 0) "), log.get(2));
        assertEquals(TextMonitorWriterV3.class, codec.open(3, world.parameters).getClass());
        assertEquals(TextMonitorWriterV3.class, codec.openGameLog(4, world.parameters).getClass());
    }

    @Test
    void versionsServed() {
        assertTrue(codec.gameLogVersions().contains(4) && !codec.gameLogVersions().contains(3) && !codec.gameLogVersions().contains(5));
        assertTrue(codec.versions().contains(3) && !codec.versions().contains(2) && !codec.versions().contains(4));
        assertTrue(codec.versions().contains(3.7), "a fractional version counts as its whole part");
    }

    @Test
    void aDatagramWithoutNulIsWarnedAboutAndStillExecuted() {
        assertEquals(List.of("(warning message_not_null_terminated)", "start"), RecordingMonitorSink.decode(codec, 3, "(dispstart)"));
    }
}
