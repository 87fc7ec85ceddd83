package org.pitch.record.gamelog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.api.config.LaunchProperties;
import org.pitch.api.record.Sender;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.testkit.TestWorld;
import org.pitch.wire.Json;
import org.pitch.wire.RcssNumbers;

/**
 * A short match written through a fake monitor codec and read back: which cycles are logged, the
 * records' order and content against the world of each cycle, messages, the end and the name.
 */
class GameLogRecorderTest {
    static final Clock START = Clock.fixed(Instant.parse("2026-11-21T04:30:10Z"), ZoneId.of("UTC"));

    @TempDir Path dir;
    final List<String> problems = new ArrayList<>();

    /** What the world looked like in each logged cycle: time, ball, play mode, teams and score. */
    record Shown(int time, double x, double y, String mode, String teams) { }

    GameLogRecorder recorder(FakeMonitorCodec... codecs) {
        GameLogRecorder r = new GameLogRecorder(START, problems::add);
        for (FakeMonitorCodec c : codecs) r.addCodec(c);
        return r;
    }

    TestConfiguration config(String server) {
        return new TestConfiguration("server { game_log_dir = \"" + dir + "\", " + server + " }");
    }

    TestWorld world(TestConfiguration c) {
        return new TestWorld().types(List.of(PlayerType.defaultType(c.parameters()), PlayerType.defaultType(c.parameters())));
    }

