package org.pitch.record.textlog;

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
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.record.Sender;
import org.pitch.api.world.Side;
import org.pitch.config.ConfigLoader;
import org.pitch.testkit.TestWorld;

class TextLogRecorderTest {
    static final Clock START = Clock.fixed(Instant.parse("2026-11-21T04:30:10Z"), ZoneId.of("UTC"));

    @TempDir Path dir;
    final List<String> problems = new ArrayList<>();
    final TextLogRecorder recorder = new TextLogRecorder(START, problems::add);

    ServerConfiguration config(String server) {
        try {
            return ConfigLoader.fromText("server { text_log_dir = \"" + dir + "\", " + server + " }", "test");
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The text logs rcssserver 19 wrote for a 200-cycle match, rebuilt byte for byte from the
     * calls the kernel makes: each received datagram, each referee message, a cycle between.
     */
    @ParameterizedTest
    @ValueSource(strings = {"match_rcg5", "match_rcg6", "match_rcg-1"})
    void rebuildsTheReferenceLog(String name) throws IOException {
        String reference = reference(name + ".rcl.gz");
        TestWorld w = new TestWorld();
        recorder.matchStarted(config("text_log_fixed = true, text_log_fixed_name = \"" + name + "\""), w);
        int calls = 0;
        for (String line : reference.split("\n")) {
            int comma = line.indexOf(',');
            int tab = line.indexOf('\t');
            int time = Integer.parseInt(line.substring(0, comma));
            int stoppage = Integer.parseInt(line.substring(comma + 1, tab));
            if (time != w.time() || stoppage != w.stoppageTime()) recorder.cycle(w.at(time, stoppage));
            String entry = line.substring(tab + 1);
            if (entry.startsWith("Recv ")) {
                int colon = entry.indexOf(": ");
                recorder.received(w, sender(entry.substring(5, colon)), entry.substring(colon + 2));
            } else {
                assertTrue(entry.startsWith("(referee ") && entry.endsWith(")"), entry);
                recorder.message(w, "referee", entry.substring(9, entry.length() - 1));
                recorder.message(w, "TeamA_1", "a player's message is not in the text log");
            }
            calls++;
        }
        assertTrue(calls > 2000);
        w.team(Side.LEFT, "TeamA");
        w.team(Side.RIGHT, "TeamB");
        recorder.matchEnded(w);
        Path log = dir.resolve(name + ".rcl");
        assertEquals(List.of(log), list(), "a fixed name is not renamed");
        assertEquals(reference, Files.readString(log, StandardCharsets.ISO_8859_1));
        assertEquals(List.of(), problems);
    }

    @Test
    void aDatedLogIsRenamedWithTeamsAndScoreAtTheEnd() throws IOException {
        TestWorld w = new TestWorld();
        recorder.matchStarted(config("text_log_compression = 3"), w);
        assertEquals(dir.resolve("incomplete.rcl.gz"), recorder.currentPath());
        w.team(Side.LEFT, "TeamA").score(Side.LEFT, 1);
        w.team(Side.RIGHT, "TeamB");
        recorder.received(w.at(0, 7), sender("TeamA_1"), "(init TeamA (version 19) (goalie))");
        recorder.cycle(w);
        recorder.message(w.at(36, 0), "referee", "play_on");
        recorder.cycle(w);
        recorder.matchEnded(w);
        Path log = dir.resolve("20261121043010-TeamA_1-vs-TeamB_0.rcl.gz");
        assertEquals(List.of(log), list());
        assertEquals("0,7\tRecv TeamA_1: (init TeamA (version 19) (goalie))\n36,0\t(referee play_on)\n", gunzip(log, false));
        assertNull(recorder.currentPath());
    }

    @Test
    void entriesAreCutWhereRcssserversBuffersEnd() throws IOException {
        TestWorld w = new TestWorld();
        recorder.matchStarted(config("text_log_fixed = true, text_log_fixed_name = cut"), w);
        recorder.received(w.at(3, 0), sender("TeamB_11"), "(say " + "y".repeat(9000) + ")");
        recorder.message(w, "referee", "z".repeat(3000));
        recorder.received(w, sender("TeamB_11"), "(two\nlines)"); // written as received
        recorder.matchEnded(w);
        List<String> lines = Files.readAllLines(dir.resolve("cut.rcl"), StandardCharsets.ISO_8859_1);
        assertEquals("3,0\t" + ("Recv TeamB_11: (say " + "y".repeat(9000)).substring(0, TextLog.RECEIVED_LIMIT), lines.get(0));
        assertEquals("3,0\t" + ("(referee " + "z".repeat(3000)).substring(0, TextLog.REFEREE_LIMIT), lines.get(1));
        assertEquals(List.of("3,0\tRecv TeamB_11: (two", "lines)"), lines.subList(2, 4));
    }

    @Test
    void aGzipLogIsReadableAfterAnAbruptStop() throws IOException {
        TestWorld w = new TestWorld();
        recorder.matchStarted(config("text_log_compression = 1"), w);
        StringBuilder expected = new StringBuilder();
        for (int t = 1; t <= 400; t++) {
            recorder.received(w.at(t, 0), new Sender.Player("TeamA", t % 11 + 1), "(dash " + t + ")");
            expected.append(t).append(",0\tRecv TeamA_").append(t % 11 + 1).append(": (dash ").append(t).append(")\n");
            recorder.cycle(w);
            recorder.awaitWritten(); // a disk that keeps up with the cycles
        }
        // the server dies: no matchEnded, no gzip trailer, not renamed
        assertEquals(expected.toString(), gunzip(dir.resolve("incomplete.rcl.gz"), true));
    }

    @Test
    void anUnwritableDirectoryIsReportedOnceAndTheMatchGoesOn() throws IOException {
        Path inTheWay = dir.resolve("file");
        Files.writeString(inTheWay, "x");
        TestWorld w = new TestWorld();
        recorder.matchStarted(config("text_log_dir = \"" + inTheWay + "/rcl\""), w);
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).startsWith("text log: cannot create the text log directory '" + inTheWay.resolve("rcl") + "'"), problems.get(0));
        assertTrue(problems.get(0).endsWith("the match goes on without a text log"), problems.get(0));
        recorder.received(w, sender("TeamA_1"), "(dash 1)");
        recorder.message(w, "referee", "play_on");
        recorder.cycle(w);
        recorder.matchEnded(w);
        assertEquals(1, problems.size());
        assertEquals(List.of(inTheWay), list());
    }

