package org.pitch.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.transport.Binding;
import org.pitch.protocol.monitor.MonitorGreetingParser;
import org.pitch.protocol.player.PlayerGreetingParser;
import org.pitch.testkit.clients.UdpClient;
import org.pitch.transport.udp.UdpTransport;

/**
 * The round trip through a binary log: the real match of {@link LoggedMatch} recorded by the real
 * recorder with {@code game_log_version=3}, replayed over UDP on loopback to a version 5 text
 * monitor. Each show must be the one the live v5 monitor got, as far as the log holds it: the
 * clock, the ball, and every player's type, the low 16 state bits (log 3 has no room for cards),
 * position and velocity (to the 1/65536 of the log and the 4 decimals of the show), body and neck.
 */
class BinaryReplayRoundTripTest {
    @TempDir
    Path dir;

    @Test
    void aVersion5MonitorSeesTheMatchAVersion3LogRecorded() throws Exception {
        LoggedMatch live = LoggedMatch.play(dir, 3, 25);
        RecordedMatch match = GameLogReader.read(live.log, ReplayRoundTripTest.defaults());
        assertEquals(3, match.logVersion());
        List<String> want = live.shows.get(5.0);
        assertEquals(want.size(), match.shows(), "one show per logged cycle");
        assertTrue(live.goals >= 1 && live.cards == 2, "a goal and cards: " + live.goals + " " + live.cards);

        List<MonitorCodec> codecs = MonitorCodecs.ALL;
        List<GreetingParser> parsers = List.of(new PlayerGreetingParser(), new MonitorGreetingParser());
        ReplayServer server = new ReplayServer(match, new ReplayOptions(100, false), new UdpTransport(), codecs, parsers, 0, line -> { });
        try (UdpClient monitor = Monitors.open()) {
            int port = server.start(new Binding("127.0.0.1", 0, 0, 0)).playerPort();
            monitor.send("(dispinit version 5)", port);
            ReplayRoundTripTest.awaitEnd(server);
            List<String> received = Monitors.untilAnswered(monitor);
            List<String> got = Shows.only(received);
            assertEquals(want.size(), got.size(), "one show per logged cycle");
            for (int i = 0; i < want.size(); i++) sameShow(Shows.essentials(want.get(i)), Shows.essentials(got.get(i)), i);

            List<String> board = new ArrayList<>();
            for (String s : received) if (s.startsWith("(msg ")) board.add(s.substring(s.indexOf('"') + 1, s.length() - 2));
            List<String> logged = new ArrayList<>();
            for (LogEvent e : match.events()) if (e instanceof LogEvent.Message m) logged.add(m.text());
            assertTrue(logged.size() > 10, "the log records the referee's and the players' messages: " + logged.size());
            assertEquals(logged, board, "the log's messages on the board, in order");
        } finally {
            server.stop();
        }
    }

    /** {@code time bx by bvx bvy | side unum type state x y vx vy body neck | ...} of {@link Shows#essentials}. */
    private static void sameShow(String want, String got, int show) {
        String[] w = want.split(" \\| "), g = got.split(" \\| ");
        assertEquals(w.length, g.length);
        String[] wb = w[0].split(" "), gb = g[0].split(" ");
        assertEquals(wb[0], gb[0], "the time of show " + show);
        for (int i = 1; i <= 4; i++) close(wb[i], gb[i], 2e-4, "ball of show " + show);
        for (int p = 1; p < w.length; p++) {
            String[] wp = w[p].split(" "), gp = g[p].split(" ");
            String who = "show " + show + ", player " + wp[0] + " " + wp[1];
            assertEquals(wp[0] + " " + wp[1] + " " + wp[2], gp[0] + " " + gp[1] + " " + gp[2], who + ": side, number, type");
            assertEquals(Integer.parseInt(wp[3]) & 0xffff, Integer.parseInt(gp[3]), who + ": the state bits log 3 holds");
            for (int i = 4; i <= 7; i++) close(wp[i], gp[i], 2e-4, who + ": position and velocity");
            for (int i = 8; i <= 9; i++) close(wp[i], gp[i], 0.01, who + ": body and neck");
        }
    }

    private static void close(String want, String got, double tolerance, String what) {
        assertEquals(Double.parseDouble(want), Double.parseDouble(got), tolerance, what);
    }
}
