package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;

/**
 * Both sides play on equal terms, as on rcssserver 19: whole connections over UDP compared with
 * captures of a real rcssserver 19.0.0 (built from its public source) playing the same scenes
 * ({@code src/test/resources/sides/}, README there). Each scene is played with the acting player
 * on the left and, mirrored, on the right.
 */
class EqualSidesTest {
    private static final Pattern BALL = Pattern.compile("\\(\\(b\\) (\\S+) (\\S+) (\\S+) (\\S+)\\)");
    private static final Pattern PMODE = Pattern.compile("\\(pmode (\\S+)\\)");
    private static final Pattern HEAR_TIME = Pattern.compile("^\\(hear (\\d+) ");
    private static final Pattern MONITOR_SHOW = Pattern.compile("^\\(show (\\d+) \\(pm (\\d+)\\)");
    /** rcssserver's play mode numbers on monitors. */
    private static final int BEFORE_KICK_OFF = 1, TIME_OVER = 2;

    @TempDir
    Path logs;

    /**
     * The chaser scene, synch and auto mode, noise off: a player takes the ball to the opponent's
     * goal (kick-off, a free kick fault, drop balls, a goal, the kick-off after it, half time) while
     * the other only answers {@code (done)}; a monitor watches. Compared with rcssserver 19:
     * <ul>
     * <li>every referee message both players hear up to half time, with its time (rcssserver
     *     stamps a set play announced while the clock stood after a goal with the stood time:
     *     {@code goal_l_1} and {@code kick_off_r} both at 181);</li>
     * <li>every show of the game log up to half time, ball and chaser (position, velocity, body,
     *     state bits, stamina, counts), byte for byte;</li>
     * <li>the monitor gets exactly the shows the game log holds from the first kick-off on, and
     *     before it only {@code before_kick_off} shows (none at cycle 0 in the kick-off's mode).</li>
     * </ul>
     * The scene's first kick-off comes {@code connect_wait} (20) cycles after the start, which
     * rcssserver paces at 50 ms a cycle while the clock stands at 0; the players connect in
     * the first few.
     */
    @ParameterizedTest(name = "chaser on the {0}")
    @ValueSource(strings = {"l", "r"})
    void aChaserSceneRunsAsOnRcssserver(String side) throws Exception {
        List<String> capture = resource("chaser_" + side + ".txt");
        List<String> args = new ArrayList<>(Arrays.asList(capture.get(0).replaceFirst("^.*parameters: ", "").split(" ")));
        // the server waits for every (done), however busy the machine: a client late beyond the
        // default 1.25 s would miss its cycle's commands and the scene would run otherwise
        args.addAll(List.of("server::port=0", "server::coach_port=0", "server::olcoach_port=0", "pitch.bind=127.0.0.1",
                "pitch.seed=5", "server::game_log_dir=" + logs, "pitch.synch_timeout_ms=30000"));
        Kernel k = Pitch.builder().args(args.toArray(new String[0])).build().start();
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            awaitRunning(k);
            int port = k.binding().playerPort();
            List<String> shows = new CopyOnWriteArrayList<>();
            UdpClient monitor = UdpClient.connect(port, "(dispinit version 3)");
            UdpClient alpha = UdpClient.connect(port, "(init Alpha (version 19))");
            UdpClient beta = UdpClient.connect(port, "(init Beta (version 19))");
            AtomicInteger shown = new AtomicInteger();
            Future<?> watching = pool.submit(() -> watch(monitor, shows, shown, k));
            boolean left = side.equals("l");
            Future<List<String>> chaser = pool.submit(() -> chase(left ? alpha : beta, side, shown));
            Future<List<String>> idle = pool.submit(() -> idle(left ? beta : alpha, shown));
            List<String> heardByChaser = chaser.get(60, TimeUnit.SECONDS), heardByIdle = idle.get(60, TimeUnit.SECONDS);
            long end = System.currentTimeMillis() + 10_000;
            while (k.state() != Kernel.State.STOPPED && System.currentTimeMillis() < end) Thread.sleep(10);
            assertEquals("Game Over. Exiting...", k.finished());
            watching.get(10, TimeUnit.SECONDS);

            assertEquals(captured(capture, "heard chaser "), untilHalfTime(heardByChaser), "referee messages the chaser heard");
            assertEquals(captured(capture, "heard idle "), untilHalfTime(heardByIdle), "referee messages the other player heard");

            List<String> log = Files.readAllLines(logs.resolve("chaser.rcg"), StandardCharsets.ISO_8859_1);
            assertEquals(captured(capture, "show "), logShows(log, side), "the game log's shows up to half time");

            // the game log leaves out before_kick_off (here at 0 and during the half-time break)
            // and repeats of time_over; the monitor gets every cycle's show
            Map<Integer, Integer> logged = showsPerTime(log, "^\\(show (\\d+) ");
            Map<Integer, Integer> monitored = new TreeMap<>();
            boolean timeOverShown = false;
            for (String s : shows) {
                Matcher m = MONITOR_SHOW.matcher(s);
                assertTrue(m.find(), s);
                int time = Integer.parseInt(m.group(1)), mode = Integer.parseInt(m.group(2));
                if (time == 0) assertEquals(BEFORE_KICK_OFF, mode, "a show at cycle 0 comes before the kick-off: " + s);
                if (mode == BEFORE_KICK_OFF || mode == TIME_OVER && timeOverShown) continue;
                timeOverShown |= mode == TIME_OVER;
                monitored.merge(time, 1, Integer::sum);
            }
            assertEquals(logged, monitored, "per cycle, the monitor gets the shows the game log holds");
        } finally {
            pool.shutdownNow();
            k.stop();
        }
    }

    /**
     * Synch mode before the first kick-off: rcssserver sleeps 50 ms before every {@code (think)}
     * while the clock stands at 0, so {@code connect_wait} (counted in cycles) lasts long enough
     * for team start scripts to connect. Here 20 cycles: the kick-off comes no sooner than
     * 19 × 50 ms after the start although the one client answers at once, and the cycles after
     * it no longer wait.
     */
    @Test
    void beforeTheFirstKickOffSynchModePacesFiftyMillisecondsACycle() throws Exception {
        long started = System.nanoTime();
        Kernel k = Pitch.builder().args("server::synch_mode=true", "server::auto_mode=true", "server::connect_wait=20",
                "server::port=0", "server::coach_port=0", "server::olcoach_port=0", "pitch.bind=127.0.0.1",
                "server::game_logging=false", "server::text_logging=false", "pitch.seed=1").build().start();
        try (UdpClient c = awaitRunningThenConnect(k, "(init Early (version 19))")) {
            long kickOff = 0;
            int thinksAfterKickOff = 0;
            while (thinksAfterKickOff < 100) {
                String m = c.receive();
                if (m.startsWith("(hear 0 referee kick_off_l)")) kickOff = System.nanoTime();
                if (m.equals("(think)")) {
                    c.send("(done)");
                    if (kickOff > 0) thinksAfterKickOff++;
                }
            }
            long toKickOffMs = (kickOff - started) / 1_000_000, after100Ms = (System.nanoTime() - kickOff) / 1_000_000;
            // a lower bound: a busy machine only makes the paced cycles longer
            assertTrue(toKickOffMs >= 19 * 50, "kick-off " + toKickOffMs + " ms after the start: connect_wait ran unpaced");
            // paced, they would take 5 s; unpaced a few hundred ms on an idle machine, so 4 s leaves
            // a busy one (twice as slow and sharing its cores) ample room
            assertTrue(after100Ms < 4_000, "100 cycles after the kick-off took " + after100Ms + " ms: still paced");
        } finally {
            k.stop();
        }
    }

    /**
     * A batch run ({@code pitch.synch_kick_off_when_connected}) paces the cycles before the kick-off
     * as rcssserver does only until the clients it waits for are in; then they run as fast as the
     * clients answer. Here 2 players and {@code connect_wait = 200} (10 s paced): with one player
     * the clock stands paced (about 20 cycles a second), with the second the 200 cycles to the
     * kick-off pass at once.
     */
    @Test
    void aBatchRunStopsPacingOnceTheExpectedClientsAreIn() throws Exception {
        Kernel k = Pitch.builder().args("server::synch_mode=true", "server::auto_mode=true", "server::connect_wait=200",
                "pitch.synch_kick_off_when_connected=2",
                "server::port=0", "server::coach_port=0", "server::olcoach_port=0", "pitch.bind=127.0.0.1",
                "server::game_logging=false", "server::text_logging=false", "pitch.seed=1").build().start();
        try (UdpClient first = awaitRunningThenConnect(k, "(init Early (version 19))")) {
            // ten cycles alone, timed from the first think to the eleventh: paced at 50 ms they take
            // 500 ms at least (a busy machine only makes them longer), unpaced a few ms; the upper
            // bound (four times the pace) tells a pace of 200 ms or more, and a busy machine meets it
            long firstThink = 0;
            int cyclesAlone = 0;
            while (cyclesAlone < 10) {
                if (!first.receive().equals("(think)")) continue;
                if (firstThink == 0) firstThink = System.nanoTime();
                else cyclesAlone++;
                first.send("(done)");
            }
            long aloneMs = (System.nanoTime() - firstThink) / 1_000_000;
            assertTrue(aloneMs >= 10 * 50 - 10 && aloneMs < 4 * 10 * 50,
                    "10 cycles with one of the two players took " + aloneMs + " ms: not paced at 50 ms");
            try (UdpClient second = UdpClient.connect(k.binding().playerPort(), "(init Late (version 19))")) {
                long joined = System.nanoTime();
                long kickOff = 0;
                while (kickOff == 0) {
                    // each client reads all it has before the other's turn: neither holds a cycle up
                    for (UdpClient c : new UdpClient[] {first, second}) {
                        for (String m = c.poll(1); m != null; m = c.poll(1)) {
                            if (m.startsWith("(hear 0 referee kick_off_l)")) kickOff = System.nanoTime();
                            if (m.equals("(think)")) c.send("(done)");
                        }
                    }
                    assertTrue(System.nanoTime() - joined < 20_000_000_000L, "no kick-off 20 s after both players were in");
                }
                // paced, the 200 cycles would take 10 s; unpaced well under a second on an idle
                // machine: 5 s leaves a busy one ample room
                long ms = (kickOff - joined) / 1_000_000;
                assertTrue(ms < 5_000, "the kick-off came " + ms + " ms after both players were in: still paced");
            }
        } finally {
            k.stop();
        }
    }

    /**
     * After time over the players of a batch leave; rcssserver's synch mode then runs the
     * {@code game_over_wait} cycles (100) on virtual time, so the next match can start at once.
     * Pitch did them in real time (10 s) since nobody was connected.
     */
    @Test
    void gameOverWaitPassesAtOnceAfterThePlayersLeft() throws Exception {
        Kernel k = Pitch.builder().args("server::synch_mode=true", "server::auto_mode=true", "server::connect_wait=2",
                "server::half_time=1", "server::nr_extra_halfs=0", "server::penalty_shoot_outs=false", "server::kick_off_wait=2",
                "server::port=0", "server::coach_port=0", "server::olcoach_port=0", "pitch.bind=127.0.0.1",
                "server::game_logging=false", "server::text_logging=false", "pitch.seed=1").build().start();
        try (UdpClient c = awaitRunningThenConnect(k, "(init Solo (version 19))")) {
            boolean over = false;
            while (!over) {
                String m = c.receive();
                if (m.startsWith("(hear") && m.endsWith("referee time_over)")) over = true;
                else if (m.equals("(think)")) c.send("(done)");
            }
            c.send("(bye)");
            long left = System.nanoTime();
            while (k.state() != Kernel.State.STOPPED && System.nanoTime() - left < 20_000_000_000L) Thread.sleep(10);
            long ms = (System.nanoTime() - left) / 1_000_000;
            assertEquals(Kernel.State.STOPPED, k.state());
            // paced in real time, the 100 cycles take 10 s; on virtual time some ms on an idle
            // machine: 5 s leaves a busy one ample room
            assertTrue(ms < 5_000, "game_over_wait took " + ms + " ms after the last player left: paced in real time");
        } finally {
            k.stop();
        }
    }

    /**
     * A right player connects facing 0° in field coordinates, towards its own goal, as on
     * rcssserver 19 (its body angle starts at 0 whatever the side): after {@code (move -10 8)} its
     * fullstate shows {@code ((p r 1 0) 10 -8 0 0 0 0 ...} and its see shows the right half of the
     * field, as the capture does. Whether a flag between 20 and 40 m shows its {@code 0 0} changes
     * is a random draw, so those are left out of the comparison.
     */
    @Test
    void aRightPlayerStartsFacingItsOwnGoalAsOnRcssserver() throws Exception {
        List<String> capture = resource("right_player_after_move.txt");
        Kernel k = Pitch.builder().args("server::fullstate_l=true", "server::fullstate_r=true", "player::random_seed=42",
                "server::port=0", "server::coach_port=0", "server::olcoach_port=0", "pitch.bind=127.0.0.1",
                "server::simulator_step=20", "server::send_step=30", "server::game_logging=false", "server::text_logging=false").build().start();
        try (UdpClient left = awaitRunningThenConnect(k, "(init Alpha (version 19))");
             UdpClient right = UdpClient.connect(k.binding().playerPort(), "(init Beta (version 19))")) {
            assertEquals("(init r 1 before_kick_off)", right.first());
            right.send("(move -10 8)");
            String fullstate = null;
            for (int i = 0; i < 200 && fullstate == null; i++) {
                String m = right.receive();
                if (m.startsWith("(fullstate") && m.contains("((p r 1 0) 10 -8")) fullstate = m;
            }
            assertEquals(capture.get(1).substring(2), fullstate);
            right.send("(turn 0)");
            String see = null;
            for (int i = 0; i < 200 && see == null; i++) {
                String m = right.receive();
                if (m.startsWith("(see ")) see = m;
            }
            assertNotNull(see);
            assertEquals(withoutChanges(capture.get(2).substring(2)), withoutChanges(see));
        } finally {
            k.stop();
        }
    }

    /**
     * Until its first cycle a right player's direction, as rcssserver commits it, is 180°: a turn
     * sent at once turns from there ({@code (turn 0)} leaves it at 180), one sent after the first
     * cycle from 0. Compared with the capture of the same two players on rcssserver 19.
     */
    @Test
    void aRightPlayerTurnsFromItsCommittedDirectionBeforeItsFirstCycle() throws Exception {
        List<String> capture = resource("right_player_first_turn.txt");
        // 500 ms cycles: the turn sent right after the greeting's answer surely comes before the first one ends
        Kernel k = Pitch.builder().args("server::fullstate_l=true", "server::fullstate_r=true", "player::random_seed=42",
                "server::simulator_step=500", "server::sense_body_step=500", "server::port=0", "server::coach_port=0", "server::olcoach_port=0", "pitch.bind=127.0.0.1",
                "server::game_logging=false", "server::text_logging=false").build().start();
        try (UdpClient left = awaitRunningThenConnect(k, "(init Alpha (version 19))");
             UdpClient first = UdpClient.connect(k.binding().playerPort(), "(init Beta (version 19))")) {
            first.send("(turn 0)");
            assertEquals(capture.get(1).substring(2), bodyInFullstate(first, "((p r 1 0) "));
            try (UdpClient second = UdpClient.connect(k.binding().playerPort(), "(init Beta (version 19))")) {
                bodyInFullstate(second, "((p r 2 0) "); // its first cycle is over
                second.send("(turn 0)");
                assertEquals(capture.get(2).substring(2), bodyInFullstate(second, "((p r 2 0) "));
            }
        } finally {
            k.stop();
        }
    }

    /** The player's part of the next fullstate, from its name to its focus point. */
    private static String bodyInFullstate(UdpClient c, String player) throws IOException {
        for (int i = 0; i < 200; i++) {
            String m = c.receive();
            int at = m.indexOf(player);
            if (m.startsWith("(fullstate") && at >= 0) return m.substring(at, m.indexOf("(focus_point", at));
        }
        throw new AssertionError("no fullstate with " + player);
    }

    // ------------------------------------------------------------------ the scene's clients

    /** The chaser: moves next to the centre spot, then turns to the ball, dashes and kicks at the goal. */
    private static List<String> chase(UdpClient c, String side, AtomicInteger shown) throws IOException {
        double sign = side.equals("l") ? 1 : -1;
        Pattern me = Pattern.compile("\\(\\(p " + side + " 1 \\d+\\) (\\S+) (\\S+) (\\S+) (\\S+) (\\S+) (\\S+)");
        String opponentsKickOff = "kick_off_" + (side.equals("l") ? "r" : "l");
        List<String> heard = new ArrayList<>();
        double[] ball = null, self = null;
        String mode = "";
        boolean moved = false;
        int thinks = 0;
        while (true) {
            String m = c.receive();
            if (m.startsWith("(hear") && m.contains(" referee ")) {
                heard.add(m);
                if (m.contains("time_over")) return leave(c, heard);
            } else if (m.startsWith("(fullstate")) {
                ball = numbers(BALL.matcher(m), 4);
                self = numbers(me.matcher(m), 6);
                Matcher pm = PMODE.matcher(m);
                mode = pm.find() ? pm.group(1) : "";
            } else if (m.equals("(think)")) {
                keepUpWith(shown, ++thinks);
                if (!moved) {
                    c.send("(move -0.5 0)(done)");
                    moved = true;
                } else if (ball == null || mode.equals("before_kick_off") || mode.equals(opponentsKickOff) || mode.startsWith("goal")) {
                    c.send("(done)");
                } else {
                    c.send(decide(ball, self, sign) + "(done)");
                }
            }
        }
    }

    /** The same decision, in the same arithmetic, as the client that played the scene on rcssserver. */
    private static String decide(double[] b, double[] me, double sign) {
        double x = me[0], y = me[1], vx = me[2], vy = me[3], body = me[4];
        if (Math.hypot(b[0] - x, b[1] - y) < 0.95) {
            double angle = Math.toDegrees(Math.atan2(0 - b[1], 52.5 * sign - b[0])) - body;
            return "(kick 100 " + twoDecimals(wrap(angle)) + ")";
        }
        double angle = wrap(Math.toDegrees(Math.atan2(b[1] + b[3] - y - vy, b[0] + b[2] - x - vx)) - body);
        return Math.abs(angle) > 8 ? "(turn " + twoDecimals(angle) + ")" : "(dash 100)";
    }

    /** {@code (a + 180) mod 360 - 180} with a floored modulo, as the scene's client computed it. */
    private static double wrap(double a) {
        double r = (a + 180) % 360;
        if (r < 0) r += 360;
        return r - 180;
    }

    private static String twoDecimals(double v) {
        return new BigDecimal(v).setScale(2, RoundingMode.HALF_EVEN).toPlainString();
    }

    /** The match is over: the client says goodbye, so the server need not wait for its {@code (done)}. */
    private static List<String> leave(UdpClient c, List<String> heard) throws IOException {
        c.send("(bye)");
        return heard;
    }

    private static List<String> idle(UdpClient c, AtomicInteger shown) throws IOException {
        List<String> heard = new ArrayList<>();
        int thinks = 0;
        while (true) {
            String m = c.receive();
            if (m.equals("(think)")) {
                keepUpWith(shown, ++thinks);
                c.send("(done)");
            }
            if (m.startsWith("(hear") && m.contains(" referee ")) {
                heard.add(m);
                if (m.contains("time_over")) return leave(c, heard);
            }
        }
    }

    /**
     * Before a player answers its think, the monitor (connected before the players, a show every
     * cycle) has read the shows of all but the last two cycles: synch mode runs as fast as the
     * players answer, and a monitor left behind on a busy machine would lose shows to its full
     * socket buffer.
     */
    private static void keepUpWith(AtomicInteger shown, int thinks) {
        long hang = System.currentTimeMillis() + 20_000;
        while (shown.get() < thinks - 2) {
            if (System.currentTimeMillis() > hang) throw new AssertionError("the monitor read " + shown.get() + " shows in " + thinks + " cycles");
            LockSupport.parkNanos(1_000_000); // not a spin: the monitor's thread needs the core
        }
    }

    /** The monitor's shows until the server has stopped and all it sent before is read. */
    private static Void watch(UdpClient monitor, List<String> shows, AtomicInteger shown, Kernel k) throws IOException {
        while (true) {
            // read before the poll: once stopped, all the server sent is waiting, so nothing means all read
            boolean stopped = k.state() == Kernel.State.STOPPED;
            String m = monitor.poll(200);
            if (m == null && stopped) return null;
            if (m != null && m.startsWith("(show ")) {
                shows.add(m);
                shown.incrementAndGet();
            }
        }
    }

    // ------------------------------------------------------------------ helpers

    private static double[] numbers(Matcher m, int n) {
        if (!m.find()) throw new AssertionError("no match: " + m.pattern());
        double[] v = new double[n];
        for (int i = 0; i < n; i++) v[i] = Double.parseDouble(m.group(i + 1));
        return v;
    }

    private static List<String> captured(List<String> capture, String prefix) {
        List<String> out = new ArrayList<>();
        for (String line : capture) if (line.startsWith(prefix)) out.add(line.substring(prefix.length()));
        return out;
    }

    private static List<String> untilHalfTime(List<String> heard) {
        List<String> out = new ArrayList<>();
        for (String h : heard) {
            Matcher m = HEAR_TIME.matcher(h);
            if (m.find() && Integer.parseInt(m.group(1)) <= 300) out.add(h);
        }
        return out;
    }

    /** The log's show records up to half time as the capture keeps them: time, ball, the chaser. */
    private static List<String> logShows(List<String> log, String side) {
        Pattern show = Pattern.compile("^\\(show (\\d+) (\\(\\(b\\) [^)]*\\)).*?(\\(\\(" + side + " 1\\) .*?\\(c [^)]*\\)\\))");
        List<String> out = new ArrayList<>();
        for (String line : log) {
            Matcher m = show.matcher(line);
            if (m.find() && Integer.parseInt(m.group(1)) <= 300) out.add(m.group(1) + " " + m.group(2) + " " + m.group(3));
        }
        return out;
    }

    private static Map<Integer, Integer> showsPerTime(List<String> lines, String regex) {
        Pattern p = Pattern.compile(regex);
        Map<Integer, Integer> counts = new TreeMap<>();
        for (String line : lines) {
            Matcher m = p.matcher(line);
            if (m.find()) counts.merge(Integer.parseInt(m.group(1)), 1, Integer::sum);
        }
        return counts;
    }

    /** A see without the changes of moving flags (a random draw for flags between 20 and 40 m). */
    private static String withoutChanges(String see) {
        return see.replaceAll("((?:\\d+(?:\\.\\d+)?) (?:-?\\d+)) 0 0\\)", "$1)");
    }

    private static List<String> resource(String name) throws IOException {
        try (InputStream in = EqualSidesTest.class.getResourceAsStream("/sides/" + name)) {
            assertNotNull(in, name);
            return List.of(new String(in.readAllBytes(), StandardCharsets.ISO_8859_1).split("\n"));
        }
    }

    private static void awaitRunning(Kernel k) throws InterruptedException {
        long end = System.currentTimeMillis() + 5000;
        while (!k.running() && System.currentTimeMillis() < end) Thread.sleep(5);
        assertTrue(k.running(), k.problem());
    }

    private static UdpClient awaitRunningThenConnect(Kernel k, String greeting) throws Exception {
        awaitRunning(k);
        return UdpClient.connect(k.binding().playerPort(), greeting);
    }
}
