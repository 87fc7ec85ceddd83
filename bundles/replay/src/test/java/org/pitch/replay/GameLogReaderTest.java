package org.pitch.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;

/**
 * Reading logs: the formats recognised by their first bytes (gzip too), and every way a file can
 * be unusable, each reported with the file, the line and the problem. A log cut short is replayed
 * as far as it goes, with a warning.
 */
class GameLogReaderTest {
    @TempDir
    Path dir;

    private static Parameters defaults() throws Exception { return ReplayRoundTripTest.defaults(); }

    private static List<String> rcg6() throws Exception { return new ArrayList<>(ReferenceLogTest.lines("match_rcg6.rcg.gz")); }

    private Path write(String name, List<String> lines) throws Exception {
        return write(name, (String.join("\n", lines) + "\n").getBytes(StandardCharsets.ISO_8859_1));
    }

    private Path write(String name, byte[] content) throws Exception {
        Path p = dir.resolve(name);
        Files.write(p, content);
        return p;
    }

    private LogFormatException refused(Path file) {
        return assertThrows(LogFormatException.class, () -> GameLogReader.read(file, defaults()));
    }

    @Test
    void plainAndGzipAreTheSameLogWhateverTheName() throws Exception {
        byte[] plain = ReferenceLogTest.gunzip("match_rcg6.rcg.gz");
        RecordedMatch a = GameLogReader.read(write("plain.rcg", plain), defaults());
        RecordedMatch b = GameLogReader.read(write("named-plain-but-gzipped.rcg", ReferenceLogTest.gzipped("match_rcg6.rcg.gz")), defaults());
        assertEquals(a.summary(), b.summary());
        assertEquals(a.events().size(), b.events().size());
        assertEquals(a.parameters(), b.parameters());
        assertEquals(a.types(), b.types());
    }

    @Test
    void theRecordsBecomeEvents() throws Exception {
        RecordedMatch m = GameLogReader.read(write("m.rcg", rcg6()), defaults());
        LogEvent.PlayModeChange first = (LogEvent.PlayModeChange) m.events().get(0);
        assertEquals(PlayMode.KICK_OFF, first.mode());
        assertEquals(Side.LEFT, first.side());
        assertEquals(new LogEvent.TeamsChange(new LogEvent.TeamRecord("TeamA", 0, 0, 0), new LogEvent.TeamRecord("TeamB", 0, 0, 0)), m.events().get(1));
        LogEvent.Show show = (LogEvent.Show) m.events().get(2);
        assertEquals(1, show.time());
        SlotRecord goalie = show.slots()[0];
        assertEquals(0x9, goalie.state());
        assertEquals(-50, goalie.x());
        assertEquals(120, goalie.viewAngle());
        assertEquals(130600, goalie.capacity());
        assertEquals(6, goalie.counts()[2], "turns");
        assertEquals(null, show.slots()[3], "l 4 is nobody: state 0");
        LogEvent.Message result = (LogEvent.Message) m.events().get(m.events().size() - 2);
        assertEquals("(result 202611210430 TeamA_0-vs-TeamB_0)", result.text());
    }

    @Test
    void aTextLogCountsTheStoppageItDoesNotRecord() throws Exception {
        List<String> lines = rcg6();
        int show5 = lines.indexOf(lines.stream().filter(l -> l.startsWith("(show 5 ")).findFirst().orElseThrow());
        // the clock stands at 5 for two more shows, as after a goal
        lines.add(show5 + 1, lines.get(show5));
        lines.add(show5 + 1, lines.get(show5));
        RecordedMatch m = GameLogReader.read(write("m.rcg", lines), defaults());
        List<Integer> stoppage = new ArrayList<>();
        for (LogEvent e : m.events()) if (e instanceof LogEvent.Show s && s.time() >= 4 && s.time() <= 6) stoppage.add(s.stoppage());
        assertEquals(List.of(0, 0, 1, 2, 0), stoppage);
    }

    @Test
    void valuesTheLogLacksAreThisServersAndSynchSeeOffsetIsUnscaled() throws Exception {
        List<String> lines = new ArrayList<>(List.of("ULG5",
                "(server_param (half_time 120)(slow_down_factor 2)(synch_see_offset 60)(coach_msg_file \"x y\"))",
                "(player_param (random_seed 7))"));
        lines.addAll(rcg6().subList(3, 21));
        lines.add(rcg6().get(23).replace(" (fp 0 0)", "").replaceAll(" (\\d+)\\)\\)", "))"));
        RecordedMatch m = GameLogReader.read(write("m.rcg", lines), defaults());
        assertEquals(120, m.parameters().integer(ServerParam.HALF_TIME));
        assertEquals(30, m.parameters().integer(ServerParam.SYNCH_SEE_OFFSET), "rcssserver records it multiplied by slow_down_factor");
        assertEquals("x y", m.parameters().string(ServerParam.COACH_MSG_FILE));
        assertEquals(6000, m.parameters().integer(ServerParam.PORT), "not recorded: this server's");
        assertEquals(1, m.shows());
    }

    // ------------------------------------------------------------------ unusable files

    @Test
    void aMissingFile() {
        LogFormatException e = refused(dir.resolve("nothing.rcg"));
        assertEquals(dir.resolve("nothing.rcg") + ": no such file", e.getMessage());
        assertEquals(0, e.line());
    }

    @Test
    void anEmptyFile() throws Exception {
        assertEquals("the file is empty", refused(write("empty.rcg", new byte[0])).problem());
    }

    @Test
    void notALog() throws Exception {
        LogFormatException e = refused(write("notes.txt", List.of("hello", "world")));
        assertEquals(dir.resolve("notes.txt") + ":1: not a game log: it starts with 'hello', not with a ULG header (versions 2-6), "
                + "the JSON log's '[' or a version 1 log's first record (the bytes 0 1 or 0 2)", e.getMessage());
    }

