package org.pitch.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.transport.Binding;
import org.pitch.protocol.monitor.MonitorGreetingParser;
import org.pitch.protocol.player.PlayerGreetingParser;
import org.pitch.testkit.clients.UdpClient;
import org.pitch.transport.udp.UdpTransport;

/**
 * The log player's conversation with monitors over UDP on loopback, with rcssserver's log of a
 * 200-cycle match: who is refused and how, when the playback starts, pauses, resumes and ends,
 * and that commands which would change a live match change nothing.
 */
class ReplayServerTest {
    private static final Pattern SHOW_TIME = Pattern.compile("^\\(show (\\d+) ");
    private static final int GREETING = 20; // server_param, player_param, 18 player types

    private ReplayServer server;
    private int port;
    private final List<String> progress = new CopyOnWriteArrayList<>();
    private final List<UdpClient> clients = new CopyOnWriteArrayList<>();

    private void start(double speed, boolean loop, int maxMonitors) throws Exception {
        RecordedMatch m = ReferenceLogTest.read("match_rcg6.rcg.gz");
        List<MonitorCodec> codecs = MonitorCodecs.ALL;
        List<GreetingParser> parsers = List.of(new PlayerGreetingParser(), new MonitorGreetingParser());
        server = new ReplayServer(m, new ReplayOptions(speed, loop), new UdpTransport(), codecs, parsers, maxMonitors, progress::add);
        port = server.start(new Binding("127.0.0.1", 0, 0, 0)).playerPort();
    }

    private UdpClient client() throws Exception {
        UdpClient c = Monitors.open();
        clients.add(c);
        return c;
    }

    /** A v5 monitor, its greeting already taken. */
    private UdpClient monitor() throws Exception {
        UdpClient c = client();
        c.send("(dispinit version 5)", port);
        assertTrue(c.receive(GREETING).get(0).startsWith("(server_param "));
        return c;
    }

    @AfterEach
    void stop() {
        clients.forEach(UdpClient::close);
        if (server != null) server.stop();
    }

    private static int time(String show) {
        Matcher m = SHOW_TIME.matcher(show);
        assertTrue(m.find(), show);
        return Integer.parseInt(m.group(1));
    }

    /** The show after {@code time}'s in the log these tests replay, which has none of the half-time cycle 100. */
    private static int nextShowOfTheLog(int time) {
        return time == 99 ? 101 : time + 1;
    }

