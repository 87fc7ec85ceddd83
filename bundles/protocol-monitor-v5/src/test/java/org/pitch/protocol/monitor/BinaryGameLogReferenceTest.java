package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.protocol.monitor.BinaryReference.Mask;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/**
 * The binary game logs rcssserver 19 wrote ({@code match_rcg1.rcg.gz}, {@code 2}, {@code 3}) for
 * the captures' world: kick-off, 19 cycles of {@code kick_off_l}, time over at 20 (a half of 2
 * seconds), without {@code record_messages}. The records are rebuilt with the codec's game log
 * writer, as the recorder drives it: the greeting, one cycle per logged step, the referee's
 * messages (a version 1 log has them without {@code record_messages}) and the result. The header
 * and framing are the recorder's ({@code ULG} and the version byte; nothing between records).
 * Bytes rcssserver leaves unset in the structs it builds on its stack are skipped, per record.
 */
class BinaryGameLogReferenceTest {
    /** The captures' configuration for a 20-cycle match. */
    private static final Parameters P = Reference.parameters(
            "server { half_time = 2, nr_normal_halfs = 1, nr_extra_halfs = 0, penalty_shoot_outs = false }");
    private static final String RESULT = "(result 202611210829 TestTeam_0-vs-null)";

    /** The records of one log, written as the recorder writes them, each on its own. */
    private static List<byte[]> rebuild(int version) {
        List<byte[]> records = new ArrayList<>();
        MessageSink sink = TextOut.binarySink(records);
        MonitorWriter w = Codecs.openGameLog(version, P);
        TestWorld world = BinaryReference.world(P);
        w.greeting(sink, world);
        world.playMode(PlayMode.KICK_OFF, Side.LEFT);
        world.time(1);
        if (version == 1) w.message(sink, world, 1, "(referee kick_off_l)");
        for (int t = 1; t <= 20; t++) {
            world.time(t);
            if (t == 20) {
                world.playMode(PlayMode.TIME_OVER, Side.NEUTRAL);
                if (version == 1) w.message(sink, world, 1, "(referee time_up)");
            }
            w.cycle(sink, world);
        }
        w.message(sink, world, 1, RESULT);
        w.end(sink, world);
        return records;
    }

    private static byte[] concat(byte[] header, List<byte[]> records) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(header);
        records.forEach(out::writeBytes);
        return out.toByteArray();
    }

    /** What of a {@code showinfo_t} at {@code at} rcssserver's loggers leave unset. */
    private static void showinfoUnset(Mask m, byte[] rcssserver, int at) {
        m.skip(at + 1, at + 2); // padding after the play mode
        m.afterName(rcssserver, at + 2).afterName(rcssserver, at + 20);
        if (rcssserver[at + 20] == 0) m.skip(at + 36, at + 38); // no right team: its score
        m.skip(at + 38, at + 46); // the ball's state, side, number and direction
    }

    @Test
    void version1IsDispinfoTBackToBack() {
        byte[] rcssserver = BinaryReference.log("match_rcg1.rcg.gz");
        byte[] pitch = concat(new byte[0], rebuild(1));
        assertEquals(rcssserver.length, pitch.length);
        Mask unset = new Mask();
        for (int at = 0; at < rcssserver.length; at += RcssStructs.DISPINFO_SIZE) {
            int mode = rcssserver[at + 1];
            if (mode == RcssStructs.SHOW_MODE) {
                showinfoUnset(unset, rcssserver, at + 2);
                unset.skip(at + 2 + RcssStructs.SHOWINFO_SIZE, at + RcssStructs.DISPINFO_SIZE); // the rest of the union
            } else {
                assertEquals(RcssStructs.MSG_MODE, mode);
                // strncpy copies the text without its NUL: what follows is unset
                int end = at + 4;
                while (rcssserver[end] != 0 && pitch[end] != 0) end++;
                assertEquals(0, pitch[end], "Pitch ends the text with a NUL");
                unset.skip(end, at + RcssStructs.DISPINFO_SIZE);
            }
        }
        assertNull(unset.difference(rcssserver, pitch));
    }

    @Test
    void version2IsAHeaderThenShowinfoTAndMessages() {
        byte[] rcssserver = BinaryReference.log("match_rcg2.rcg.gz");
        byte[] pitch = concat(new byte[] {'U', 'L', 'G', 2}, rebuild(2));
        assertEquals(rcssserver.length, pitch.length);
        Mask unset = new Mask();
        int at = 4;
        for (int t = 1; t <= 20; t++) {
            assertEquals(RcssStructs.SHOW_MODE, rcssserver[at + 1]);
            showinfoUnset(unset, rcssserver, at + 2);
            unset.skip(at + 2 + 36, at + 2 + 38); // an empty team's score is set, here to 0 ...
            at += 2 + RcssStructs.SHOWINFO_SIZE;
        }
        assertNull(unset.difference(rcssserver, pitch));
        // ... and is 0 in Pitch's too
        assertEquals(0, pitch[4 + 2 + 36] | pitch[4 + 2 + 37]);
        // the result: mode, board, length, the text without NUL
        byte[] tail = Arrays.copyOfRange(rcssserver, at, rcssserver.length);
        assertArrayEquals(tail, Arrays.copyOfRange(pitch, at, pitch.length));
        assertEquals(6 + RESULT.length(), tail.length);
    }

    @Test
    void version3IsAHeaderThenParametersPlayModeTeamsShortShows() {
        byte[] rcssserver = BinaryReference.log("match_rcg3.rcg.gz");
        List<byte[]> records = rebuild(3);
        byte[] pitch = concat(new byte[] {'U', 'L', 'G', 3}, records);
        assertEquals(rcssserver.length, pitch.length);
        Mask unset = new Mask();
        int at = 4;
        for (byte[] r : records) {
            int mode = r[1];
            int s = at + 2; // the struct behind the mode
            switch (mode) {
                case RcssStructs.PARAM_MODE -> unset.skip(s + 86, s + 88).skip(s + 222, s + 224).skip(s + 282, s + 284);
                case RcssStructs.PPARAM_MODE -> unset.skip(s + 6, s + 8).skip(s + 108, s + 112).skip(s + 114, s + 132);
                case RcssStructs.PT_MODE -> unset.skip(s + 2, s + 4).skip(s + 60, s + 88);
                case RcssStructs.TEAM_MODE -> unset.afterName(rcssserver, s).afterName(rcssserver, s + 18);
                case RcssStructs.SHOW_MODE -> unset.playerPadding(s + 16).skip(s + 1426, s + 1428);
                default -> { } // the play mode, the result: every byte set
            }
            at += r.length;
        }
        assertNull(unset.difference(rcssserver, pitch));
        int[] modes = records.stream().mapToInt(r -> r[1]).toArray();
        assertEquals(RcssStructs.PARAM_MODE, modes[0]);
        assertEquals(RcssStructs.PM_MODE, modes[20], "kick_off_l, once");
        assertEquals(RcssStructs.TEAM_MODE, modes[21], "the teams, once");
        assertEquals(RcssStructs.PM_MODE, modes[modes.length - 3], "time_over");
    }
}