    @Test
    void textLoggingOffWritesNothing() throws IOException {
        TestWorld w = new TestWorld();
        recorder.matchStarted(config("text_logging = false"), w);
        recorder.received(w, sender("TeamA_1"), "(dash 1)");
        recorder.cycle(w);
        recorder.matchEnded(w);
        assertEquals(List.of(), list());
        assertEquals(List.of(), problems);
    }

    @Test
    void stoppingTheComponentEndsAndNamesTheLog() throws IOException {
        TestWorld w = new TestWorld();
        recorder.matchStarted(config("text_log_dated = false"), w);
        w.team(Side.LEFT, "L").score(Side.LEFT, 2);
        recorder.received(w.at(5, 0), sender("L_1"), "(turn 30)");
        recorder.cycle(w);
        recorder.deactivate();
        recorder.received(w, sender("L_1"), "(turn 31)"); // too late: nothing happens
        recorder.matchEnded(w);
        Path log = dir.resolve("L_2-vs-null.rcl");
        assertEquals(List.of(log), list());
        assertEquals("5,0\tRecv L_1: (turn 30)\n", Files.readString(log));
        assertFalse(Files.exists(dir.resolve("incomplete.rcl")));
    }

    private List<Path> list() throws IOException {
        try (var s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    static String reference(String resource) throws IOException {
        try (InputStream in = TextLogRecorderTest.class.getResourceAsStream("/reference/" + resource)) {
            assertNotNull(in, "reference/" + resource + " on the test class path");
            return new String(new GZIPInputStream(in).readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    static String gunzip(Path file, boolean truncated) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            byte[] buf = new byte[4096];
            for (int n; (n = in.read(buf)) > 0; ) bytes.write(buf, 0, n);
            assertFalse(truncated, "expected no gzip trailer");
        } catch (EOFException e) {
            assertTrue(truncated, "unexpected end of " + file);
        }
        return bytes.toString(StandardCharsets.ISO_8859_1);
    }
    /** The sender a log line names ({@code TEAM_UNUM}, {@code Coach}, {@code TEAM_Coach}). */
    static Sender sender(String name) {
        if (name.equals("Coach")) return Sender.TRAINER;
        if (name.endsWith("_Coach")) return new Sender.OnlineCoach(name.substring(0, name.length() - "_Coach".length()));
        int us = name.lastIndexOf('_');
        return new Sender.Player(name.substring(0, us), Integer.parseInt(name.substring(us + 1)));
    }
}
