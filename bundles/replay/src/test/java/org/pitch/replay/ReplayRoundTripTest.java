package org.pitch.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.transport.Binding;
import org.pitch.config.ConfigLoader;
import org.pitch.protocol.monitor.MonitorGreetingParser;
import org.pitch.protocol.player.PlayerGreetingParser;
import org.pitch.testkit.clients.UdpClient;
import org.pitch.transport.udp.UdpTransport;

/**
 * The round trip: a real match is logged by the real recorder while monitors of versions 3, 4, 5
 * and JSON watch it live; the log is then replayed over UDP on loopback to four monitors of those
 * versions at once. Each gets the very greeting the live monitor of its version got (the recorded
 * parameters and player types); the monitor of the log's own version (3 for log 4, 4 for 5, 5 for
 * 6, JSON for JSON) gets every show byte for byte as the live one did; the others get shows of
 * their own version with the same clock, ball, and players (type, state bits, position, velocity,
 * body, neck). The board gets the log's messages.
 *
 * <p>The first pass plays when the first monitor connects, so the later three join in its
 * course; when it has ended, a {@code (dispstart)} plays the log again from the start to all four,
 * and that pass is compared.
 */
class ReplayRoundTripTest {
    private static final Pattern LOG_MSG = Pattern.compile("^\\(msg \\d+ \\d+ \"(.*)\"\\)$");
    private static final Pattern JSON_MSG = Pattern.compile("\"message\":\"((?:[^\"\\\\]|\\\\.)*)\"\\}\\}$");
    /** What the JSON log does not record: the focus point; a JSON monitor of a replay shows it as 0. */
    private static final Pattern FOCUS = Pattern.compile(",\"fdist\":[^,]+,\"fdir\":[^,]+");

    @TempDir
    Path dir;

    static Parameters defaults() throws Exception {
        return ConfigLoader.fromText("", "test defaults").parameters();
    }

    @ParameterizedTest(name = "game log version {0}")
    @ValueSource(ints = {4, 5, 6, -1})
    void monitorsOfEveryVersionSeeTheLoggedMatch(int logVersion) throws Exception {
        LoggedMatch live = LoggedMatch.play(dir, logVersion, 20 + logVersion);
        assertTrue(live.goals >= 1 && live.kicks > 2 && live.catches > 0 && live.cards == 2,
                "the match has goals, kicks, catches and cards: " + live.goals + " " + live.kicks + " " + live.catches + " " + live.cards);
        RecordedMatch match = GameLogReader.read(live.log, defaults());
        assertEquals(logVersion, match.logVersion());
        assertEquals(List.of(), match.warnings());
        int shows = live.shows.get(3.0).size();
        assertEquals(shows, match.shows(), "one show per logged cycle");

        List<MonitorCodec> codecs = MonitorCodecs.ALL;
        List<GreetingParser> parsers = List.of(new PlayerGreetingParser(), new MonitorGreetingParser());
        List<String> progress = new java.util.concurrent.CopyOnWriteArrayList<>();
        ReplayServer server = new ReplayServer(match, new ReplayOptions(100, false), new UdpTransport(), codecs, parsers, 0, progress::add);
        Map<Double, UdpClient> monitors = new LinkedHashMap<>();
        try {
            int port = server.start(new Binding("127.0.0.1", 0, 0, 0)).playerPort();
            for (double v : LoggedMatch.MONITORS) {
                UdpClient m = Monitors.open();
                monitors.put(v, m);
                m.send("(dispinit version " + (v < 0 ? "-1" : Integer.toString((int) v)) + ")", port);
                List<String> greeting = m.receive(live.greetings.get(v).size());
                assertEquals(live.greetings.get(v), greeting, "the greeting of the v" + v + " monitor: the recorded parameters and types");
            }
            awaitEnd(server);
            for (UdpClient m : monitors.values()) Monitors.untilAnswered(m); // the first pass, all of it

            UdpClient first = monitors.values().iterator().next();
            long endsBefore = ends(progress);
            first.send("(dispstart)", first.serverPort());
            // the state is still ENDED until the command is read: wait for the second pass's end
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(END_MS);
            while (ends(progress) == endsBefore && System.nanoTime() < deadline) Thread.sleep(5);
            assertEquals(endsBefore + 1, ends(progress), "the second pass ends: " + progress);
            awaitEnd(server);
            List<String> expectedMessages = messages(match);
            assertTrue(expectedMessages.size() > 10, "the log records the referee's and the players' messages");
            for (Map.Entry<Double, UdpClient> e : monitors.entrySet()) {
                double v = e.getKey();
                List<String> received = Monitors.untilAnswered(e.getValue());
                List<String> got = Shows.only(received);
                List<String> want = live.shows.get(v);
                assertEquals(want.size(), got.size(), "v" + v + ": one show per logged cycle");
                if (matches(v, logVersion)) {
                    for (int i = 0; i < want.size(); i++) {
                        String w = v < 0 ? FOCUS.matcher(want.get(i)).replaceAll("") : want.get(i);
                        String g = v < 0 ? FOCUS.matcher(got.get(i)).replaceAll("") : got.get(i);
                        assertEquals(w, g, "v" + v + " monitor, show " + i + " of a log " + logVersion);
                    }
                } else {
                    for (int i = 0; i < want.size(); i++) {
                        assertEquals(Shows.essentials(want.get(i)), Shows.essentials(got.get(i)), "v" + v + " monitor, show " + i + " of a log " + logVersion);
                    }
                }
                assertEquals(0, e.getValue().unterminated(), "every datagram is text ending with a NUL");
                List<String> board = new ArrayList<>();
                for (String s : received) if (!Shows.isShow(s)) board.add(boardText(s));
                assertEquals(expectedMessages, board, "v" + v + ": the log's messages on the board, in order");
            }
            assertTrue(progress.stream().anyMatch(l -> l.startsWith("cycle ") && l.contains(": goal, Left 1 - 0 Right")), progress.toString());
            assertTrue(progress.get(progress.size() - 1).startsWith("end of the log at cycle "), progress.toString());
        } finally {
            monitors.values().forEach(UdpClient::close);
            server.stop();
        }
    }

    /** The monitor version whose serializer wrote the log: one below the text log's, JSON for JSON. */
    private static boolean matches(double monitor, int log) {
        return log < 0 ? monitor < 0 : monitor == log - 1;
    }

    /** How long a pass of a log is waited for: it bounds a hang only (a pass at speed 100 takes well under a second). */
    static final long END_MS = 30_000;

    static void awaitEnd(ReplayServer server) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(END_MS);
        while (server.state() != ReplayServer.State.ENDED && System.nanoTime() < end) Thread.sleep(5);
        assertEquals(ReplayServer.State.ENDED, server.state());
    }

    /** How many times the replay has reported the end of the log. */
    private static long ends(List<String> progress) {
        return progress.stream().filter(l -> l.startsWith("end of the log at cycle ")).count();
    }

    private static List<String> messages(RecordedMatch match) {
        List<String> l = new ArrayList<>();
        for (LogEvent e : match.events()) if (e instanceof LogEvent.Message m) l.add(m.text());
        return l;
    }

    /** The text of a board message, from {@code (msg T B "text")} or the JSON {@code {"msg":...}}. */
    private static String boardText(String datagram) {
        Matcher m = LOG_MSG.matcher(datagram);
        if (m.matches()) return m.group(1);
        m = JSON_MSG.matcher(datagram);
        if (datagram.startsWith("{\"msg\"") && m.find()) return m.group(1).replace("\\\"", "\"").replace("\\\\", "\\");
        throw new AssertionError("neither show nor message: " + datagram);
    }
}
