package org.pitch.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.transport.Binding;
import org.pitch.protocol.monitor.MonitorGreetingParser;
import org.pitch.protocol.player.PlayerGreetingParser;
import org.pitch.testkit.clients.UdpClient;
import org.pitch.transport.udp.UdpTransport;

/**
 * The game logs rcssserver 19 itself wrote of a 3-vs-3 match (ULG5, ULG6, JSON; stored gzipped):
 * read, and replayed to a monitor of the log's own version, each show must be the log's show with
 * the play mode and teams a monitor's show carries ({@code (pm N) (tm ...)}), byte for byte.
 * That includes every state bit, catches tried but not executed among them.
 */
class ReferenceLogTest {
    private static final Pattern TEAM = Pattern.compile("^\\(team \\d+ (\\S+ \\S+ \\d+ \\d+(?: \\d+ \\d+ \\d+ \\d+)?)\\)$");
    private static final Pattern PM_TM = Pattern.compile("^\\(show (\\d+) \\(pm (\\d+)\\) \\(tm ([^)]*)\\)");
    /** rcssserver's numbers of the play modes of these matches. */
    private static final Map<String, Integer> MODE_IDS = Map.of("kick_off_l", 4, "kick_off_r", 5, "play_on", 3,
            "free_kick_l", 8, "free_kick_r", 9, "time_over", 2, "goal_kick_l", 12, "goal_kick_r", 13, "kick_in_l", 6, "kick_in_r", 7);

    @TempDir
    Path dir;

    static List<String> lines(String resource) throws IOException {
        return List.of(new String(gunzip(resource), StandardCharsets.ISO_8859_1).split("\n"));
    }

    static byte[] gzipped(String resource) throws IOException {
        try (InputStream in = ReferenceLogTest.class.getResourceAsStream("/logs/" + resource)) {
            if (in == null) throw new AssertionError("missing test resource " + resource);
            return in.readAllBytes();
        }
    }

