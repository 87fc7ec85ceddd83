package org.pitch.protocol.monitor.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.testkit.RecordingMonitorSink;
import org.pitch.testkit.TestWorld;

/**
 * The JSON codec, rcssserver 19's monitor and game log version -1: its version, its name in the
 * server's messages, the writers it opens, and the S-expression commands as from version 2 on, a
 * datagram without a final NUL warned about (the port rules: protocol-monitor-v5's InitPortAnswerTest).
 */
class JsonMonitorCodecTest {
    private final MonitorCodec codec = new JsonMonitorCodec();

    @Test
    void versionMinusOneForMonitorsAndLogs() {
        assertTrue(codec.versions().contains(-1) && !codec.versions().contains(0) && !codec.versions().contains(1));
        assertTrue(codec.gameLogVersions().contains(-1) && !codec.gameLogVersions().contains(1));
        assertEquals("json", codec.describe(-1));
        assertEquals(JsonMonitorWriter.class, codec.open(-1, TestWorld.DEFAULTS).getClass());
        assertEquals(JsonMonitorWriter.class, codec.openGameLog(-1, TestWorld.DEFAULTS).getClass());
    }

    @Test
    void itsCommandsAreTheSExpressionOnes() {
        assertEquals(List.of("compression 9"), RecordingMonitorSink.decode(codec, -1, "(compression 9)\0"));
        assertEquals(List.of("(error illegal_command_form)"), RecordingMonitorSink.decode(codec, -1, "{\"dispstart\":{}}\0"));
    }

    /** Pitch's addition, read by JSON monitors only: exactly on or off, anything else as rcssserver answers an unknown command. */
    @Test
    void liveTimingIsAskedForOnAndOff() {
        assertEquals(List.of("timing on"), RecordingMonitorSink.decode(codec, -1, "(disptiming on)\0"));
        assertEquals(List.of("timing off"), RecordingMonitorSink.decode(codec, -1, "(disptiming off)\0"));
        assertEquals(List.of("(warning message_not_null_terminated)", "timing on"), RecordingMonitorSink.decode(codec, -1, "(disptiming on)"));
        assertEquals(List.of("(error illegal_command_form)"), RecordingMonitorSink.decode(codec, -1, "(disptiming)\0"));
        assertEquals(List.of("(error illegal_command_form)"), RecordingMonitorSink.decode(codec, -1, "(disptiming yes)\0"));
        assertEquals(List.of("(error illegal_command_form)"), RecordingMonitorSink.decode(codec, -1, "(disptiming on )\0"));
    }

    @Test
    void aDatagramWithoutNulIsWarnedAboutAndStillExecuted() {
        assertEquals(List.of("(warning message_not_null_terminated)", "start"), RecordingMonitorSink.decode(codec, -1, "(dispstart)"));
    }
}
