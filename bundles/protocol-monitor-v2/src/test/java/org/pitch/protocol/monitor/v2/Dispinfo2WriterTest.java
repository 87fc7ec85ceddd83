package org.pitch.protocol.monitor.v2;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.PlayerType;
import org.pitch.model.types.StandardPlayerTypes;
import org.pitch.protocol.monitor.RcssStructs;
import org.pitch.testkit.MonitorSamples;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/**
 * The {@code dispinfo_t2} of monitor protocol 2, as rcssserver 19's {@code types.h} declares it and
 * {@code InitSenderMonitorV2} / {@code DispSenderMonitorV2} fill it: {@code Int16 mode}, two bytes
 * of padding (the union holds {@code Int32}s), then {@code server_params_t} (mode 8),
 * {@code player_params_t} (9), one {@code player_type_t} per type (7), {@code showinfo_t2} (1) or
 * {@code msginfo_t} (2), network byte order, reals as {@code rint(x * 65536)}, 2056 bytes in all.
 */
class Dispinfo2WriterTest {
    private static final int DISPINFO2 = 2056;
    private static final Parameters P = TestWorld.DEFAULTS;
    private final TestWorld world = new TestWorld(P);

    private static int s16(byte[] b, int at) { return ByteBuffer.wrap(b).getShort(at); }

    private static int s32(byte[] b, int at) { return ByteBuffer.wrap(b).getInt(at); }

    @Test
    void theGreetingIsTheParameterStructsThenOneTypeEach() {
        List<PlayerType> types = StandardPlayerTypes.generateWithSeed(P, 42);
        world.types(types);
        MonitorWriter w = new Dispinfo2Writer(P);
        List<byte[]> greeting = TextOut.sentBinary(out -> w.greeting(out, world));
        assertEquals(2 + 18, greeting.size());
        for (int i = 0; i < greeting.size(); i++) {
            byte[] d = greeting.get(i);
            assertEquals(DISPINFO2, d.length, "message " + i);
            assertEquals(i == 0 ? 8 : i == 1 ? 9 : 7, s16(d, 0), "PARAM_MODE, PPARAM_MODE, then PT_MODE");
            assertEquals(0, s16(d, 2), "padding");
        }
        for (int id = 0; id < 18; id++) {
            byte[] d = greeting.get(2 + id);
            assertEquals(id, s16(d, 4), "player_type_t.id");
            // player_speed_max after the id and its padding, in 65536ths
            assertEquals((int) Math.rint(types.get(id).playerSpeedMax() * 65536), s32(d, 8));
        }
        // server_params_t opens with the goal width (14.02) and the inertia moment (5)
        assertEquals((int) (14.02 * 65536), s32(greeting.get(0), 4));
        assertEquals(5 * 65536, s32(greeting.get(0), 8));
    }

    @Test
    void aShowOfARightPlayer() {
        MonitorSamples.runner(world);
        byte[] d = TextOut.sentBinary(out -> new Dispinfo2Writer(P).cycle(out, world)).get(0);
        assertEquals(RcssStructs.DISPINFO2_SIZE, d.length);
        int show = 4;
        assertEquals(9, d[show]);
        assertEquals(3, s16(d, show + 36));
        int ball = show + 40;
        assertEquals(-2048, s32(d, ball));
        assertEquals(6144, s32(d, ball + 4));
        assertEquals(98304, s32(d, ball + 8));
        assertEquals(-131072, s32(d, ball + 12));
        int r2 = show + 56 + 64 * 12;
        assertEquals(0x3, s16(d, r2));
        assertEquals(0, s16(d, r2 + 2), "the default type");
        assertEquals(808714, s32(d, r2 + 4), "rint(12.34 * 65536)");
        assertEquals(-372172, s32(d, r2 + 8));
        assertEquals(32768, s32(d, r2 + 12));
        assertEquals(-16384, s32(d, r2 + 16));
        assertEquals(102944, s32(d, r2 + 20), "body pi/2 in radians");
        assertEquals(-51472, s32(d, r2 + 24), "neck -pi/4");
        assertEquals(51472, s32(d, r2 + 28), "narrow: visible_angle / 2 = pi/4");
        assertEquals(0, s16(d, r2 + 32), "low quality");
        assertEquals(283213824, s32(d, r2 + 36), "stamina 4321.5");
        assertEquals(52429, s32(d, r2 + 40), "effort 0.8");
        assertEquals(49152, s32(d, r2 + 44));
        assertEquals(0, s16(d, r2 + 48), "kicks");
        assertEquals(2, s16(d, r2 + 50), "dashes");
        assertEquals(1, s16(d, r2 + 54), "says, fourth in the struct");
        assertEquals(1234, s16(d, show + 1464));
    }

    @Test
    void aBoardMessageIsMsginfoTOf2047CharactersAtMost() {
        byte[] m = TextOut.sentBinary(out -> new Dispinfo2Writer(P).message(out, world, 1, "x".repeat(3000))).get(0);
        assertEquals(RcssStructs.DISPINFO2_SIZE, m.length);
        assertEquals(2, s16(m, 0), "MSG_MODE");
        assertEquals(0, s16(m, 2), "padding");
        assertEquals(1, s16(m, 4));
        assertEquals('x', m[6 + 2046]);
        assertEquals(0, m[6 + 2047]);
        byte[] hi = TextOut.sentBinary(out -> new Dispinfo2Writer(P).message(out, world, 2, "hi")).get(0);
        assertEquals(DISPINFO2, hi.length);
        assertEquals(2, s16(hi, 4), "board");
        assertEquals("hi", new String(hi, 6, 2, java.nio.charset.StandardCharsets.ISO_8859_1));
        for (int i = 8; i < DISPINFO2; i++) assertEquals(0, hi[i], "strncpy fills the rest with NULs: byte " + i);
    }

    @Test
    void slowedDownStepsAsRcssserverHoldsThem() {
        Parameters slow = TestWorld.parameters("server { slow_down_factor = 2, synch_mode = true }");
        byte[] d = TextOut.sentBinary(out -> new Dispinfo2Writer(slow).greeting(out, world)).get(0);
        int sp = 4;
        assertEquals(300, s16(d, sp + 254), "half_time as configured");
        assertEquals(200, s16(d, sp + 256), "simulator_step");
        assertEquals(300, s16(d, sp + 258), "send_step");
        assertEquals(10, s16(d, sp + 260), "recv_step, never slowed");
        assertEquals(200, s16(d, sp + 262), "sense_body_step");
        assertEquals(600, s16(d, sp + 264), "lcm(200, 300, 10, 200, 200, 60, 120)");
        assertEquals(2, s16(d, sp + 276));
        assertEquals(200, s16(d, sp + 334), "send_vi_step");
        assertEquals(1, s16(d, sp + 386), "synch_mode");
        assertEquals(120, s16(d, sp + 388), "synch_offset");
        assertEquals(-65536, s32(d, sp + 300), "no direction quantisation step");
        assertEquals((int) (65536 * 0.3), s32(d, sp + 8), "player_size, truncated");
        assertEquals((int) (65536 * (0.3 + 0.7 + 0.085)), s32(d, sp + 204), "kickable_area");
    }
}