    @Test
    void binaryAndUnknownVersions() throws Exception {
        // a binary log 3 whose first show was cut short: read as binary, and nothing is left
        byte[] binary = {'U', 'L', 'G', 3, 0, 1, 0, 0};
        assertEquals("no show record: nothing to replay", refused(write("binary.rcg", binary)).problem());
        assertEquals("an unknown game log version: the header is 'ULG\\x01\\x00\\x01'", refused(write("v1.rcg", new byte[] {'U', 'L', 'G', 1, 0, 1})).problem());
        assertEquals("an unknown game log version: the header is 'ULG7'", refused(write("v7.rcg", List.of("ULG7", "(show 1)"))).problem());
    }

    @Test
    void aBadNumberNamesItsLineAndColumn() throws Exception {
        List<String> lines = rcg6();
        lines.set(29, lines.get(29).replaceFirst("\\(\\(b\\) \\S+", "((b) 1.2.3"));
        LogFormatException e = refused(write("bad.rcg", lines));
        assertEquals(30, e.line());
        assertTrue(e.getMessage().startsWith(dir.resolve("bad.rcg") + ":30: a number expected, not '1.2.3' at column 14: "), e.getMessage());
    }

    @Test
    void recordsThatMakeNoSense() throws Exception {
        List<String> lines = rcg6();
        lines.set(21, "(playmode 1 kick_of_l)");
        assertEquals("no play mode is called 'kick_of_l'", refused(write("mode.rcg", lines)).problem());

        lines = rcg6();
        lines.set(23, lines.get(23).replace("((l 2) 1 0x1", "((l 2) 18 0x1"));
        LogFormatException e = refused(write("type.rcg", lines));
        assertEquals(24, e.line());
        assertEquals("player type 18 is used, but the log has 18 player_type records", e.problem());

        lines = rcg6();
        lines.set(23, lines.get(23).replace("((l 2) 1 0x1", "((l 12) 1 0x1"));
        assertTrue(refused(write("unum.rcg", lines)).problem().startsWith("uniform number 12 is not 1-11"));

        lines = rcg6();
        lines.set(1, lines.get(1).replace("(half_time 10)", "(half_time abc)"));
        e = refused(write("param.rcg", lines));
        assertEquals(2, e.line());
        assertEquals("server::half_time is a number, the log has \"abc\"", e.problem());

        lines = rcg6();
        lines.set(5, "(player_type (id 1)(player_speed_max 1.05))");
        assertEquals("a second player_type with id 1", refused(write("types.rcg", lines)).problem());

        lines = rcg6();
        lines.set(30, "hello");
        assertTrue(refused(write("text.rcg", lines)).problem().startsWith("not a record"));
    }

    @Test
    void aLogWithoutShows() throws Exception {
        LogFormatException e = refused(write("header-only.rcg", rcg6().subList(0, 23)));
        assertEquals(0, e.line());
        assertEquals("no show record: nothing to replay", e.problem());
    }

    @Test
    void aBrokenJsonRecord() throws Exception {
        List<String> lines = new ArrayList<>(ReferenceLogTest.lines("match_rcg-1.rcg.gz"));
        lines.set(40, lines.get(40).replace("\"ball\":{", "\"ball\":"));
        LogFormatException e = refused(write("broken.json", lines));
        assertEquals(41, e.line());
        assertTrue(e.problem().startsWith("',' or '}' expected, found ':' at column 30: "), e.problem());

        lines = new ArrayList<>(ReferenceLogTest.lines("match_rcg-1.rcg.gz"));
        lines.set(40, lines.get(40).replace("\"vw\":", "\"view\":"));
        assertEquals("\"vw\" is missing", refused(write("missing.json", lines)).problem());
    }

    // ------------------------------------------------------------------ logs cut short

    @Test
    void aLogCutInTheMiddleOfARecordEndsBeforeIt() throws Exception {
        byte[] plain = ReferenceLogTest.gunzip("match_rcg6.rcg.gz");
        // the server was killed in the middle of the 101st show
        String text = new String(plain, StandardCharsets.ISO_8859_1);
        int cut = text.indexOf("(show 102 ") + 300;
        Path file = write("killed.rcg", Arrays.copyOf(plain, cut));
        RecordedMatch m = GameLogReader.read(file, defaults());
        assertEquals(text.substring(0, cut).split("\\(show ", -1).length - 2, m.shows(), "the shows before the cut one");
        assertEquals(1, m.warnings().size());
        assertTrue(m.warnings().get(0).startsWith(file + ":" + (text.substring(0, cut).split("\n").length) + ": the last record is incomplete ("),
                m.warnings().get(0));
    }

    @Test
    void aGzipStreamCutShortAndAnUnclosedJsonLog() throws Exception {
        List<String> lines = new ArrayList<>(ReferenceLogTest.lines("match_rcg-1.rcg.gz"));
        lines = lines.subList(0, 120); // the JSON log's ']' is missing, and the gzip stream ends early
        byte[] json = (String.join("\n", lines) + "\n").getBytes(StandardCharsets.ISO_8859_1);
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(gz)) {
            out.write(json);
        }
        byte[] all = gz.toByteArray();
        Path file = write("cut.rcg.gz", Arrays.copyOf(all, all.length - 10)); // the trailer is gone
        RecordedMatch m = GameLogReader.read(file, defaults());
        assertTrue(m.shows() > 80, "replayed as far as it goes: " + m.shows());
        assertTrue(m.warnings().contains(file + ": the gzip stream ends early; the log is replayed as far as it goes"), m.warnings().toString());
    }
}
