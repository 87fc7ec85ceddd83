package org.pitch.replay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.protocol.monitor.ParameterStructs.Rounding;

/**
 * The binary game logs 1, 2 and 3 that rcssserver 19 itself wrote (match_rcg1/2/3.rcg.gz, see
 * protocol-monitor's reference/binary/README.md): one player of TestTeam moved to (-10, 5), turned
 * its neck by 30° and changed to the wide view; kick-off, 19 shows of kick_off_l, the 20th of
 * time_over, then the result. The expected values are what librcsc's {@code rcg2txt} prints of
 * these files. Then: the same log written again by Pitch's own binary log writer from the replayed
 * world is rcssserver's, byte for byte (but for the bytes rcssserver never sets); logs cut short
 * and broken records.
 */
class BinaryLogTest {
    @TempDir
    Path dir;

    private static RecordedMatch read(int version) throws Exception { return ReferenceLogTest.read("match_rcg" + version + ".rcg.gz"); }

    private static List<LogEvent.Show> shows(RecordedMatch m) {
        List<LogEvent.Show> l = new ArrayList<>();
        for (LogEvent e : m.events()) if (e instanceof LogEvent.Show s) l.add(s);
        return l;
    }

    private static List<String> messages(RecordedMatch m) {
        List<String> l = new ArrayList<>();
        for (LogEvent e : m.events()) if (e instanceof LogEvent.Message s) l.add(s.time() + " " + s.board() + " " + s.text());
        return l;
    }

    private static List<LogEvent> modesAndTeams(RecordedMatch m) {
        List<LogEvent> l = new ArrayList<>();
        for (LogEvent e : m.events()) if (e instanceof LogEvent.PlayModeChange || e instanceof LogEvent.TeamsChange) l.add(e);
        return l;
    }

    @ParameterizedTest(name = "version {0}")
    @ValueSource(ints = {1, 2, 3})
    void theShowsHoldWhatRcg2txtPrints(int version) throws Exception {
        RecordedMatch m = read(version);
        assertEquals(version, m.logVersion());
        assertEquals("TestTeam 0 - 0 (none), game log version " + version + ", 20 shows (cycles 1-20)", m.summary());
        List<LogEvent.Show> shows = shows(m);
        for (int i = 0; i < shows.size(); i++) {
            LogEvent.Show s = shows.get(i);
            assertEquals(i + 1, s.time());
            assertEquals(0, s.stoppage());
            assertEquals(0, s.ballX());
            assertEquals(0, s.ballY());
            // (player l 1 (position -10 5 0 0 0 30.0004) ...): the only one who joined
            SlotRecord p = s.slots()[0];
            assertEquals(1, p.state());
            assertEquals(0, p.type());
            assertEquals(-10, p.x());
            assertEquals(5, p.y());
            assertEquals(0, p.body());
            for (int slot = 1; slot < LogEvent.SLOTS; slot++) assertNull(s.slots()[slot], "nobody else plays");
        }
        // (state 1 kick_off_l 0 0) ... (state 20 time_over 0 0)
        assertEquals(List.of(new LogEvent.PlayModeChange(PlayMode.KICK_OFF, Side.LEFT),
                new LogEvent.TeamsChange(new LogEvent.TeamRecord("TestTeam", 0, 0, 0), null),
                new LogEvent.PlayModeChange(PlayMode.TIME_OVER, Side.NEUTRAL)), modesAndTeams(m));
        int timeOver = m.events().indexOf(modesAndTeams(m).get(2));
        assertEquals(20, ((LogEvent.Show) m.events().get(timeOver + 1)).time(), "time_over comes with the 20th show");
        // only version 1 records the referee's messages without record_messages; a message takes its cycle's time
        List<String> expected = version == 1
                ? List.of("1 1 (referee kick_off_l)", "20 1 (referee time_up)", "20 1 (result 202611210829 TestTeam_0-vs-null)")
                : List.of("20 1 (result 202611210829 TestTeam_0-vs-null)");
        assertEquals(expected, messages(m), "version 1's texts end at their closing parenthesis, not in the stale bytes after them");
    }

