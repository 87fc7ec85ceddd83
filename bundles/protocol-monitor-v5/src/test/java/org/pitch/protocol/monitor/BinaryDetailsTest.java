package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.protocol.monitor.v2.MonitorCodecV2;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.Side;
import org.pitch.testkit.MonitorSamples;
import org.pitch.testkit.RecordingMonitorSink;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/**
 * The parts of version 1's binary structs the captures do not exercise, each against the
 * conversions rcssserver applies: a right-side player in motion, state bits beyond 16, rounding,
 * scores and play mode numbers, long and empty messages, and the versions the codec serves.
 * Version 2's and log 3's are tested in their bundle (protocol-monitor-v2).
 */
class BinaryDetailsTest {
    private static final Parameters P = Reference.parameters();
    private final TestWorld world = new TestWorld(P).types(Reference.types(P));

    private List<byte[]> cycle(MonitorWriter w) {
        List<byte[]> sent = new ArrayList<>();
        w.cycle(TextOut.binarySink(sent), world);
        return sent;
    }

    private List<byte[]> message(MonitorWriter w, String text) {
        List<byte[]> sent = new ArrayList<>();
        w.message(TextOut.binarySink(sent), world, 1, text);
        return sent;
    }

    private static int s16(byte[] b, int at) { return ByteBuffer.wrap(b).getShort(at); }

    @Test
    void version1ShowOfARightPlayer() {
        MonitorSamples.runner(world);
        byte[] d = cycle(Codecs.open(1, P)).get(0);
        assertEquals(RcssStructs.DISPINFO_SIZE, d.length);
        int show = 2;
        assertEquals(9, d[show], "free_kick_r");
        assertEquals("Alpha", new String(d, show + 2, 5, java.nio.charset.StandardCharsets.ISO_8859_1));
        assertEquals(0, d[show + 2 + 5], "then zeros");
        assertEquals("Omega_Fifteen15", new String(d, show + 20, 15, java.nio.charset.StandardCharsets.ISO_8859_1));
        assertEquals(3, s16(d, show + 36), "the right team's score");
        int ball = show + 38;
        assertEquals(0, s16(d, ball + 8), "-0.5 sixteenths: to even");
        assertEquals(2, s16(d, ball + 10), "1.5 sixteenths: to even");
        int r2 = ball + 12 * (1 + 11 + 1);
        // KICK | STAND | YELLOW_CARD: the card's bit is beyond the 16 a short holds
        assertEquals(0x3, s16(d, r2));
        assertEquals(-1, s16(d, r2 + 2), "right side");
        assertEquals(2, s16(d, r2 + 4));
        assertEquals(90, s16(d, r2 + 6), "body direction in degrees, the neck's not shown");
        assertEquals(197, s16(d, r2 + 8), "12.34 m in sixteenths");
        assertEquals(-91, s16(d, r2 + 10));
        int emptyR3 = r2 + 12;
        assertEquals(0, s16(d, emptyR3));
        assertEquals(-1, s16(d, emptyR3 + 2));
        assertEquals(9 * 16, s16(d, emptyR3 + 8), "parked at +9 m");
        assertEquals(1234, s16(d, show + 314));
    }

    @Test
    void version1MonitorsGet2047CharactersOfAMessageAndLog1TheWhole2048() {
        String text = "x".repeat(3000);
        byte[] m1 = message(Codecs.open(1, P), text).get(0);
        assertEquals(RcssStructs.DISPINFO_SIZE, m1.length);
        assertEquals(RcssStructs.MSG_MODE, s16(m1, 0));
        assertEquals(1, s16(m1, 2));
        assertEquals('x', m1[4 + 2046]);
        assertEquals(0, m1[4 + 2047]);
        byte[] l1 = message(Codecs.openGameLog(1, P), text).get(0);
        assertEquals('x', l1[4 + 2047]);
    }

    @Test
    void log2MessagesAreBoardLengthAndTextWithoutNul() {
        MonitorWriter w = Codecs.openGameLog(2, P);
        byte[] m = message(w, "(referee play_on)\u20ac").get(0);
        assertEquals(6 + 18, m.length);
        assertEquals(RcssStructs.MSG_MODE, s16(m, 0));
        assertEquals(1, s16(m, 2));
        assertEquals(18, s16(m, 4));
        assertEquals('?', m[6 + 17], "beyond Latin-1");
        byte[] empty = message(w, "").get(0);
        assertEquals(7, empty.length, "an empty text: length 1, its NUL");
        assertEquals(1, s16(empty, 4));
        assertEquals(0, empty[6]);
        assertEquals(6 + 2048, message(w, "y".repeat(5000)).get(0).length);
    }

    @Test
    void logs1And2RecordSizes() {
        world.connect(Side.LEFT, "Alpha", 1);
        List<byte[]> none = new ArrayList<>();
        Codecs.openGameLog(1, P).greeting(TextOut.binarySink(none), world);
        Codecs.openGameLog(2, P).greeting(TextOut.binarySink(none), world);
        assertEquals(List.of(), none, "logs 1 and 2 have no parameters");
        assertEquals(List.of(2 + RcssStructs.SHOWINFO_SIZE), cycle(Codecs.openGameLog(2, P)).stream().map(b -> b.length).toList());
        assertEquals(List.of(RcssStructs.DISPINFO_SIZE), cycle(Codecs.openGameLog(1, P)).stream().map(b -> b.length).toList());
    }

    @Test
    void versionsServed() {
        MonitorCodec v1 = new MonitorCodecV1();
        assertTrue(v1.versions().contains(1) && !v1.versions().contains(2));
        assertTrue(v1.gameLogVersions().contains(1) && v1.gameLogVersions().contains(2) && !v1.gameLogVersions().contains(3));
        // a fractional version is served by the codec of its whole part (the next one's writers: MonitorCodecV2Test)
        assertEquals(MonitorCodecV1.class, Codecs.monitor(1.5).getClass());
        assertEquals(MonitorCodecV2.class, Codecs.monitor(2.5).getClass());
        assertEquals(DispinfoWriter.class, Codecs.open(1.5, P).getClass());
        assertEquals(ShowinfoLogWriter.class, Codecs.openGameLog(2, P).getClass());
        assertThrows(UnsupportedOperationException.class, () -> v1.openGameLog(3, P));
    }

    @Test
    void aVersion1MonitorIsNotWarnedOfAMissingNul() {
        assertEquals(List.of("start"), RecordingMonitorSink.decode(Codecs.monitor(1), 1, "(dispstart)"));
    }
}
