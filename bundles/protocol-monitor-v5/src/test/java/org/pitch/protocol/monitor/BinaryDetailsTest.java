package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pitch.api.command.CommandKind;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.protocol.monitor.v2.MonitorCodecV2;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/**
 * The parts of the binary structs the captures do not exercise, each against the conversions
 * rcssserver applies: a right-side player in motion, state bits beyond 16, rounding, scores and
 * play mode numbers, long and empty messages, the records a version 3 log repeats only on change,
 * slowed-down step lengths, and the versions the codec serves.
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

    private static int s32(byte[] b, int at) { return ByteBuffer.wrap(b).getInt(at); }

    /** Right 2 running diagonally, turned and looking back, with a yellow card, kicking. */
    private Player runner() {
        world.connect(Side.LEFT, "Alpha", 1);
        Player p = world.connect(Side.RIGHT, "Omega_Fifteen15", 2);
        p.position(12.34, -5.6789);
        p.velocity(0.5, -0.25);
        p.bodyDirection(90);
        p.neckDirection(-45);
        p.view(ViewWidth.NARROW, ViewQuality.LOW);
        p.stamina(4321.5);
        p.effort(0.8);
        p.recovery(0.75);
        p.card(Card.YELLOW);
        p.kicked(true);
        p.counters().increment(CommandKind.DASH);
        p.counters().increment(CommandKind.DASH);
        p.counters().increment(CommandKind.SAY);
        world.team(Side.RIGHT).score(3);
        world.playMode(PlayMode.FREE_KICK, Side.RIGHT);
        world.time(1234);
        world.ball.position(-0.03125, 0.09375); // half sixteenths: ties go to even, as C's rint
        world.ball.velocity(1.5, -2.0);
        return p;
    }

    @Test
    void version1ShowOfARightPlayer() {
        runner();
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
    void version2ShowOfARightPlayer() {
        runner();
        byte[] d = cycle(Codecs.open(2, P)).get(0);
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
    void monitorsGet2047CharactersOfAMessageAndVersion1LogsTheWhole2048() {
        String text = "x".repeat(3000);
        byte[] m1 = message(Codecs.open(1, P), text).get(0);
        assertEquals(RcssStructs.DISPINFO_SIZE, m1.length);
        assertEquals(RcssStructs.MSG_MODE, s16(m1, 0));
        assertEquals(1, s16(m1, 2));
        assertEquals('x', m1[4 + 2046]);
        assertEquals(0, m1[4 + 2047]);
        byte[] m2 = message(Codecs.open(2, P), text).get(0);
        assertEquals(RcssStructs.DISPINFO2_SIZE, m2.length);
        assertEquals(1, s16(m2, 4));
        assertEquals('x', m2[6 + 2046]);
        assertEquals(0, m2[6 + 2047]);
        byte[] l1 = message(Codecs.openGameLog(1, P), text).get(0);
        assertEquals('x', l1[4 + 2047]);
    }

    @ParameterizedTest
    @CsvSource({"2, 2", "3, 3"})
    void logMessagesAreBoardLengthAndTextWithoutNul(int version, int ignored) {
        MonitorWriter w = Codecs.openGameLog(version, P);
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
    void version3LogsPlayModeAndTeamsOnlyWhenTheyChange() {
        world.connect(Side.LEFT, "Alpha", 1);
        MonitorWriter w = Codecs.openGameLog(3, P);
        w.greeting(TextOut.binarySink(new ArrayList<>()), world);
        world.playMode(PlayMode.KICK_OFF, Side.LEFT);
        world.time(1);
        List<byte[]> first = cycle(w);
        assertEquals(List.of(RcssStructs.PM_MODE, RcssStructs.TEAM_MODE, RcssStructs.SHOW_MODE), modes(first));
        assertEquals(3, first.get(0).length);
        assertEquals(4, first.get(0)[2], "kick_off_l");
        assertEquals(2 + 2 * RcssStructs.TEAM_SIZE, first.get(1).length);
        assertEquals(2 + RcssStructs.SHORT_SHOWINFO2_SIZE, first.get(2).length);
        world.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        world.time(2);
        assertEquals(List.of(RcssStructs.PM_MODE, RcssStructs.SHOW_MODE), modes(cycle(w)));
        world.time(3);
        assertEquals(List.of(RcssStructs.SHOW_MODE), modes(cycle(w)));
        world.team(Side.LEFT).score(1);
        List<byte[]> goal = cycle(w);
        assertEquals(List.of(RcssStructs.TEAM_MODE, RcssStructs.SHOW_MODE), modes(goal));
        assertEquals(1, s16(goal.get(0), 2 + 16));
        world.team(Side.LEFT).penaltyMiss(1); // a penalty taken counts as a change, as in rcssserver's logger
        assertEquals(List.of(RcssStructs.TEAM_MODE, RcssStructs.SHOW_MODE), modes(cycle(w)));
    }

    private static List<Integer> modes(List<byte[]> records) {
        List<Integer> m = new ArrayList<>();
        for (byte[] r : records) m.add(s16(r, 0));
        return m;
    }

    @Test
    void logRecordSizes() {
        world.connect(Side.LEFT, "Alpha", 1);
        List<byte[]> greeting = new ArrayList<>();
        Codecs.openGameLog(3, P).greeting(TextOut.binarySink(greeting), world);
        assertEquals(2 + RcssStructs.SERVER_PARAMS_SIZE, greeting.get(0).length);
        assertEquals(2 + RcssStructs.PLAYER_PARAMS_SIZE, greeting.get(1).length);
        assertEquals(2 + RcssStructs.PLAYER_TYPE_SIZE, greeting.get(2).length);
        assertEquals(2 + 18, greeting.size());
        List<byte[]> none = new ArrayList<>();
        Codecs.openGameLog(1, P).greeting(TextOut.binarySink(none), world);
        Codecs.openGameLog(2, P).greeting(TextOut.binarySink(none), world);
        assertEquals(List.of(), none, "logs 1 and 2 have no parameters");
        assertEquals(List.of(2 + RcssStructs.SHOWINFO_SIZE), cycle(Codecs.openGameLog(2, P)).stream().map(b -> b.length).toList());
        assertEquals(List.of(RcssStructs.DISPINFO_SIZE), cycle(Codecs.openGameLog(1, P)).stream().map(b -> b.length).toList());
    }

    @Test
    void slowedDownStepsAsRcssserverHoldsThem() {
        Parameters slow = Reference.parameters("server { slow_down_factor = 2, synch_mode = true }");
        List<byte[]> greeting = new ArrayList<>();
        Codecs.open(2, slow).greeting(TextOut.binarySink(greeting), world);
        byte[] d = greeting.get(0);
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

    @Test
    void versionsServed() {
        MonitorCodec v1 = new MonitorCodecV1(), v2 = new MonitorCodecV2();
        assertTrue(v1.versions().contains(1) && !v1.versions().contains(2));
        assertTrue(v2.versions().contains(2) && !v2.versions().contains(1) && !v2.versions().contains(3));
        assertTrue(v1.gameLogVersions().contains(1) && v1.gameLogVersions().contains(2) && !v1.gameLogVersions().contains(3));
        assertTrue(v2.gameLogVersions().contains(3) && !v2.gameLogVersions().contains(4));
        assertEquals(MonitorCodecV1.class, Codecs.monitor(1.5).getClass());
        assertEquals(MonitorCodecV2.class, Codecs.monitor(2.5).getClass());
        assertEquals(DispinfoWriter.class, Codecs.open(1.5, P).getClass());
        assertEquals("Dispinfo2Writer", Codecs.open(2, P).getClass().getSimpleName());
        assertEquals(ShowinfoLogWriter.class, Codecs.openGameLog(2, P).getClass());
        assertEquals("ShortShowLogWriter", Codecs.openGameLog(3, P).getClass().getSimpleName());
        assertThrows(UnsupportedOperationException.class, () -> v1.openGameLog(3, P));
    }

    @Test
    void aVersion1MonitorIsNotWarnedOfAMissingNul() {
        RecordingSink v1 = new RecordingSink(), v2 = new RecordingSink();
        byte[] cmd = "(dispstart)".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        Codecs.monitor(1).decode(cmd, cmd.length, 1, v1);
        Codecs.monitor(2).decode(cmd, cmd.length, 2, v2);
        assertEquals(List.of("start"), v1.calls);
        assertEquals(List.of(MonitorCommandParser.NOT_NULL_TERMINATED, "start"), v2.calls);
    }
}
