package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.Side;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/**
 * The {@code dispinfo_t} of monitor protocol 1, laid out as rcssserver 19's {@code types.h}
 * declares it and {@code DispSenderMonitorV1} fills it: {@code short mode}, then
 * {@code showinfo_t} ({@code char pmode}, a byte of padding, two {@code team_t} of a 16-character
 * name and a {@code short} score, 23 {@code pos_t} of six {@code short}s, the ball first and only
 * its x and y set, the {@code short} time), or {@code msginfo_t} ({@code short board} and the text,
 * {@code strncpy}'d with at most 2047 characters), network byte order, zeros up to 2052 bytes.
 */
class DispinfoWriterTest {
    private static final int DISPINFO = 2052;

    /** TestTeam's player 1 connected before the kick-off, as in the captured monitor transcripts. */
    private static TestWorld world() {
        TestWorld w = new TestWorld();
        w.connect(Side.LEFT, "TestTeam", 1);
        w.ball.position(1.5, -2.25);
        return w.time(7);
    }

    private static byte[] cycle(MonitorWriter writer, TestWorld world) {
        List<byte[]> sent = new ArrayList<>();
        writer.cycle(TextOut.binarySink(sent), world);
        assertEquals(1, sent.size());
        return sent.get(0);
    }

    @Test
    void theShowOfOneConnectedPlayer() {
        ByteBuffer b = ByteBuffer.allocate(DISPINFO); // big-endian, zero-filled
        b.putShort((short) 1);                  // SHOW_MODE
        b.put((byte) 1);                        // pmode: PM_BeforeKickOff
        b.put((byte) 0);                        // padding before team_t
        b.put(name("TestTeam")).putShort((short) 0);
        b.put(name("")).putShort((short) 0);    // no right team
        pos(b, 0, 0, 0, 0, 24, -36);            // the ball: (1.5, -2.25) in sixteenths of a metre
        for (int i = 0; i < 22; i++) {
            int unum = i % 11 + 1, side = i < 11 ? 1 : -1;
            int state = i == 0 ? 1 : 0;         // STAND for the connected one, DISABLE for the others
            // rcssserver's players wait at (-3·unum, -37) on their own half until they move
            pos(b, state, side, unum, 0, -3 * unum * side * 16, -37 * 16);
        }
        b.putShort((short) 7);                  // time
        assertEquals(2 + 316, b.position(), "showinfo_t is 316 bytes");
        assertArrayEquals(b.array(), cycle(new MonitorCodecV1().open(1, TestWorld.DEFAULTS), world()));
    }

    @Test
    void aBoardMessageIsCutToWhatAMonitorDisplays() {
        String text = "x".repeat(3000);
        List<byte[]> sent = new ArrayList<>();
        new MonitorCodecV1().open(1, TestWorld.DEFAULTS).message(TextOut.binarySink(sent), world(), 1, text);
        ByteBuffer b = ByteBuffer.allocate(DISPINFO);
        b.putShort((short) 2).putShort((short) 1); // MSG_MODE, MSG_BOARD
        b.put(text.substring(0, 2047).getBytes(StandardCharsets.ISO_8859_1));
        assertArrayEquals(b.array(), sent.get(0));
    }

    @Test
    void theGameLogOneKeepsTheWholeBuffer() {
        String text = "y".repeat(3000);
        List<byte[]> sent = new ArrayList<>();
        new MonitorCodecV1().openGameLog(1, TestWorld.DEFAULTS).message(TextOut.binarySink(sent), world(), 1, text);
        byte[] d = sent.get(0);
        assertEquals(DISPINFO, d.length);
        // rcssserver's log 1 writer copies min(sizeof message, strlen): all 2048 characters, no NUL
        assertEquals('y', d[4 + 2047]);
    }

    private static byte[] name(String s) {
        byte[] n = new byte[16];
        byte[] t = s.getBytes(StandardCharsets.ISO_8859_1);
        System.arraycopy(t, 0, n, 0, t.length);
        return n;
    }

    private static void pos(ByteBuffer b, int enable, int side, int unum, int angle, int x, int y) {
        b.putShort((short) enable).putShort((short) side).putShort((short) unum)
                .putShort((short) angle).putShort((short) x).putShort((short) y);
    }
}