    @Test
    void versionOneAndTwoRecordPositionsOnlyAndNoParameters() throws Exception {
        for (int version : new int[] {1, 2}) {
            RecordedMatch m = read(version);
            SlotRecord p = shows(m).get(0).slots()[0];
            assertEquals(0, p.neck(), "not recorded");
            assertEquals(0, p.vx());
            assertEquals(90, p.viewAngle(), "this server's visible_angle stands in");
            assertEquals(8000, p.stamina(), "this server's stamina_max stands in");
            assertEquals(1, m.types().size(), "no player types: the default one");
            assertEquals(300, m.parameters().integer(ServerParam.HALF_TIME), "this server's value, not the recording server's 2");
            assertTrue(m.warnings().stream().anyMatch(w -> w.contains("a version " + version + " log records no parameters")), m.warnings().toString());
        }
    }

    @Test
    void versionThreeRecordsTheHeaderAndThePlayersState() throws Exception {
        RecordedMatch m = read(3);
        // the configuration of the capture (README): half_time=2, random_seed=42; reals read back as the decimals they were
        assertEquals(2, m.parameters().integer(ServerParam.HALF_TIME));
        assertEquals(100, m.parameters().integer(ServerParam.SIMULATOR_STEP));
        assertEquals(0.1, m.parameters().real(ServerParam.PLAYER_RAND));
        assertEquals(0.94, m.parameters().real(ServerParam.BALL_DECAY));
        assertEquals(8000, m.parameters().real(ServerParam.STAMINA_MAX));
        assertEquals(42, m.parameters().player().integer(PlayerParam.RANDOM_SEED));
        assertEquals(-0.1, m.parameters().player().real(PlayerParam.PLAYER_DECAY_DELTA_MIN));
        // the 18 types of random seed 42, as the text logs of the same seed record them (to 1/65536)
        assertEquals(18, m.types().size());
        PlayerType t3 = m.types().get(3);
        PlayerType text3 = ReferenceLogTest.read("match_rcg6.rcg.gz").types().get(3);
        assertEquals(text3.playerSpeedMax(), t3.playerSpeedMax(), 1 / 65536.0);
        assertEquals(text3.playerDecay(), t3.playerDecay(), 1 / 65536.0);
        assertEquals(text3.kickableMargin(), t3.kickableMargin(), 1 / 65536.0);
        assertEquals(text3.effortMax(), t3.effortMax(), 1 / 65536.0);
        assertEquals(text3.catchableAreaLStretch(), t3.catchableAreaLStretch(), 1 / 65536.0);
        // (player l 1 (position -10 5 0 0 0 30.0004) (stamina 8000) (move) (turn_neck) (change_view))
        SlotRecord p = shows(m).get(0).slots()[0];
        assertEquals(30.0004, p.neck(), 0.00005);
        assertEquals(180, p.viewAngle(), 0.001, "the wide view");
        assertTrue(p.highQuality());
        assertEquals(8000, p.stamina());
        assertEquals(1, p.effort());
        assertEquals(1, p.recovery());
        // kick dash turn catch move turn_neck change_view say ...
        assertArrayEquals(new int[] {0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0}, p.counts());
        assertTrue(m.warnings().stream().noneMatch(w -> w.contains("no server_param") || w.contains("no player_type")), m.warnings().toString());
    }

    @Test
    void plainAndGzippedAreTheSameLog() throws Exception {
        for (int version : new int[] {1, 2, 3}) {
            Path plain = dir.resolve("plain" + version + ".rcg");
            Files.write(plain, ReferenceLogTest.gunzip("match_rcg" + version + ".rcg.gz"));
            RecordedMatch a = GameLogReader.read(plain, ReplayRoundTripTest.defaults()), b = read(version);
            assertEquals(b.summary(), a.summary());
            assertEquals(b.events().size(), a.events().size());
            assertEquals(b.parameters(), a.parameters());
        }
    }

    // ------------------------------------------------------------------ written again

