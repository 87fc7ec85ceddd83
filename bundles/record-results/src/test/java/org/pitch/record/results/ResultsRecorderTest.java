package org.pitch.record.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.config.ConfigLoader;
import org.pitch.testkit.TestWorld;

class ResultsRecorderTest {
    static final Clock START = Clock.fixed(Instant.parse("2026-11-21T04:30:08Z"), ZoneId.of("UTC"));
    static final String CSV_HEADER = "time, left team, right team, left coach, right coach, left score, right score,"
            + " left pen taken, right pen taken, left pen score, right pen score, cointoss\n";

    @TempDir Path dir;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();
    final ResultsRecorder recorder = new ResultsRecorder(START, new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));

    static ServerConfiguration config(String hocon) {
        try {
            return ConfigLoader.fromText(hocon, "test");
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    String out() { return out.toString(StandardCharsets.UTF_8); }

    @Test
    void printsWhatRcssserverPrintedAfterItsReferenceMatch() throws IOException {
        String reference;
        try (InputStream in = getClass().getResourceAsStream("/reference/match_rcg5_server_stdout.txt")) {
            assertNotNull(in);
            reference = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
        TestWorld w = over();
        recorder.matchStarted(config(""), w);
        String ready = out();
        assertEquals("CSVSaver: Ready\nSTDOutSaver: Ready\n", ready);
        assertTrue(reference.contains("\n" + ready), "announced as rcssserver does at start-up");
        w.team(Side.LEFT, "TeamA");
        w.team(Side.RIGHT, "TeamB");
        recorder.cycle(w);
        recorder.matchEnded(w);
        String report = out().substring(ready.length());
        assertEquals(reference.substring(reference.indexOf("\nSaving Results:\n")), report);
        recorder.matchEnded(w);
        assertEquals(ready + report, out(), "once per match");
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theCsvFileGetsAHeaderWhenCreatedAndALinePerMatch() throws IOException {
        Path csv = dir.resolve("results.csv");
        ServerConfiguration c = config("CSVSaver { save = true, filename = \"" + csv + "\" }");
        TestWorld w = over();
        w.team(Side.LEFT, "TeamA").score(Side.LEFT, 2);
        w.team(Side.RIGHT, "TeamB").score(Side.RIGHT, 1);
        recorder.matchStarted(c, w);
        recorder.matchEnded(w);
        assertEquals(CSV_HEADER + "2026-11-21 04:30:08, \"TeamA\", \"TeamB\", NULL, NULL, 2, 1, NULL, NULL, NULL, NULL, NULL\n",
                Files.readString(csv));
        assertTrue(out().contains("\tCSVSaver: saving...\n\tCSVSaver: ...saved\n\tSTDOutSaver: saving...\n"), out());

        TestWorld second = over();
        recorder.matchStarted(c, second);
        recorder.matchEnded(second);
        assertEquals(CSV_HEADER + "2026-11-21 04:30:08, \"TeamA\", \"TeamB\", NULL, NULL, 2, 1, NULL, NULL, NULL, NULL, NULL\n"
                + "2026-11-21 04:30:08, NULL, NULL, NULL, NULL, 0, 0, NULL, NULL, NULL, NULL, NULL\n", Files.readString(csv),
                "appended, no second header; sides without a team are NULL");
        assertTrue(out().endsWith("\tnull vs null\n\tScore: 0 - 0\n \n\tSTDOutSaver: ...saved\n\nSaving Results Complete\n"), out());
    }

    @Test
    void aPenaltyShootOutIsSavedWithTheCoinTossWinner() throws IOException {
        Path csv = dir.resolve("pen.csv");
        TestWorld w = over();
        w.team(Side.LEFT, "A").team(Side.RIGHT, "B");
        Team a = w.team(Side.LEFT), b = w.team(Side.RIGHT);
        a.score(1);
        b.score(1);
        a.penaltyScore(4);
        a.penaltyMiss(1);
        b.penaltyScore(3);
        b.penaltyMiss(2);
        b.penaltyWinner(true);
        recorder.matchStarted(config("CSVSaver { save = true, filename = \"" + csv + "\" }"), w);
        recorder.matchEnded(w);
        assertEquals(CSV_HEADER + "2026-11-21 04:30:08, \"A\", \"B\", NULL, NULL, 1, 1, 5, 5, 4, 3, RIGHT\n", Files.readString(csv));
        assertTrue(out().contains("\t'A' vs 'B'\n\tScore: 1 - 1\n \tPenalties: 4 (5) - 3 (5)\n\tCoin Toss Winner: Right Team\n\n"), out());
    }

    @Test
    void aCsvFileThatCannotBeWrittenFailsThatSaverOnly() {
        Path csv = dir.resolve("no-such-dir/results.csv");
        TestWorld w = over();
        w.team(Side.LEFT, "TeamA");
        recorder.matchStarted(config("CSVSaver { save = true, filename = \"" + csv + "\" }"), w);
        recorder.matchEnded(w);
        assertTrue(out().contains("\tCSVSaver: saving...\n\tCSVSaver: ...failed\n\tSTDOutSaver: saving...\n"), out());
        assertTrue(out().contains("\t'TeamA' vs null\n"), out());
        assertTrue(out().endsWith("\tSTDOutSaver: ...saved\n\nSaving Results Complete\n"), out());
        String e = err.toString(StandardCharsets.UTF_8);
        assertTrue(e.startsWith("Error: could not open results file: no such file or directory (" + csv + ")"), e);
    }

    @Test
    void stoppingTheComponentSavesTheLastSeenResult() {
        TestWorld w = over();
        recorder.matchStarted(config(""), w);
        w.team(Side.LEFT, "L").score(Side.LEFT, 4);
        recorder.cycle(w);
        recorder.deactivate();
        recorder.matchEnded(w);
        String o = out();
        assertEquals(1, o.split("Saving Results Complete", -1).length - 1, "saved once");
        assertTrue(o.contains("\t'L' vs null\n\tScore: 4 - 0\n"), o);
    }

    @Test
    void aLeadingTildeIsTheHomeDirectory() {
        assertEquals("/home/me/r.csv", CsvSaver.expandTilde("~/r.csv", "/home/me"));
        assertEquals("/home/me", CsvSaver.expandTilde("~", "/home/me"));
        assertEquals("~other/r.csv", CsvSaver.expandTilde("~other/r.csv", "/home/me"));
        assertEquals("rcssserver.csv", CsvSaver.expandTilde("rcssserver.csv", "/home/me"));
    }

    /** A match at its end: result savers read the teams at time over. */
    private static TestWorld over() { return new TestWorld().at(6000, 0).playMode(PlayMode.TIME_OVER); }
}