    static byte[] gunzip(String resource) throws IOException {
        try (InputStream in = new GZIPInputStream(new java.io.ByteArrayInputStream(gzipped(resource)))) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            in.transferTo(out);
            return out.toByteArray();
        }
    }

    static RecordedMatch read(String resource) throws Exception {
        return GameLogReader.read(Path.of(resource), gzipped(resource), ReplayRoundTripTest.defaults());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"match_rcg5.rcg.gz, 5", "match_rcg6.rcg.gz, 6", "match_rcg-1.rcg.gz, -1"})
    void theRecordedHeaderIsRead(String file, int version) throws Exception {
        RecordedMatch m = read(file);
        assertEquals(version, m.logVersion());
        assertEquals(List.of(), m.warnings());
        assertEquals(199, m.shows(), "no show at cycle 0 nor at half time... one per step of 1-200 but the half-time cycle");
        assertEquals(1, m.firstTime());
        assertEquals(200, m.lastTime());
        assertEquals(18, m.types().size());
        // the recorded values, not this server's defaults
        assertEquals(16000, m.parameters().integer(ServerParam.PORT));
        assertEquals(16001, m.parameters().integer(ServerParam.COACH_PORT));
        assertTrue(m.parameters().bool(ServerParam.AUTO_MODE));
        assertTrue(m.parameters().bool(ServerParam.SYNCH_MODE));
        assertEquals(42, m.parameters().player().integer(PlayerParam.RANDOM_SEED));
        assertEquals("TeamA 0 - 0 TeamB, game log version " + (version < 0 ? "JSON" : version) + ", 199 shows (cycles 1-200)", m.summary());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"match_rcg5.rcg.gz, 4", "match_rcg6.rcg.gz, 5"})
    void aMonitorOfTheLogsVersionGetsTheLogsShows(String file, int monitor) throws Exception {
        List<String> log = lines(file);
        RecordedMatch m = read(file);
        Playback playback = new Playback(m);
        MonitorWriter writer = MonitorCodecs.monitor(monitor).open(monitor, m.parameters());
        List<String> sent = new ArrayList<>();
        TextSink sink = new TextSink(sent);
        writer.greeting(sink, playback.world());
        assertEquals(log.subList(1, 21), sent, "the greeting is the log's parameter records");
        sent.clear();
        Playback.Listener listener = new Playback.Listener() {
            @Override public void message(int board, String text) { writer.message(sink, playback.world(), board, text); }
            @Override public void show() { writer.cycle(sink, playback.world()); }
        };
        while (!playback.atEnd()) playback.advance(listener);

        List<String> expected = new ArrayList<>();
        String mode = null, teams = null;
        for (String l : log.subList(21, log.size())) {
            if (l.startsWith("(playmode ")) mode = l.substring(l.lastIndexOf(' ') + 1, l.length() - 1);
            Matcher t = TEAM.matcher(l);
            if (t.matches()) teams = t.group(1);
            if (l.startsWith("(show ") || l.startsWith("(msg ")) expected.add(l);
        }
        assertEquals(expected.size(), sent.size());
        String lastMode = null;
        for (int i = 0; i < expected.size(); i++) {
            String want = expected.get(i), got = sent.get(i);
            if (want.startsWith("(msg ")) {
                assertEquals(want, got);
                continue;
            }
            Matcher pm = PM_TM.matcher(got);
            assertTrue(pm.find(), got);
            assertEquals(want.substring(6, want.indexOf(' ', 6)), pm.group(1), "the cycle");
            lastMode = pm.group(2);
            String withoutPmTm = "(show " + pm.group(1) + got.substring(pm.end());
            assertEquals(want, withoutPmTm);
        }
        assertEquals(Integer.toString(MODE_IDS.get(mode)), lastMode, "the last show's (pm N) is the last playmode record's");
        assertTrue(sent.get(sent.size() - 2).contains("(tm " + teams + ")"), "the last show's teams are the last team record's");
    }

    /**
     * The JSON log to a JSON monitor: a monitor's JSON show has the play mode and the teams and no
     * command counts, so clock, ball and players are compared, and the mode and teams with the
     * log's last records.
     */
    @Test
    void aJsonMonitorGetsTheJsonLogsShows() throws Exception {
        List<String> log = lines("match_rcg-1.rcg.gz");
        RecordedMatch m = read("match_rcg-1.rcg.gz");
        Playback playback = new Playback(m);
        MonitorWriter writer = MonitorCodecs.monitor(-1).open(-1, m.parameters());
        List<String> sent = new ArrayList<>();
        TextSink sink = new TextSink(sent);
        writer.greeting(sink, playback.world());
        sent.clear();
        List<String> expected = new ArrayList<>();
        List<String> modes = new ArrayList<>();
        String mode = null;
        for (String l : log) {
            if (l.startsWith("{\"playmode\"")) mode = l.replaceAll(".*\"mode\":(\"[a-z_]+\").*", "$1");
            if (l.startsWith("{\"show\"")) {
                expected.add(l.substring(0, l.length() - 1));
                modes.add(mode);
            }
        }
        Playback.Listener listener = new Playback.Listener() {
            @Override public void message(int board, String text) { }
            @Override public void show() { writer.cycle(sink, playback.world()); }
        };
        while (!playback.atEnd()) playback.advance(listener);
        assertEquals(expected.size(), sent.size());
        for (int i = 0; i < expected.size(); i++) {
            String got = sent.get(i);
            assertTrue(got.contains(",\"mode\":" + modes.get(i) + ",\"team\":{\"l\":{\"name\":\"TeamA\",\"score\":0},\"r\":{\"name\":\"TeamB\",\"score\":0}}"), got);
            String[] a = Shows.essentials(expected.get(i)).split(" \\| "), b = Shows.essentials(got).split(" \\| ");
            for (int s = 0; s < a.length; s++) assertEquals(a[s], b[s]);
        }
    }

    @Test
    void theJsonLogReplaysAsItsTextTwins() throws Exception {
        // the three logs are one configuration but three matches: only the header can be compared
        RecordedMatch json = read("match_rcg-1.rcg.gz"), text = read("match_rcg6.rcg.gz");
        for (double monitor : new double[] {3, -1}) {
            MonitorCodec codec = MonitorCodecs.monitor(monitor);
            List<String> fromJson = new ArrayList<>(), fromText = new ArrayList<>();
            codec.open(monitor, json.parameters()).greeting(new TextSink(fromJson), new Playback(json).world());
            codec.open(monitor, text.parameters()).greeting(new TextSink(fromText), new Playback(text).world());
            assertEquals(sameCapture(fromText), sameCapture(fromJson), "the same recorded parameters and types, read from JSON and from text");
        }
        List<String> header = new ArrayList<>();
        for (String l : lines("match_rcg-1.rcg.gz").subList(3, 23)) header.add(l.substring(0, l.length() - 1));
        List<String> greeting = new ArrayList<>();
        MonitorCodecs.monitor(-1).open(-1, text.parameters()).greeting(new TextSink(greeting), new Playback(text).world());
        assertEquals(sameCapture(header), sameCapture(greeting), "a JSON monitor of a text log is greeted as rcssserver's JSON log begins");
    }

    /** The records without what the three captures set apart: the log's version and name. */
    private static List<String> sameCapture(List<String> records) {
        List<String> l = new ArrayList<>();
        for (String r : records) {
            l.add(r.replaceAll("\\((game_log_version|game_log_fixed_name|text_log_fixed_name) [^)]*\\)", "")
                    .replaceAll(",?\"(game_log_version|game_log_fixed_name|text_log_fixed_name)\":(\"[^\"]*\"|-?\\d+)", ""));
        }
        return l;
    }

    @Test
    void aMonitorOverUdpIsGreetedWithTheRecordedParameters() throws Exception {
        Path file = dir.resolve("match.rcg.gz");
        Files.write(file, gzipped("match_rcg6.rcg.gz"));
        RecordedMatch m = GameLogReader.read(file, ReplayRoundTripTest.defaults());
        List<MonitorCodec> codecs = MonitorCodecs.ALL;
        List<GreetingParser> parsers = List.of(new PlayerGreetingParser(), new MonitorGreetingParser());
        ReplayServer server = new ReplayServer(m, new ReplayOptions(100, false), new UdpTransport(), codecs, parsers, 0, l -> { });
        try (UdpClient monitor = Monitors.open()) {
            int port = server.start(new Binding("127.0.0.1", 0, 0, 0)).playerPort();
            monitor.send("(dispinit version 5)", port);
            List<String> log = lines("match_rcg6.rcg.gz");
            assertEquals(log.subList(1, 21), monitor.receive(20), "server_param (port 16000 as recorded), player_param, 18 types");
            String first = monitor.receive();
            assertEquals("(show 1 (pm 4) (tm TeamA TeamB 0 0)" + log.get(23).substring("(show 1".length()), first);
            ReplayRoundTripTest.awaitEnd(server);
            List<String> rest = Monitors.untilAnswered(monitor);
            assertEquals(199, Shows.only(rest).size() + 1, "every show");
            assertEquals("(msg 200 1 \"(result 202611210430 TeamA_0-vs-TeamB_0)\")", rest.get(rest.size() - 1), "then the result");
        } finally {
            server.stop();
        }
    }
}