    /**
     * Replayed into Pitch's own binary log writer of the same version, each log comes out as
     * rcssserver wrote it: every record, value and byte, but for those rcssserver leaves as they
     * were on its stack (README: padding, what follows a NUL, an empty team's score in log 1, the
     * stale text after a log 1 message).
     */
    @ParameterizedTest(name = "version {0}")
    @ValueSource(ints = {1, 2, 3})
    void writtenAgainTheLogIsRcssserversByteForByte(int version) throws Exception {
        byte[] original = ReferenceLogTest.gunzip("match_rcg" + version + ".rcg.gz");
        RecordedMatch m = read(version);
        Playback playback = new Playback(m);
        MonitorWriter writer = MonitorCodecs.gameLog(version).openGameLog(version, m.parameters());
        BinarySink sink = new BinarySink();
        if (version >= 2) sink.out.write(new byte[] {'U', 'L', 'G', (byte) version}, 0, 4);
        writer.greeting(sink, playback.world());
        Playback.Listener listener = new Playback.Listener() {
            @Override public void message(int board, String text) { writer.message(sink, playback.world(), board, text); }
            @Override public void show() { writer.cycle(sink, playback.world()); }
        };
        while (!playback.atEnd()) playback.advance(listener);
        byte[] written = sink.out.toByteArray();
        assertEquals(original.length, written.length);
        boolean[] unset = unsetBytes(original, version);
        for (int i = 0; i < original.length; i++) {
            if (unset[i]) continue;
            final int at = i;
            assertEquals(original[i], written[i], () -> "byte " + at + " of the version " + version + " log");
        }
    }

    /** The bytes rcssserver never sets, walking the log record by record. */
    private static boolean[] unsetBytes(byte[] log, int version) {
        boolean[] unset = new boolean[log.length];
        ByteBuffer b = ByteBuffer.wrap(log);
        int pos = version == 1 ? 0 : 4;
        while (pos < log.length) {
            int mode = b.getShort(pos);
            int at = pos + 2;
            if (version == 1) {
                if (mode == 1) {
                    showinfo(log, at, unset, true);
                    Arrays.fill(unset, at + 316, pos + 2052, true);
                } else {
                    int text = BinaryLogParser.untilTheEnd(StructIn.cString(log, at + 2, 2048)).length();
                    Arrays.fill(unset, at + 2 + text, pos + 2052, true);
                }
                pos += 2052;
                continue;
            }
            switch (mode) {
                case 1 -> {
                    if (version == 2) {
                        showinfo(log, at, unset, false);
                        pos = at + 316;
                    } else {
                        for (int p = 0; p < 22; p++) Arrays.fill(unset, at + 16 + 64 * p + 34, at + 16 + 64 * p + 36, true);
                        Arrays.fill(unset, at + 1426, at + 1428, true);
                        pos = at + 1428;
                    }
                }
                case 2 -> pos = at + 4 + b.getShort(at + 2);
                case 5 -> pos = at + 1;
                case 6 -> {
                    afterNul(log, at, unset);
                    afterNul(log, at + 18, unset);
                    pos = at + 36;
                }
                case 8 -> {
                    for (int gap : new int[] {86, 222, 282}) Arrays.fill(unset, at + gap, at + gap + 2, true);
                    pos = at + 396;
                }
                case 9 -> {
                    Arrays.fill(unset, at + 6, at + 8, true);
                    Arrays.fill(unset, at + 108, at + 112, true);
                    Arrays.fill(unset, at + 114, at + 132, true);
                    pos = at + 132;
                }
                case 7 -> {
                    Arrays.fill(unset, at + 2, at + 4, true);
                    Arrays.fill(unset, at + 60, at + 88, true);
                    pos = at + 88;
                }
                default -> throw new AssertionError("mode " + mode + " at " + pos);
            }
        }
        return unset;
    }

    private static void showinfo(byte[] log, int at, boolean[] unset, boolean emptyScoreUnset) {
        unset[at + 1] = true; // after the play mode
        for (int team = 0; team < 2; team++) {
            int name = at + 2 + 18 * team;
            afterNul(log, name, unset);
            if (emptyScoreUnset && log[name] == 0) Arrays.fill(unset, name + 16, name + 18, true);
        }
        Arrays.fill(unset, at + 38, at + 46, true); // the ball's state, side, number, direction
    }

    private static void afterNul(byte[] log, int name, boolean[] unset) {
        int nul = name;
        while (nul < name + 16 && log[nul] != 0) nul++;
        if (nul < name + 16) Arrays.fill(unset, nul + 1, name + 16, true);
    }

    /** Binary messages, appended to one stream as a game log's file holds them. */
    private static final class BinarySink implements MessageSink {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();

        @Override
        public MessageOut next() {
            return new MessageOut() {
                @Override public MessageOut text(CharSequence s) { throw new AssertionError("text in a binary log"); }
                @Override public MessageOut character(char c) { throw new AssertionError("text in a binary log"); }
                @Override public MessageOut integer(long v) { throw new AssertionError("text in a binary log"); }
                @Override public MessageOut number(double v) { throw new AssertionError("text in a binary log"); }
                @Override public void send() { throw new AssertionError("text in a binary log"); }
                @Override public MessageOut int16(int v) { out.write(v >> 8); out.write(v); return this; }
                @Override public MessageOut int32(int v) { int16(v >> 16); return int16(v); }
                @Override public MessageOut bytes(byte[] b, int offset, int length) { out.write(b, offset, length); return this; }
                @Override public void sendBinary() { }
            };
        }
    }

