package org.pitch.record.gamelog;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.record.Sender;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.testkit.TestWorld;

/**
 * The binary game logs 1-3 as the recorder frames them: rcssserver's header ({@code ULG} and the
 * version as a byte, none for version 1), the codec's records back to back as raw bytes, and a
 * version 1 log's referee messages even without {@code record_messages}.
 */
class BinaryGameLogTest {
    @TempDir Path dir;
    final List<String> problems = new ArrayList<>();

    /** Records of recognisable bytes: a show is mode 1 and the time, a message mode 2, board and text. */
    static final class BinaryCodec implements MonitorCodec {
        @Override public VersionRange versions() { return new VersionRange(1, 1); }
        @Override public VersionRange gameLogVersions() { return new VersionRange(1, 3); }
        @Override public MonitorWriter open(double version, Parameters p) { throw new AssertionError("a log's writer only"); }
        @Override public void decode(byte[] data, int length, double version, MonitorCommandSink out) { }
        @Override public String boardText(org.pitch.api.protocol.BoardNotice notice) { return notice.toString(); }

        @Override
        public MonitorWriter openGameLog(double logVersion, Parameters p) {
            return new MonitorWriter() {
                @Override
                public void greeting(MessageSink out, World world) {
                    if (logVersion == 3) {
                        MessageOut m = out.next();
                        m.int16(8).int32(0x01020304);
                        m.sendBinary();
                    }
                }

                @Override
                public void cycle(MessageSink out, World world) {
                    MessageOut m = out.next();
                    m.int16(1).int16(world.time());
                    m.sendBinary();
                }

                @Override
                public void message(MessageSink out, World world, int board, String text) {
                    byte[] b = text.getBytes(StandardCharsets.ISO_8859_1);
                    MessageOut m = out.next();
                    m.int16(2).int16(board).bytes(b, 0, b.length);
                    m.sendBinary();
                }
            };
        }
    }

    private Path play(int version, String extra) {
        TestConfiguration c = new TestConfiguration("server { game_log_dir = \"" + dir + "\", game_log_version = " + version
                + ", game_log_fixed = true, game_log_fixed_name = binary" + extra + " }");
        GameLogRecorder r = new GameLogRecorder(GameLogRecorderTest.START, problems::add);
        r.addCodec(new BinaryCodec());
        TestWorld w = new TestWorld().types(List.of(PlayerType.defaultType(c.parameters())));
        r.matchStarted(c, w);
        r.cycle(w.at(0, 1).playMode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL));
        w.team(Side.LEFT, "A");
        r.message(w.at(1, 0).playMode(PlayMode.KICK_OFF, Side.LEFT), GameLog.REFEREE, "kick_off_l");
        r.cycle(w);
        r.message(w.at(2, 0).playMode(PlayMode.PLAY_ON, Side.NEUTRAL), "A_1", "hello");
        r.received(w, sender("A_1"), "(dash 100)");
        r.cycle(w);
        r.matchEnded(w);
        assertEquals(List.of(), problems);
        return dir.resolve("binary.rcg" + (extra.contains("compression") ? ".gz" : ""));
    }

    private static byte[] bytes(Object... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object p : parts) {
            if (p instanceof String s) out.writeBytes(s.getBytes(StandardCharsets.ISO_8859_1));
            else out.write((Integer) p);
        }
        return out.toByteArray();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3})
    void headerThenRecordsBackToBack(int version) throws IOException {
        byte[] log = Files.readAllBytes(play(version, ""));
        byte[] header = version == 1 ? new byte[0] : bytes("ULG", version);
        byte[] greeting = version == 3 ? bytes(0, 8, 1, 2, 3, 4) : new byte[0];
        // a version 1 log has the referee's messages without record_messages; no other log does
        byte[] kickOff = version == 1 ? bytes(0, 2, 0, 1, "(referee kick_off_l)") : new byte[0];
        byte[] expected = bytes(new String(header, StandardCharsets.ISO_8859_1), new String(greeting, StandardCharsets.ISO_8859_1),
                new String(kickOff, StandardCharsets.ISO_8859_1), 0, 1, 0, 1, 0, 1, 0, 2,
                0, 2, 0, 1, "(result 202611210430 A_0-vs-null)");
        assertArrayEquals(expected, log);
    }

    @Test
    void recordMessagesAddsTheOthers() throws IOException {
        byte[] log = Files.readAllBytes(play(2, ", record_messages = true"));
        assertArrayEquals(bytes("ULG", 2, 0, 2, 0, 1, "(referee kick_off_l)", 0, 1, 0, 1,
                0, 2, 0, 1, "(A_1 hello)", 0, 2, 0, 2, "Recv A_1: (dash 100)", 0, 1, 0, 2,
                0, 2, 0, 1, "(result 202611210430 A_0-vs-null)"), log);
    }

    @Test
    void aCompressedBinaryLogInflatesToTheSameBytes() throws IOException {
        byte[] plain = Files.readAllBytes(play(3, ""));
        Files.delete(dir.resolve("binary.rcg"));
        Path gz = play(3, ", game_log_compression = 6");
        try (InputStream in = new GZIPInputStream(Files.newInputStream(gz))) {
            assertArrayEquals(plain, in.readAllBytes());
        }
    }
    /** The sender a log line names ({@code TEAM_UNUM}, {@code Coach}, {@code TEAM_Coach}). */
    static Sender sender(String name) {
        if (name.equals("Coach")) return Sender.TRAINER;
        if (name.endsWith("_Coach")) return new Sender.OnlineCoach(name.substring(0, name.length() - "_Coach".length()));
        int us = name.lastIndexOf('_');
        return new Sender.Player(name.substring(0, us), Integer.parseInt(name.substring(us + 1)));
    }
}
