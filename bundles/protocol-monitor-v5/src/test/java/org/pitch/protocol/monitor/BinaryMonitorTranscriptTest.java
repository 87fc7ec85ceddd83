package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.protocol.monitor.BinaryReference.Datagram;
import org.pitch.protocol.monitor.BinaryReference.Mask;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/**
 * What binary monitors receive, byte for byte against what rcssserver 19 sent in the captured
 * sessions ({@code monitor_v1.bin.gz}, {@code monitor_v2.bin.gz}): {@code TestTeam 1} connected,
 * {@code (dispinit)} or {@code (dispinit version 2)}, shows before the kick-off,
 * {@code (dispstart)}, shows of {@code kick_off_l}, and the board's answer to {@code (dispfoo)}.
 * Bytes rcssserver leaves unset (its datagram structs on the stack) are skipped: named per test.
 */
class BinaryMonitorTranscriptTest {
    private static final Parameters P = Reference.parameters();

    private static List<Datagram> received(String file) {
        return BinaryReference.session(file).stream().filter(d -> !d.sent()).collect(Collectors.toList());
    }

    private static List<Datagram> shows(List<Datagram> received) {
        return received.stream().filter(d -> d.mode() == RcssStructs.SHOW_MODE).collect(Collectors.toList());
    }

    /** The time of a show, the last {@code short} of its {@code showinfo_t} / {@code showinfo_t2}. */
    private static int time(Datagram d, int timeAt) {
        return (short) (((d.bytes()[timeAt] & 0xFF) << 8) | (d.bytes()[timeAt + 1] & 0xFF));
    }

    private static List<byte[]> cycle(MonitorWriter w, TestWorld world) {
        List<byte[]> sent = new ArrayList<>();
        w.cycle(TextOut.binarySink(sent), world);
        return sent;
    }

    private static void assertSame(Mask mask, byte[] rcssserver, byte[] pitch, String what) {
        assertNull(mask.difference(rcssserver, pitch), what);
    }

    @Test
    void version1HasNoGreetingAndItsShowsAreDispinfoT() {
        List<Datagram> received = received("monitor_v1.bin.gz");
        assertEquals(RcssStructs.SHOW_MODE, received.get(0).mode(), "rcssserver greets a v1 monitor with its first show");
        TestWorld w = BinaryReference.world(P);
        MonitorWriter writer = Codecs.open(1, P);
        List<byte[]> greeting = new ArrayList<>();
        writer.greeting(TextOut.binarySink(greeting), w);
        assertEquals(List.of(), greeting);

        List<Datagram> shows = shows(received);
        int timeAt = 2 + 314;
        // the static struct rcssserver fills: every byte is defined
        Mask none = new Mask();
        List<byte[]> sent = cycle(writer, w);
        assertEquals(1, sent.size());
        assertEquals(RcssStructs.DISPINFO_SIZE, sent.get(0).length);
        assertSame(none, shows.get(0).bytes(), sent.get(0), "show 0");
        w.playMode(PlayMode.KICK_OFF, Side.LEFT);
        int compared = 0;
        for (Datagram show : shows) {
            int t = time(show, timeAt);
            if (t == 0) continue;
            w.time(t);
            assertSame(none, show.bytes(), cycle(writer, w).get(0), "show " + t);
            compared++;
        }
        assertTrue(compared >= 5, "shows after the kick-off: " + compared);
    }

    @Test
    void version1BoardMessagesAreMsginfoT() {
        List<Datagram> msgs = received("monitor_v1.bin.gz").stream().filter(d -> d.mode() == RcssStructs.MSG_MODE)
                .collect(Collectors.toList());
        assertEquals(2, msgs.size(), "(dispfoo) on its port and on the player port");
        MonitorWriter writer = Codecs.open(1, P);
        List<byte[]> sent = new ArrayList<>();
        writer.message(TextOut.binarySink(sent), BinaryReference.world(P), 1, "(error illegal_command_form)");
        // message[2047], after the 2047 characters strncpy fills, is never set
        Mask lastChar = new Mask().skip(2051, 2052);
        for (Datagram m : msgs) assertSame(lastChar, m.bytes(), sent.get(0), "(error illegal_command_form)");
    }