    // ------------------------------------------------------------------ cut short and broken

    @ParameterizedTest(name = "version {0}")
    @ValueSource(ints = {1, 3})
    void aLogCutInTheMiddleOfAShowEndsBeforeIt(int version) throws Exception {
        byte[] plain = ReferenceLogTest.gunzip("match_rcg" + version + ".rcg.gz");
        // the 10th show: in log 1 after the kick-off message, in log 3 after the header, pm and team records
        int show10 = version == 1 ? 10 * 2052 : 2197 + 9 * 1430;
        Path file = dir.resolve("killed.rcg");
        Files.write(file, Arrays.copyOf(plain, show10 + 700));
        RecordedMatch m = GameLogReader.read(file, ReplayRoundTripTest.defaults());
        assertEquals(9, m.shows(), "the shows before the cut one");
        assertEquals(9, m.lastTime());
        String need = version == 1 ? "a record (dispinfo_t) needs 2052 bytes, 700 are left" : "a show (short_showinfo_t2) needs 1428 bytes, 698 are left";
        assertTrue(m.warnings().contains(file + ": byte " + show10 + ": the last record is incomplete (" + need + "); the log ends before it"),
                m.warnings().toString());
    }

    @Test
    void aBrokenRecordNamesItsByteOffset() throws Exception {
        byte[] plain = ReferenceLogTest.gunzip("match_rcg3.rcg.gz");
        int show5 = 2197 + 4 * 1430;
        plain[show5 + 1] = 77;
        Path file = dir.resolve("broken.rcg");
        Files.write(file, plain);
        LogFormatException e = assertThrows(LogFormatException.class, () -> GameLogReader.read(file, ReplayRoundTripTest.defaults()));
        assertEquals(show5, e.byteOffset());
        assertEquals(file + ": byte " + show5 + ": record mode 77 is none of a version 3 log's (1 show, 2 message, 5 play mode, 6 teams, "
                + "7 player type, 8 server, 9 player parameters)", e.getMessage());

        plain = ReferenceLogTest.gunzip("match_rcg1.rcg.gz");
        int show3 = 3 * 2052;
        plain[show3 + 2] = 99; // the play mode
        Files.write(file, plain);
        e = assertThrows(LogFormatException.class, () -> GameLogReader.read(file, ReplayRoundTripTest.defaults()));
        assertEquals(file + ": byte " + show3 + ": play mode number 99 is none of rcssserver's (1-51)", e.getMessage());

        plain = ReferenceLogTest.gunzip("match_rcg2.rcg.gz");
        plain[4 + 2 + 38 + 12 + 3] = 5; // the first player's side
        Files.write(file, plain);
        e = assertThrows(LogFormatException.class, () -> GameLogReader.read(file, ReplayRoundTripTest.defaults()));
        assertEquals("player 1 of the show has side 5, not 1 (left) or -1 (right)", e.problem());
        assertEquals(4, e.byteOffset());
    }

    @Test
    void onlyAHeaderIsNoMatch() throws Exception {
        Path file = dir.resolve("header.rcg");
        Files.write(file, Arrays.copyOf(ReferenceLogTest.gunzip("match_rcg3.rcg.gz"), 2197));
        LogFormatException e = assertThrows(LogFormatException.class, () -> GameLogReader.read(file, ReplayRoundTripTest.defaults()));
        assertEquals("no show record: nothing to replay", e.problem());
    }

    @Test
    void decimalsAreTheShortestThatGiveTheRecordedFixedPoint() {
        assertEquals(0.1, BinaryParameterRecords.decimal(6553, Rounding.TOWARDS_ZERO));
        assertEquals(-0.1, BinaryParameterRecords.decimal(-6553, Rounding.TOWARDS_ZERO));
        assertEquals(0.1, BinaryParameterRecords.decimal(6554, Rounding.NEAREST));
        assertEquals(0.31128, BinaryParameterRecords.decimal(20400, Rounding.NEAREST));
        assertEquals(8000, BinaryParameterRecords.decimal(8000 * 65536, Rounding.TOWARDS_ZERO));
    }
}