    private void await(ReplayServer.State state) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(UdpClient.HANG_MS);
        while (server.state() != state && System.nanoTime() < end) Thread.sleep(2);
        assertEquals(state, server.state());
    }

    /** Waits for the replay's progress line that starts with {@code prefix}, and returns it. */
    private String awaitProgress(String prefix) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(UdpClient.HANG_MS);
        while (System.nanoTime() < end) {
            for (String line : progress) if (line.startsWith(prefix)) return line;
            Thread.sleep(2);
        }
        throw new AssertionError("no progress line \"" + prefix + "...\": " + progress);
    }

    @Test
    void whatIsNotAMonitorOfAKnownVersionIsRefused() throws Exception {
        start(1, false, 0);
        UdpClient c = client();
        c.send("(dispinit version 99)", port);
        assertEquals("(error illegal_client_version)", c.receive());
        c.send("(init TeamA (version 19))", port);
        assertEquals("(error no_more_team)", c.receive(), "no team plays a replay");
        c.send("(look)", port);
        assertEquals("(error unknown_command)", c.receive());
        assertEquals(ReplayServer.State.WAITING, server.state(), "nobody is watching yet");
        assertEquals(List.of(), c.receiveUntilQuiet(200), "no show for those");
    }

    @Test
    void maxMonitorsIsThisServersAndOnlyTheInitTalksToThePlayerPort() throws Exception {
        start(1, false, 1);
        UdpClient first = monitor();
        UdpClient second = client();
        second.send("(dispinit version 3)", port);
        assertEquals("(error no_more_monitor)", second.receive());
        first.send("(dispstart)", port);
        String reply;
        do {
            reply = first.receive();
        } while (reply.startsWith("(show "));
        assertEquals("(error only_init_allowed_on_init_port)", reply);
    }

    @Test
    void theFirstMonitorStartsItAndALaterOneJoinsWhereItIs() throws Exception {
        start(20, false, 0);
        UdpClient first = monitor();
        assertEquals(ReplayServer.State.PLAYING, server.state());
        List<String> shows = first.receive(30);
        assertEquals(1, time(shows.get(0)), "from the first show");
        for (int i = 0; i < shows.size(); i++) assertEquals(i + 1, time(shows.get(i)));
        UdpClient json = client();
        json.send("(dispinit version -1)", port);
        List<String> greeting = json.receive(GREETING);
        assertTrue(greeting.get(0).startsWith("{\"server_param\":{\"audio_cut_dist\":50,"), greeting.get(0));
        String current = json.receive();
        int joined = Integer.parseInt(current.replaceAll("^\\{\"show\":\\{\"time\":(\\d+).*", "$1"));
        assertTrue(joined >= 30, "the show the others are at, not the first: " + joined);
        String next = json.receive();
        assertTrue(next.startsWith("{\"show\":{\"time\":" + nextShowOfTheLog(joined) + ","), next);
    }

    @Test
    void liveMatchCommandsChangeNothingAndByePausesUntilAMonitorComesBack() throws Exception {
        start(20, false, 0);
        UdpClient m = monitor();
        List<String> seen = new java.util.ArrayList<>(m.receive(5));
        int own = m.serverPort();
        m.send("(dispfoul 10 10 1)", own);
        m.send("(dispplayer 1 2 0 0 0)", own);
        m.send("(dispdiscard 1 2)", own);
        m.send("(dispcard 1 2 red)", own);
        m.send("(dispbye)", own);
        String paused = awaitProgress("the last monitor left: paused at cycle ");
        assertEquals(ReplayServer.State.PAUSED, server.state());
        int pausedAt = Integer.parseInt(paused.substring(paused.lastIndexOf(' ') + 1));
        // the bye closed the monitor's port: what the replay sent it before is all there, nothing can follow
        List<String> before = m.arrived();
        seen.addAll(before);
        for (String s : before) {
            assertTrue(s.startsWith("(show "), "no reply to the commands: " + s);
            assertFalse(s.contains("0x80001"), "nobody was shown a red card: " + s);
        }
        // its last show is the one paused on, or the one before when the bye was read in the pass that
        // stepped to it (that show then had no port to leave from)
        int lastSeen = time(seen.get(seen.size() - 1));
        assertTrue(lastSeen == pausedAt || nextShowOfTheLog(lastSeen) == pausedAt, "paused at " + pausedAt + ", last show " + lastSeen);

        UdpClient again = monitor();
        assertEquals(ReplayServer.State.PLAYING, server.state());
        String current = again.receive();
        assertEquals(pausedAt, time(current), "the show it paused on");
        assertEquals(nextShowOfTheLog(pausedAt), time(again.receive()), "then on from there");
        assertTrue(progress.contains("resumed at cycle " + pausedAt + ": a monitor connected"), progress.toString());
    }

    @Test
    void itStopsOnTheLastShowAndDispstartPlaysItAgain() throws Exception {
        start(200, false, 0);
        UdpClient m = monitor();
        await(ReplayServer.State.ENDED);
        List<String> all = Monitors.untilAnswered(m);
        assertEquals(199, Shows.only(all).size());
        assertEquals(200, time(Shows.only(all).get(198)));
        assertTrue(progress.get(progress.size() - 1).startsWith("end of the log at cycle 200 (199 shows): TeamA 0 - 0 TeamB. Stopped on the last show"),
                progress.toString());

        UdpClient late = monitor();
        assertEquals(200, time(late.receive()), "a monitor that comes after the end still sees the last show");
        assertEquals(ReplayServer.State.ENDED, server.state());

        m.send("(dispstart)", m.serverPort());
        // (no wait for PLAYING: at this speed the pass may be over before the state is looked at)
        assertEquals(1, time(m.receive()), "from the start again");
        await(ReplayServer.State.ENDED);
        assertEquals(199, Shows.only(Monitors.untilAnswered(m)).size() + 1);
    }

    @Test
    void withLoopItStartsAgainByItself() throws Exception {
        start(500, true, 0);
        UdpClient m = monitor();
        List<String> shows = Shows.only(m.receive(250));
        assertEquals(200, time(shows.get(198)));
        assertEquals(1, time(shows.get(199)), "the first show after the last");
        assertEquals(ReplayServer.State.PLAYING, server.state());
        assertTrue(progress.contains("end of the log at cycle 200; starting again from the first show"), progress.toString());
    }

    @Test
    void compressionIsAnsweredOnTheBoardThenDeflated() throws Exception {
        start(10, false, 0);
        UdpClient m = monitor();
        m.receive();
        m.send("(compression 1)", m.serverPort());
        String reply;
        do {
            reply = m.receive();
        } while (reply.startsWith("(show "));
        assertTrue(reply.matches("\\(msg \\d+ 1 \"\\(ok compression 1\\)\"\\)"), reply);
        String next = m.receive();
        assertEquals(0x78, next.charAt(0), "a zlib stream follows");
    }
}
