package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;

/**
 * The players' live timing for monitors over UDP in synch mode (counts only, no durations): a JSON
 * monitor that says {@code (disptiming on)} gets the timing of the half at once and then every
 * tenth show, in which a player that never sends a body command has a hole in every counted cycle
 * and one that dashes every cycle none; after {@code (disptiming off)} it gets no more, and a JSON
 * monitor that never asked gets none at all.
 */
class LiveTimingTest {
    /** The cycle up to which the monitor reads the timing, then turns it off; the last cycle the players play. */
    private static final int PAUSE = 30, LAST = 50;
    private static final Pattern SENSE_BODY = Pattern.compile("^\\(sense_body (\\d+) ");
    private static final Pattern SHOW_TIME = Pattern.compile("^\\{\"show\":\\{\"time\":(\\d+)");
    private static final Pattern TIMING = Pattern.compile("^\\{\"timing\":\\{\"time\":(\\d+)(?:,\"stime\":\\d+)?,\"half\":(\\d+),\"players\":\\[(.*)\\]\\}\\}$");


    /** A player connected: at each (think) once it has had a sense_body, {@code body} and its (done); a (done) alone before. */
    private static String play(UdpClient player, String body) throws Exception {
        try (UdpClient c = player) {
            int t = -1;
            while (true) {
                String m = c.receive();
                Matcher sb = SENSE_BODY.matcher(m);
                if (sb.find()) {
                    t = Integer.parseInt(sb.group(1));
                } else if (m.equals("(think)")) {
                    c.send((t >= 0 ? body : "") + "(done)");
                    if (t >= LAST) return "ok";
                }
            }
        }
    }

    @Test
    void aJsonMonitorGetsTheHalfsTimingWhileItAsksForIt() throws Exception {
        Kernel k = Pitch.builder().args("server::synch_mode=true", "server::port=0", "server::coach_port=0",
                "server::olcoach_port=0", "pitch.bind=127.0.0.1", "pitch.synch_timeout_ms=10000", "pitch.seed=5",
                "pitch.synch_kick_off_when_connected=2", "server::game_logging=false", "server::text_logging=false")
                .rule("play-on-when-two", 0, new PlayOnWhenConnected(2)).build().start();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try (UdpClient monitor = UdpClient.readingAhead(ServerCycles.playerPort(k)); UdpClient quiet = UdpClient.readingAhead(k.binding().playerPort())) {
            int port = k.binding().playerPort();
            monitor.send("(dispinit version -1)");
            monitor.receiveUntil("{\"server_param\"");
            monitor.send("(disptiming on)"); // to the monitor's own port, which answered
            Matcher first = TIMING.matcher(last(monitor.receiveUntil("{\"timing\"")));
            assertTrue(first.matches(), first::toString);
            assertEquals("0", first.group(2), "no half counted yet");
            assertEquals("", first.group(3), "nobody to tell of yet");
            quiet.send("(dispinit version -1)");
            quiet.receiveUntil("{\"server_param\"");

            // one after the other: the first team to connect plays on the left
            UdpClient dasher = UdpClient.connect(port, "(init Left (version 19))");
            UdpClient idle = UdpClient.connect(port, "(init Right (version 19))");
            List<Future<String>> players = List.of(pool.submit(() -> play(dasher, "(dash 10)")), pool.submit(() -> play(idle, "")));

            // up to cycle PAUSE: every timing message in play tells the idle player's holes and the dasher's none
            List<Matcher> inPlay = new ArrayList<>();
            int shownTime = 0;
            while (shownTime < PAUSE) {
                String m = monitor.receive();
                Matcher show = SHOW_TIME.matcher(m);
                if (show.find()) shownTime = Integer.parseInt(show.group(1));
                Matcher timing = TIMING.matcher(m);
                if (timing.matches() && !timing.group(3).isEmpty()) inPlay.add(timing);
            }
            assertTrue(inPlay.size() >= 2, "timing messages in play before cycle " + PAUSE + ": " + inPlay.size());
            long cyclesBefore = -1;
            for (Matcher t : inPlay) {
                String rows = t.group(3);
                assertEquals("1", t.group(2), rows);
                long dasherCycles = count(rows, "l", 1, "cycles"), idleCycles = count(rows, "r", 1, "cycles");
                assertTrue(idleCycles > 0 && dasherCycles == idleCycles, rows);
                assertEquals(0, count(rows, "l", 1, "holes"), rows);
                assertEquals(idleCycles, count(rows, "r", 1, "holes"), rows);
                assertEquals(0, count(rows, "r", 1, "late") + count(rows, "l", 1, "late"), rows);
                // once play runs, every show is a counted cycle: the messages come ten apart
                if (cyclesBefore >= 0) assertEquals(cyclesBefore + 10, idleCycles, rows);
                cyclesBefore = idleCycles;
            }

            // off: once the server has read it (it answers the unknown command sent after it), no timing comes
            monitor.send("(disptiming off)");
            monitor.send("(dispfoo)");
            monitor.receiveUntil(m -> m.startsWith("{\"msg\"") && m.contains("(error illegal_command_form)"));
            for (Future<String> p : players) assertEquals("ok", p.get(120, TimeUnit.SECONDS));
            List<String> after = monitor.receiveUntil(m -> m.startsWith("{\"show\":{\"time\":" + LAST));
            assertTrue(after.stream().noneMatch(m -> m.startsWith("{\"timing\"")), "timing after it was turned off");
            assertTrue(quiet.arrived().stream().noneMatch(m -> m.startsWith("{\"timing\"")), "timing to a monitor that never asked");
        } finally {
            pool.shutdownNow();
            k.stop();
        }
    }

    private static String last(List<String> messages) { return messages.get(messages.size() - 1); }

    /** One count of one player's object in a timing message's list. */
    private static long count(String rows, String side, int unum, String key) {
        Matcher m = Pattern.compile("\\{\"side\":\"" + side + "\",\"unum\":" + unum + ",[^{]*?\"" + key + "\":(\\d+)").matcher(rows);
        assertTrue(m.find(), () -> side + " " + unum + " " + key + " in " + rows);
        return Long.parseLong(m.group(1));
    }
}