    @Test
    void version2GreetsWithTheParameterStructs() {
        List<Datagram> received = received("monitor_v2.bin.gz");
        List<Datagram> greeting = received.subList(0, 20);
        TestWorld w = BinaryReference.world(P);
        List<byte[]> sent = new ArrayList<>();
        Codecs.open(2, P).greeting(TextOut.binarySink(sent), w);
        assertEquals(20, sent.size(), "server_params_t, player_params_t, 18 player_type_t");
        for (byte[] b : sent) assertEquals(RcssStructs.DISPINFO2_SIZE, b.length);
        // unset: the padding after the mode, the struct's own padding and spares, the rest of the union
        Mask server = new Mask().skip(2, 4).skip(4 + 86, 4 + 88).skip(4 + 222, 4 + 224).skip(4 + 282, 4 + 284)
                .skip(4 + RcssStructs.SERVER_PARAMS_SIZE, RcssStructs.DISPINFO2_SIZE);
        Mask player = new Mask().skip(2, 4).skip(4 + 6, 4 + 8).skip(4 + 108, 4 + 112).skip(4 + 114, RcssStructs.DISPINFO2_SIZE);
        Mask type = new Mask().skip(2, 4).skip(4 + 2, 4 + 4).skip(4 + 60, RcssStructs.DISPINFO2_SIZE);
        assertEquals(RcssStructs.PARAM_MODE, greeting.get(0).mode());
        assertSame(server, greeting.get(0).bytes(), sent.get(0), "server_params_t");
        assertEquals(RcssStructs.PPARAM_MODE, greeting.get(1).mode());
        assertSame(player, greeting.get(1).bytes(), sent.get(1), "player_params_t");
        for (int i = 2; i < 20; i++) {
            assertEquals(RcssStructs.PT_MODE, greeting.get(i).mode());
            assertSame(type, greeting.get(i).bytes(), sent.get(i), "player_type_t " + (i - 2));
        }
    }

    @Test
    void version2ShowsAreDispinfoT2() {
        List<Datagram> shows = shows(received("monitor_v2.bin.gz"));
        TestWorld w = BinaryReference.world(P);
        MonitorWriter writer = Codecs.open(2, P);
        writer.greeting(TextOut.binarySink(new ArrayList<>()), w);
        int timeAt = 4 + 1464;
        Mask none = new Mask(); // a static struct: padding included, every byte is defined
        List<byte[]> sent = cycle(writer, w);
        assertEquals(RcssStructs.DISPINFO2_SIZE, sent.get(0).length);
        assertSame(none, shows.get(0).bytes(), sent.get(0), "show 0");
        w.playMode(PlayMode.KICK_OFF, Side.LEFT);
        int compared = 0;
        for (Datagram show : shows) {
            int t = time(show, timeAt);
            if (t == 0) continue;
            w.time(t);
            assertSame(none, show.bytes(), cycle(writer, w).get(0), "show " + t);
            compared++;
        }
        assertTrue(compared >= 5, "shows after the kick-off: " + compared);
    }

    @Test
    void version2BoardMessagesAreMsginfoTInDispinfoT2() {
        List<Datagram> msgs = received("monitor_v2.bin.gz").stream().filter(d -> d.mode() == RcssStructs.MSG_MODE)
                .collect(Collectors.toList());
        assertEquals(1, msgs.size());
        List<byte[]> sent = new ArrayList<>();
        Codecs.open(2, P).message(TextOut.binarySink(sent), BinaryReference.world(P), 1, "(error illegal_command_form)");
        // unset: the padding after the mode, message[2047], the union beyond msginfo_t
        Mask unset = new Mask().skip(2, 4).skip(4 + 2 + 2047, RcssStructs.DISPINFO2_SIZE);
        assertSame(unset, msgs.get(0).bytes(), sent.get(0), "(error illegal_command_form)");
    }
}
