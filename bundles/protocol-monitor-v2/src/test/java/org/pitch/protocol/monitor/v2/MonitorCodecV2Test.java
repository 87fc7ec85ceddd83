package org.pitch.protocol.monitor.v2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.testkit.RecordingMonitorSink;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/**
 * What version 2 adds to version 1's codec, as rcssserver 19's {@code Monitor} behaves from
 * version 2 on: its versions (monitor 2, game log 3) and writers, a datagram without a final NUL
 * warned about and still executed, and a connected monitor held to its own port.
 */
class MonitorCodecV2Test {
    private final MonitorCodec codec = new MonitorCodecV2();

    @Test
    void versionsServed() {
        assertTrue(codec.versions().contains(2) && !codec.versions().contains(1) && !codec.versions().contains(3));
        assertTrue(codec.gameLogVersions().contains(3) && !codec.gameLogVersions().contains(2) && !codec.gameLogVersions().contains(4));
        assertEquals(Dispinfo2Writer.class, codec.open(2, TestWorld.DEFAULTS).getClass());
        assertEquals(ShortShowLogWriter.class, codec.openGameLog(3, TestWorld.DEFAULTS).getClass());
    }

    @Test
    void aDatagramWithoutNulIsWarnedAboutAndStillExecuted() {
        assertEquals(List.of("(warning message_not_null_terminated)", "start"), RecordingMonitorSink.decode(codec, 2, "(dispstart)"));
        assertEquals(List.of("start"), RecordingMonitorSink.decode(codec, 2, "(dispstart)\0"));
    }

    @Test
    void aConnectedMonitorIsToldToUseItsOwnPort() {
        List<String> sent = new ArrayList<>();
        assertTrue(codec.answerOnWellKnownPort(TextOut.sink(sent), 2));
        assertEquals(List.of("(error only_init_allowed_on_init_port)"), sent);
    }

    @Test
    void itsCommandsAreVersion1s() {
        assertEquals(List.of("move LEFT 5 10.0 -20.0 90.0"), RecordingMonitorSink.decode(codec, 2, "(dispplayer 1 5 160 -320 90)\0"));
        assertEquals(List.of("(error illegal_command_form)"), RecordingMonitorSink.decode(codec, 2, "(dispfoo)\0"));
        // Pitch's live timing is the JSON protocol's: rcssserver's numbered versions answer it as rcssserver does
        assertEquals(List.of("(error illegal_command_form)"), RecordingMonitorSink.decode(codec, 2, "(disptiming on)\0"));
    }
}