    /**
     * Before kick-off (teams join), a first half with a goal (the clock stands 3 cycles), half time,
     * a second half, time over for 5 cycles: returns the cycles that must be logged.
     */
    static List<Shown> play(GameLogRecorder r, TestWorld w) {
        List<Shown> shown = new ArrayList<>();
        for (int s = 1; s <= 4; s++) {
            if (s == 2) w.team(Side.LEFT, "TeamA");
            if (s == 3) w.team(Side.RIGHT, "TeamB");
            step(r, w.at(0, s).playMode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL), null);
        }
        for (int t = 1; t <= 20; t++) {
            w.ball.position(t * 1.2345678, -t / 3.0);
            step(r, w.at(t, 0).playMode(t == 1 ? PlayMode.KICK_OFF : PlayMode.PLAY_ON, t == 1 ? Side.LEFT : Side.NEUTRAL), shown);
            if (t == 8) {
                w.team(Side.LEFT).score(1);
                for (int s = 1; s <= 3; s++) step(r, w.at(8, s).playMode(PlayMode.AFTER_GOAL, Side.LEFT), shown);
            }
            if (t == 10) {
                r.message(w, "referee", "half_time");
                for (int s = 1; s <= 3; s++) step(r, w.at(10, s).playMode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL), null);
            }
        }
        for (int s = 0; s < 5; s++) step(r, w.at(20, s).playMode(PlayMode.TIME_OVER, Side.NEUTRAL), s == 0 ? shown : null);
        return shown;
    }

    static void step(GameLogRecorder r, TestWorld w, List<Shown> shown) {
        r.cycle(w);
        if (shown == null) return;
        String teams = w.team(Side.LEFT).name() + " " + w.team(Side.RIGHT).name() + " " + w.team(Side.LEFT).score() + " " + w.team(Side.RIGHT).score();
        shown.add(new Shown(w.time(), w.ball.x(), w.ball.y(), w.playMode().wireName(w.playModeSide()), teams));
    }

    @Test
    void roundTripOfAVersion5Log() throws IOException {
        FakeMonitorCodec other = new FakeMonitorCodec(4, 4, false);
        FakeMonitorCodec five = new FakeMonitorCodec(5, 6, false);
        GameLogRecorder r = recorder(other, five);
        TestConfiguration c = config("game_log_version = 5");
        TestWorld w = world(c);
        r.matchStarted(c, w);
        assertEquals(5.0, five.openedWith, "the codec whose game log versions hold 5");
        assertTrue(Double.isNaN(other.openedWith));
        assertEquals(dir.resolve("incomplete.rcg"), r.currentPath(), "an unfinished log's name");
        List<Shown> shown = play(r, w);
        r.matchEnded(w);

        Path log = dir.resolve("20261121043010-TeamA_1-vs-TeamB_0.rcg");
        assertEquals(List.of(log), GameLogReferenceTest.list(dir), "renamed, dated, with teams and score");
        List<String> lines = List.of(Files.readString(log, StandardCharsets.ISO_8859_1).split("\n", -1));
        assertEquals("", lines.get(lines.size() - 1), "every record ends with a newline");
        List<String> expected = new ArrayList<>(List.of("ULG5", "(server_param (fake 1))", "(player_param (fake 2))",
                "(player_type (id 0))", "(player_type (id 1))"));
        String mode = "";
        String teams = "";
        for (Shown s : shown) {
            if (!s.mode.equals(mode)) expected.add("(playmode " + s.time + " " + (mode = s.mode) + ")");
            if (!s.teams.equals(teams)) expected.add("(team " + s.time + " " + (teams = s.teams) + ")");
            expected.add("(show " + s.time + " ((b) " + RcssNumbers.toString(s.x) + " " + RcssNumbers.toString(s.y) + "))");
        }
        assertEquals(List.of("kick_off_l", "play_on", "goal_l", "time_over"),
                shown.stream().map(Shown::mode).distinct().toList(), "the match played");
        assertEquals(20 + 3 + 1, shown.size(), "20 cycles, 3 after the goal, time over once");
        expected.add("(msg 20 1 \"(result 202611210430 TeamA_1-vs-TeamB_0)\")");
        expected.add("(team 20 TeamA TeamB 1 0)");
        expected.add("");
        assertEquals(String.join("\n", expected), String.join("\n", lines));
        assertEquals(List.of(), problems);
    }

    @Test
    void roundTripOfAJsonLogParsesAsJson() throws IOException {
        FakeMonitorCodec json = new FakeMonitorCodec(-1, -1, true);
        GameLogRecorder r = recorder(new FakeMonitorCodec(4, 6, false), json);
        TestConfiguration c = config("game_log_version = -1");
        TestWorld w = world(c);
        r.matchStarted(c, w);
        assertEquals(-1.0, json.openedWith);
        List<Shown> shown = play(r, w);
        r.matchEnded(w);

        Path log = dir.resolve("20261121043010-TeamA_1-vs-TeamB_0.rcg");
        String text = Files.readString(log, StandardCharsets.ISO_8859_1);
        assertTrue(text.startsWith("[\n{\"version\":\"19.0.0\"},\n{\"timestamp\":\"2026-11-21T04:30:10+0000\"},\n{\"server_param\""), text);
        assertTrue(text.endsWith("}\n]\n"));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> records = (List<Map<String, Object>>) json(text);
        List<Map<String, Object>> shows = new ArrayList<>();
        for (Map<String, Object> rec : records) if (rec.containsKey("show")) shows.add(rec);
        assertEquals(shown.size(), shows.size(), "one show per logged cycle, none before kick-off or at half time");
        for (int i = 0; i < shown.size(); i++) {
            @SuppressWarnings("unchecked")
            Map<String, Object> show = (Map<String, Object>) shows.get(i).get("show");
            @SuppressWarnings("unchecked")
            Map<String, Object> ball = (Map<String, Object>) show.get("ball");
            assertEquals((double) shown.get(i).time, show.get("time"));
            assertEquals(Double.parseDouble(RcssNumbers.toString(shown.get(i).x)), ball.get("x"));
            assertEquals(Double.parseDouble(RcssNumbers.toString(shown.get(i).y)), ball.get("y"));
        }
        assertEquals(Map.of("version", "19.0.0"), records.get(0));
        assertEquals(2 + 2 + 2, records.indexOf(records.stream().filter(m -> m.containsKey("playmode")).findFirst().orElseThrow()),
                "version, timestamp, 2 parameter records, 2 player types, then the first cycle: the greeting's show was dropped");
        Map<String, Object> msg = records.get(records.size() - 2);
        assertEquals("{msg={time=20.0, stime=4.0, board=1.0, message=(result 202611210430 TeamA_1-vs-TeamB_0)}}", msg.toString());
        Map<String, Object> team = records.get(records.size() - 1);
        assertEquals("{team={time=20.0, stime=4.0, teams=TeamA TeamB 1 0}}", team.toString(), "the writer's closing record");
        assertEquals(List.of(), problems);
    }

    @Test
    void messagesAreRecordedOnlyWithRecordMessages() throws IOException {
        GameLogRecorder r = recorder(new FakeMonitorCodec(6, 6, false));
        TestConfiguration c = config("game_log_version = 6, game_log_fixed = true, game_log_fixed_name = m, record_messages = true, text_logging = false");
        TestWorld w = world(c);
        w.team(Side.LEFT, "TeamA");
        r.matchStarted(c, w);
        r.message(w.at(0, 1).playMode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL), "referee", "before_kick_off"); // idle: not logged without a text log
        r.received(w, sender("TeamA_1"), "(init TeamA (version 19))"); // logged before kick-off
        r.cycle(w);
        r.message(w.at(1, 0).playMode(PlayMode.KICK_OFF, Side.LEFT), "referee", "kick_off_l");
        r.received(w, sender("TeamA_1"), "(say \"two words\")");
        r.received(w, sender("TeamA_1"), "x".repeat(3000));
        r.cycle(w);
        r.message(w.at(2, 0).playMode(PlayMode.TIME_OVER, Side.NEUTRAL), "referee", "time_over"); // idle: not logged
        r.received(w, sender("TeamA_1"), "(bye)"); // after time over: not logged
        r.cycle(w);
        r.matchEnded(w);

        List<String> lines = List.of(Files.readString(dir.resolve("m.rcg"), StandardCharsets.ISO_8859_1).split("\n"));
        List<String> msgs = lines.stream().filter(l -> l.startsWith("(msg")).toList();
        String cut = "Recv TeamA_1: " + "x".repeat(GameLog.MESSAGE_LIMIT - "Recv TeamA_1: ".length());
        assertEquals(List.of("(msg 0 2 \"Recv TeamA_1: (init TeamA (version 19))\")",
                "(msg 1 1 \"(referee kick_off_l)\")",
                "(msg 1 2 \"Recv TeamA_1: (say \"two words\")\")",
                "(msg 1 2 \"" + cut + "\")",
                "(msg 2 1 \"(result 202611210430 TeamA_0-vs-null)\")"), msgs);
        assertEquals("(team 2 TeamA null 0 0)", lines.get(lines.size() - 1));
    }

    @Test
    void refereeMessagesBeforeKickOffAreLoggedWhenATextLogIsWritten() throws IOException {
        GameLogRecorder r = recorder(new FakeMonitorCodec(-1, -1, true));
        TestConfiguration c = config("game_log_version = -1, game_log_fixed = true, game_log_fixed_name = m, record_messages = true, text_logging = true");
        TestWorld w = world(c);
        r.matchStarted(c, w);
        r.message(w.at(0, 3).playMode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL), "referee", "say \"hi\" \\o/");
        r.message(w, "TeamA_1", "chatter"); // a player's message: only while the game is on
        r.cycle(w);
        r.matchEnded(w);
        String text = Files.readString(dir.resolve("m.rcg"), StandardCharsets.ISO_8859_1);
        assertTrue(text.contains(",\n{\"msg\":{\"time\":0,\"stime\":3,\"board\":1,\"message\":\"(referee say \\\"hi\\\" \\\\o/)\"}},\n"), text);
        assertFalse(text.contains("chatter"));
        assertTrue(text.endsWith(",\n{\"team\":{\"time\":0,\"stime\":3,\"teams\":\"null null 0 0\"}}\n]\n"), text);
        json(text);
    }

    @Test
    void penaltiesAndNullTeamsNameTheLogLikeRcssserver() throws IOException {
        GameLogRecorder r = recorder(new FakeMonitorCodec(6, 6, false));
        TestConfiguration c = config("game_log_version = 6, game_log_dated = false, game_log_compression = 6");
        TestWorld w = world(c);
        r.matchStarted(c, w);
        assertEquals(dir.resolve("incomplete.rcg.gz"), r.currentPath());
        w.team(Side.LEFT, "A").team(Side.RIGHT, "B");
        Team a = w.team(Side.LEFT), b = w.team(Side.RIGHT);
        a.score(2);
        b.score(2);
        a.penaltyScore(4);
        a.penaltyMiss(1);
        b.penaltyScore(3);
        b.penaltyMiss(2);
        a.penaltyWinner(true);
        r.cycle(w.at(6000, 0).playMode(PlayMode.TIME_OVER, Side.NEUTRAL));
        r.matchEnded(w);
        Path log = dir.resolve("A_2_4w-vs-B_2_3.rcg.gz");
        assertEquals(List.of(log), GameLogReferenceTest.list(dir));
        String text = gunzip(log, false);
        assertTrue(text.endsWith("(msg 6000 1 \"(result 202611210430 A_2_4w-vs-B_2_3)\")\n(team 6000 A B 2 2)\n"), text);
    }

    @Test
    void aGzipLogIsReadableAfterAnAbruptStop() throws IOException {
        GameLogRecorder r = recorder(new FakeMonitorCodec(6, 6, false));
        TestConfiguration c = config("game_log_version = 6, game_log_compression = 9");
        TestWorld w = world(c);
        r.matchStarted(c, w);
        for (int t = 1; t <= 300; t++) {
            w.ball.position(t / 7.0, 0);
            r.cycle(w.at(t, 0).playMode(PlayMode.PLAY_ON, Side.NEUTRAL));
            r.awaitWritten(); // a disk that keeps up with the cycles, as a real one does at 100 ms a cycle
        }
        // the server dies here: no matchEnded, no gzip trailer
        String text = gunzip(dir.resolve("incomplete.rcg.gz"), true);
        List<String> lines = List.of(text.split("\n"));
        assertEquals("ULG6", lines.get(0));
        assertEquals("(show 300 ((b) " + RcssNumbers.toString(300 / 7.0) + " 0))", lines.get(lines.size() - 1));
        assertEquals(1 + 4 + 2 + 300, lines.size(), "header, opening, first play mode and teams, 300 shows");
        assertTrue(text.endsWith("\n"), "the last flushed record is complete");
    }

    @Test
    void flushCyclesHoldsCyclesInMemoryUntilDue() throws IOException {
        GameLogRecorder r = recorder(new FakeMonitorCodec(5, 5, false));
        TestConfiguration c = config("game_log_version = 5").set("record.flush_cycles", 5);
        TestWorld w = world(c);
        r.matchStarted(c, w);
        for (int t = 1; t <= 4; t++) r.cycle(w.at(t, 0).playMode(PlayMode.PLAY_ON, Side.NEUTRAL));
        r.awaitWritten();
        String early = Files.readString(dir.resolve("incomplete.rcg"), StandardCharsets.ISO_8859_1);
        assertFalse(early.contains("(show"), "4 of 5 cycles: still in memory");
        assertTrue(early.startsWith("ULG5\n(server_param"), "the opening is on disk at once");
        r.cycle(w.at(5, 0).playMode(PlayMode.PLAY_ON, Side.NEUTRAL));
        r.awaitWritten();
        String due = Files.readString(dir.resolve("incomplete.rcg"), StandardCharsets.ISO_8859_1);
        assertTrue(due.endsWith("(show 5 ((b) 0 0))\n"), due);
        assertEquals(List.of(), problems);
    }

    @Test
    void aBadFlushSettingIsReportedAndEveryCycleFlushes() throws IOException {
        GameLogRecorder r = recorder(new FakeMonitorCodec(5, 5, false));
        TestConfiguration c = config("game_log_version = 5").set("record.flush_cycles", 0.5);
        TestWorld w = world(c);
        r.matchStarted(c, w);
        r.cycle(w.at(1, 0).playMode(PlayMode.PLAY_ON, Side.NEUTRAL));
        r.awaitWritten();
        assertTrue(Files.readString(dir.resolve("incomplete.rcg"), StandardCharsets.ISO_8859_1).endsWith("(show 1 ((b) 0 0))\n"));
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).contains("pitch.record.flush_cycles"), problems.get(0));
    }

    @Test
    void anUnwritableDirectoryIsReportedOnceAndTheMatchGoesOn() throws IOException {
        Path inTheWay = dir.resolve("not-a-directory");
        Files.writeString(inTheWay, "x");
        GameLogRecorder r = recorder(new FakeMonitorCodec(4, 6, false));
        TestConfiguration c = new TestConfiguration("server { game_log_dir = \"" + inTheWay.resolve("logs") + "\" }");
        TestWorld w = world(c);
        r.matchStarted(c, w);
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).contains(inTheWay.resolve("logs").toString()), problems.get(0));
        assertTrue(problems.get(0).contains("without a game log"), problems.get(0));
        for (int t = 1; t <= 10; t++) r.cycle(w.at(t, 0).playMode(PlayMode.PLAY_ON, Side.NEUTRAL));
        r.message(w, "referee", "play_on");
        r.matchEnded(w);
        assertNull(r.currentPath());
        assertEquals(1, problems.size(), "reported once");
        assertEquals(List.of(inTheWay), GameLogReferenceTest.list(dir));
    }

    @Test
    void gameLoggingOffWritesNothing() throws IOException {
        GameLogRecorder r = recorder(new FakeMonitorCodec(5, 5, false));
        TestConfiguration c = config("game_logging = false");
        TestWorld w = world(c);
        r.matchStarted(c, w);
        r.cycle(w.at(1, 0).playMode(PlayMode.PLAY_ON, Side.NEUTRAL));
        r.matchEnded(w);
        assertEquals(List.of(), GameLogReferenceTest.list(dir));
        assertEquals(List.of(), problems);
    }

    @Test
    void aVersionRcssserverNeverHadIsRefusedInWords() throws IOException {
        GameLogRecorder r = recorder(new FakeMonitorCodec(1, 6, false));
        TestConfiguration c = config("game_log_version = 0");
        TestWorld w = world(c);
        r.matchStarted(c, w);
        r.cycle(w.at(1, 0).playMode(PlayMode.PLAY_ON, Side.NEUTRAL));
        r.matchEnded(w);
        assertEquals(List.of(), GameLogReferenceTest.list(dir));
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).contains("game_log_version 0 is not supported"), problems.get(0));
    }

    @Test
    void aCodecThatArrivesBeforeKickOffIsStillUsed() throws IOException {
        GameLogRecorder r = recorder();
        TestConfiguration c = config("game_log_version = 6, game_log_fixed = true, game_log_fixed_name = late");
        TestWorld w = world(c);
        r.matchStarted(c, w);
        r.cycle(w.at(0, 1).playMode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL));
        assertNull(r.currentPath());
        r.addCodec(new FakeMonitorCodec(6, 6, false));
        r.cycle(w.at(0, 2).playMode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL));
        r.cycle(w.at(1, 0).playMode(PlayMode.KICK_OFF, Side.LEFT));
        r.matchEnded(w);
        String text = Files.readString(dir.resolve("late.rcg"), StandardCharsets.ISO_8859_1);
        assertTrue(text.startsWith("ULG6\n(server_param (fake 1))\n"), text);
        assertTrue(text.contains("(playmode 1 kick_off_l)\n"), text);
        assertEquals(List.of(), problems);
    }

    @Test
    void noCodecForTheVersionIsReportedAtKickOff() throws IOException {
        GameLogRecorder r = recorder(new FakeMonitorCodec(4, 5, false));
        TestConfiguration c = config("game_log_version = 6");
        TestWorld w = world(c);
        r.matchStarted(c, w);
        r.cycle(w.at(0, 1).playMode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL));
        assertEquals(List.of(), problems, "a codec may still register before kick-off");
        r.cycle(w.at(1, 0).playMode(PlayMode.KICK_OFF, Side.LEFT));
        r.cycle(w.at(2, 0).playMode(PlayMode.PLAY_ON, Side.NEUTRAL));
        r.matchEnded(w);
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).contains("no monitor protocol bundle writes game_log_version 6"), problems.get(0));
        assertEquals(List.of(), GameLogReferenceTest.list(dir));
    }

    @Test
    void aFailingWriterCostsItsRecordNotTheLog() throws IOException {
        FakeMonitorCodec codec = new FakeMonitorCodec(5, 5, false);
        codec.failAtTime = 2;
        GameLogRecorder r = recorder(codec);
        TestConfiguration c = config("game_log_version = 5, game_log_fixed = true, game_log_fixed_name = f");
        TestWorld w = world(c);
        r.matchStarted(c, w);
        for (int t = 1; t <= 3; t++) r.cycle(w.at(t, 0).playMode(PlayMode.PLAY_ON, Side.NEUTRAL));
        r.matchEnded(w);
        List<String> shows = Files.readAllLines(dir.resolve("f.rcg"), StandardCharsets.ISO_8859_1).stream()
                .filter(l -> l.startsWith("(show")).toList();
        assertEquals(List.of("(show 1 ((b) 0 0))", "(show 3 ((b) 0 0))"), shows, "the half-written show of cycle 2 was dropped");
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).contains("writer broke at 2"), problems.get(0));
    }

    @Test
    void stoppingTheComponentEndsAndNamesTheLog() throws IOException {
        GameLogRecorder r = recorder(new FakeMonitorCodec(5, 5, false));
        TestConfiguration c = config("game_log_version = 5");
        TestWorld w = world(c);
        w.team(Side.LEFT, "L");
        w.team(Side.RIGHT, "R").score(Side.RIGHT, 3);
        r.matchStarted(c, w);
        r.cycle(w.at(42, 0).playMode(PlayMode.PLAY_ON, Side.NEUTRAL));
        r.deactivate();
        r.matchEnded(w); // the kernel may still call it: nothing more happens
        Path log = dir.resolve("20261121043010-L_0-vs-R_3.rcg");
        assertEquals(List.of(log), GameLogReferenceTest.list(dir));
        assertTrue(Files.readString(log).endsWith("(msg 42 1 \"(result 202611210430 L_0-vs-R_3)\")\n(team 42 L R 0 3)\n"));
    }

    /** A variant as the launcher publishes it: JSON, a member per line. */
    static Map<String, Object> published(String id) {
        return Map.of(LaunchProperties.LAUNCH, LaunchProperties.LAUNCH_VARIANT, LaunchProperties.VARIANT_ID, id,
                LaunchProperties.VARIANT, "{\n  \"id\": \"" + id + "\",\n  \"bundles\": [\n    {\"name\": \"org.pitch.kernel\"}\n  ]\n}\n");
    }

    @Test
    void theVariantIsWrittenBesideTheLogNotIntoIt() throws IOException {
        GameLogRecorder r = recorder(new FakeMonitorCodec(5, 5, false));
        TestConfiguration c = config("game_log_version = 5");
        TestWorld w = world(c);
        r.matchStarted(c, w);
        r.variantPublished(published("3f2a9c1d")); // after the start: the launcher publishes once the server is ready
        play(r, w);
        r.matchEnded(w);
        Path variant = dir.resolve("20261121043010-TeamA_1-vs-TeamB_0.variant.json");
        assertEquals(published("3f2a9c1d").get(LaunchProperties.VARIANT), Files.readString(variant), "the variant as published, no swaps");
        assertFalse(Files.readString(dir.resolve("20261121043010-TeamA_1-vs-TeamB_0.rcg"), StandardCharsets.ISO_8859_1).contains("3f2a9c1d"));
        assertEquals(List.of(), problems);
    }

    @Test
    void aSwapDuringTheMatchIsListedWithTheCycleItWasSeenAt() throws IOException {
        GameLogRecorder r = recorder(new FakeMonitorCodec(5, 5, false));
        r.variantPublished(published("11111111"));
        TestConfiguration c = config("game_log_version = 5");
        TestWorld w = world(c);
        r.matchStarted(c, w);
        for (int t = 1; t <= 7; t++) step(r, w.at(t, 0).playMode(PlayMode.PLAY_ON, Side.NEUTRAL), null);
        r.variantPublished(published("22222222"));
        r.variantPublished(published("22222222")); // the same again (properties set anew): no swap
        step(r, w.at(8, 0), null);
        r.matchEnded(w);
        Path variant = dir.resolve("20261121043010-null-vs-null.variant.json");
        @SuppressWarnings("unchecked")
        Map<String, Object> read = (Map<String, Object>) json(Files.readString(variant));
        assertEquals("11111111", read.get("id"), "the variant the match started with");
        assertEquals("[{cycle=7.0, variant={id=22222222, bundles=[{name=org.pitch.kernel}]}}]", read.get("swaps").toString());
        // the next match starts with the variant published last, and has no swaps
        TestWorld next = world(c);
        r.matchStarted(c, next);
        step(r, next.at(1, 0).playMode(PlayMode.PLAY_ON, Side.NEUTRAL), null);
        r.deactivate(); // stopped during the match: the log is ended and the variant written all the same
        assertEquals(List.of(dir.resolve("20261121043010-null-vs-null.rcg"), variant), GameLogReferenceTest.list(dir));
        assertEquals(published("22222222").get(LaunchProperties.VARIANT), Files.readString(variant));
        assertEquals(List.of(), problems);
    }

    @Test
    void withoutALauncherThereIsNoVariantFile() throws IOException {
        GameLogRecorder r = recorder(new FakeMonitorCodec(5, 5, false));
        TestConfiguration c = config("game_log_version = 5");
        TestWorld w = world(c);
        r.matchStarted(c, w);
        play(r, w);
        r.matchEnded(w);
        assertEquals(List.of(dir.resolve("20261121043010-TeamA_1-vs-TeamB_0.rcg")), GameLogReferenceTest.list(dir));
    }

    /** The inflated file; with {@code truncated}, a missing gzip trailer is expected and tolerated. */
    static String gunzip(Path file, boolean truncated) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        boolean ended = false;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            byte[] buf = new byte[8192];
            for (int n; (n = in.read(buf)) > 0; ) bytes.write(buf, 0, n);
            ended = true;
        } catch (EOFException e) {
            assertTrue(truncated, "unexpected end of " + file);
        }
        assertEquals(!truncated, ended, truncated ? "no trailer after an abrupt stop" : "a complete gzip file");
        assertNotNull(bytes);
        return bytes.toString(StandardCharsets.ISO_8859_1);
    }
    /** The sender a log line names ({@code TEAM_UNUM}, {@code Coach}, {@code TEAM_Coach}). */
    static Sender sender(String name) {
        if (name.equals("Coach")) return Sender.TRAINER;
        if (name.endsWith("_Coach")) return new Sender.OnlineCoach(name.substring(0, name.length() - "_Coach".length()));
        int us = name.lastIndexOf('_');
        return new Sender.Player(name.substring(0, us), Integer.parseInt(name.substring(us + 1)));
    }

    /** The log's JSON, read as strictly as RFC 8259 asks: anything malformed fails the test with where. */
    private static Object json(String text) {
        try {
            return Json.read(text, Json.Dialect.STRICT);
        } catch (Json.SyntaxError e) {
            throw new AssertionError("not JSON at " + Json.lineAndColumn(text, e.offset()) + ": " + e.getMessage());
        }
    }
}
