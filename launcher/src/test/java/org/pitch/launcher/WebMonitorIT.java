package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The web monitor in a real browser: {@code pitch.jar --profile web} with two players and a
 * trainer, Debian's headless Chromium on the printed address. The page must show what a JSON
 * monitor of the same server receives (names, play mode, score, a moving player's position at the
 * same cycle), refuse a control without the token and carry one out with it. A screenshot of the
 * live match is saved as {@code target/web-monitor-live.png}. The page shows the players' live
 * timing (a player that sends nothing after the kick-off is late in every cycle).
 */
class WebMonitorIT {
    private static final Pattern WEB = Pattern.compile("Web monitor: http://localhost:(\\d+)/ \\(control token ([0-9a-f]+)\\)");
    private static final Pattern LISTENING = Pattern.compile("listening on udp \\S+ ports (\\d+) \\(players, monitors\\), (\\d+) \\(trainer\\)");
    private static final Pattern SHOW_TIME = Pattern.compile("^\\{\"show\":\\{\"time\":(\\d+)");
    private static final Pattern SHOW_MODE = Pattern.compile("^\\{\"show\":\\{\"time\":\\d+,\"stime\":\\d+,\"mode\":\"(\\w+)\"");
    private static final long WAIT_MS = 120_000; // bounds a hang only: a loaded machine may take long to start a JVM

    @TempDir
    Path dir;
    private final List<AutoCloseable> open = new ArrayList<>();

    @AfterEach
    void closeAll() throws Exception {
        for (int i = open.size() - 1; i >= 0; i--) open.get(i).close();
    }

    @Test
    void thePageFollowsTheMatchAndItsControlsNeedTheToken() throws Exception {
        Path jar = Path.of(System.getProperty("pitch.jar", "target/pitch.jar")).toAbsolutePath();
        Process server = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", jar.toString(), "--profile", "web", "pitch.web.port=0", "server::port=0", "server::coach_port=0",
                "server::olcoach_port=0", "server::coach_w_referee=true", "server::game_logging=false",
                "server::text_logging=false")).directory(dir.toFile()).start();
        open.add(() -> {
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
        });
        Output output = Output.of(server);
        String ready = output.out().await(l -> l.startsWith("ready in"), WAIT_MS);
        assertNotNull(ready, () -> output.out().text() + output.err().text());
        Matcher web = WEB.matcher(output.out().text());
        assertTrue(web.find(), () -> output.out().text());
        Matcher ports = LISTENING.matcher(output.out().text());
        assertTrue(ports.find(), () -> output.out().text());
        int playerPort = Integer.parseInt(ports.group(1)), trainerPort = Integer.parseInt(ports.group(2));
        String token = web.group(2);

        // what the server shows, as a JSON monitor of its own receives it: x of left 1 by cycle
        Map<Integer, String> leftOneX = new ConcurrentHashMap<>();
        List<String> showModes = new CopyOnWriteArrayList<>(); // the play mode of every show, in order
        Client monitor = client(playerPort, "(dispinit version -1)");
        Thread watcher = new Thread(() -> monitor.listen(m -> {
            Matcher mode = SHOW_MODE.matcher(m);
            if (mode.find()) showModes.add(mode.group(1));
            Matcher t = SHOW_TIME.matcher(m);
            if (!t.find()) return;
            Matcher x = Pattern.compile("\\{\"side\":\"l\",\"unum\":1,[^}]*?\"x\":(-?[0-9.e+-]+)").matcher(m);
            if (x.find()) leftOneX.put(Integer.parseInt(t.group(1)), String.format(Locale.ROOT, "%.2f", Double.parseDouble(x.group(1))));
        }), "json monitor");
        watcher.setDaemon(true);
        watcher.start();

        Client alpha = client(playerPort, "(init Alpha (version 19))");
        alpha.send("(move -10 5)");
        Client beta = client(playerPort, "(init Beta (version 19))");
        beta.send("(move -20 3)");

        Chromium browser = new Chromium("http://127.0.0.1:" + web.group(1) + "/", dir.resolve("chromium"), dir.resolve("chromium.log"));
        open.add(browser);
        awaitText(browser, "left-name", "Alpha");
        awaitText(browser, "right-name", "Beta");
        awaitText(browser, "playmode", "before_kick_off");
        awaitRow(browser, "l", 1, "-10.00", "5.00");
        awaitRow(browser, "r", 1, "20.00", "-3.00"); // the right team's own frame turned half a circle

        // a control without the right token is refused, and changes nothing
        browser.eval("document.getElementById('token').value = 'not-the-token'");
        browser.eval("document.getElementById('kick-off').click()");
        awaitText(browser, "control-status", s -> s.startsWith("refused: wrong token"));
        // not a wait that is "long enough": three more cycles' shows from the server, all still before the kick-off
        int refusedAt = showModes.size();
        long deadline = System.currentTimeMillis() + WAIT_MS; // bounds a hang only
        while (showModes.size() < refusedAt + 3 && System.currentTimeMillis() < deadline) Thread.sleep(20);
        List<String> modesSince = showModes.subList(refusedAt, showModes.size());
        assertTrue(modesSince.size() >= 3, "the server showed " + modesSince.size() + " cycles after the refusal");
        assertEquals(List.of("before_kick_off"), modesSince.stream().distinct().toList(), "the play modes the server showed since");
        assertEquals("before_kick_off", browser.text("playmode"));

        // with the token the kick-off is called, and the page shows the new play mode
        browser.eval("document.getElementById('token').value = " + Chromium.json(token));
        browser.eval("document.getElementById('kick-off').click()");
        awaitText(browser, "control-status", "done: kick_off");
        awaitText(browser, "playmode", "kick_off_l");

        // the left player runs: the page shows its x as the server had it at the cycle it shows
        int matched = 0, lastTime = -1;
        deadline = System.currentTimeMillis() + WAIT_MS;
        while (matched < 4 && System.currentTimeMillis() < deadline) {
            alpha.send("(dash 100)");
            Thread.sleep(150);
            String time = browser.text("time"), x = browser.eval(rowCell("l", 1, "x"));
            if (time == null || x == null || !time.matches("\\d+")) continue;
            int t = Integer.parseInt(time);
            if (t != lastTime && x.equals(leftOneX.get(t))) {
                matched++;
                lastTime = t;
            }
        }
        int seen = matched;
        assertTrue(seen >= 4, () -> "the page's x of left 1 matched the server's at " + seen + " cycles only; server " + leftOneX);

        // the players' live timing: Beta has sent no command since the kick-off, so every cycle it
        // played is a hole and its indicator says late, in the table and as a dot on the field
        awaitValue(browser, "(r => r == null ? null : r.querySelector('td.holes').textContent + ' '"
                + " + r.querySelector('td.now span').className)(document.querySelector('#timing tr[data-side=\"r\"][data-unum=\"1\"]'))",
                v -> v.matches("[1-9]\\d* lateness late"), "Beta's timing row");
        assertEquals("false", browser.eval("String(document.getElementById('timing-list').hidden)"), "the timing table is shown");
        String caption = browser.eval("document.getElementById('timing-caption').textContent");
        assertTrue(caption.startsWith("half 1, cycle "), caption);

        // a goal the trainer sets up: the score on the page follows
        Client trainer = client(trainerPort, "(init (version 19))");
        trainer.send("(change_mode play_on)");
        trainer.send("(move (ball) 50 0 0 2.5 0)");
        awaitText(browser, "left-score", "1");
        awaitText(browser, "playmode", s -> s.startsWith("goal_l") || s.equals("kick_off_r"));
        awaitText(browser, "messages", s -> s.contains("goal_l_1")); // the referee's words, as they came
        browser.screenshot(Path.of("target", "web-monitor-live.png"));
    }

    /**
     * {@code pitch replay LOG --web}: the page plays the log by itself, pauses, seeks to a cycle,
     * steps one show on; a second log opened in the page (with the token, through the page's own
     * file input) plays in its place; without the token it is refused.
     */
    @Test
    void thePagePlaysALogPausesSeeksStepsAndOpensAnother() throws Exception {
        Path jar = Path.of(System.getProperty("pitch.jar", "target/pitch.jar")).toAbsolutePath();
        Path log = Path.of("..", "bundles", "record-game-log", "src", "test", "resources", "reference", "match_rcg6.rcg.gz").toRealPath();
        Path other = Path.of("..", "bundles", "record-game-log", "src", "test", "resources", "reference", "match_rcg5.rcg.gz").toRealPath();
        Process server = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", jar.toString(), "replay", log.toString(), "--web", "pitch.web.port=0", "server::port=0"))
                .directory(dir.toFile()).start();
        open.add(() -> {
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
        });
        Output output = Output.of(server);
        assertNotNull(output.out().await(l -> l.startsWith("ready in"), WAIT_MS), () -> output.out().text() + output.err().text());
        Matcher web = WEB.matcher(output.out().text());
        assertTrue(web.find(), () -> output.out().text());

        Chromium browser = new Chromium("http://127.0.0.1:" + web.group(1) + "/", dir.resolve("chromium"), dir.resolve("chromium.log"));
        open.add(browser);
        // null until the page has loaded (a busy machine loads it late): only a loaded page's controls count
        awaitValue(browser, "(e => e == null ? null : e.hidden ? 'hidden' : 'shown')(document.getElementById('replay'))", "shown"::equals,
                "the replay controls");
        awaitText(browser, "replay-summary", s -> s.contains("game log version 6") && s.contains("cycles 1-200"));
        // it plays: the clock moves on by itself
        awaitText(browser, "time", s -> s.matches("\\d+") && Integer.parseInt(s) >= 5);

        browser.eval("document.getElementById('replay-play').click()"); // pause
        awaitText(browser, "replay-play", "Play");
        String paused = browser.text("time");
        Thread.sleep(400);
        assertEquals(paused, browser.text("time"), "a paused log stands");

        browser.eval("document.getElementById('replay-cycle').value = '150'");
        browser.eval("document.getElementById('replay-go').click()");
        awaitText(browser, "time", "150");
        browser.eval("document.getElementById('replay-step').click()");
        awaitText(browser, "time", "151");
        browser.eval("document.getElementById('replay-speed').value = '4'; document.getElementById('replay-speed').dispatchEvent(new Event('change'))");
        browser.eval("document.getElementById('replay-play').click()");
        awaitText(browser, "time", s -> s.matches("\\d+") && Integer.parseInt(s) > 160);
        browser.screenshot(Path.of("target", "web-monitor-replay.png"));

        // opening another log needs the token; with it, that log plays here
        browser.call("DOM.enable", "{}");
        String document = browser.call("DOM.getDocument", "{}");
        Matcher root = Pattern.compile("\"nodeId\":(\\d+)").matcher(document);
        assertTrue(root.find(), document);
        String input = browser.call("DOM.querySelector", "{\"nodeId\":" + root.group(1) + ",\"selector\":\"#log-file\"}");
        Matcher node = Pattern.compile("\"nodeId\":(\\d+)").matcher(input);
        assertTrue(node.find(), input);
        browser.eval("document.getElementById('token').value = 'not-the-token'");
        browser.call("DOM.setFileInputFiles", "{\"nodeId\":" + node.group(1) + ",\"files\":[" + Chromium.json(other.toString()) + "]}");
        awaitText(browser, "log-status", s -> s.startsWith("opening a log needs the token"));
        String token = Pattern.compile("control token ([0-9a-f]+)").matcher(output.out().text()).results().findFirst().orElseThrow().group(1);
        browser.eval("document.getElementById('token').value = " + Chromium.json(token));
        browser.eval("document.getElementById('log-file').value = ''");
        browser.call("DOM.setFileInputFiles", "{\"nodeId\":" + node.group(1) + ",\"files\":[" + Chromium.json(other.toString()) + "]}");
        awaitText(browser, "replay-summary", s -> s.contains("game log version 5"));
        awaitText(browser, "log-status", s -> s.startsWith("match_rcg5.rcg.gz: "));
    }

    /** JavaScript for one cell of the players table: side, number, column class. */
    private static String rowCell(String side, int unum, String column) {
        return "document.querySelector('#players tr[data-side=\"" + side + "\"][data-unum=\"" + unum + "\"] td." + column + "')?.textContent ?? null";
    }

    private static void awaitRow(Chromium b, String side, int unum, String x, String y) throws Exception {
        awaitValue(b, "(" + rowCell(side, unum, "x") + ") + ',' + (" + rowCell(side, unum, "y") + ")", v -> v.equals(x + "," + y), side + " " + unum + " at " + x + "," + y);
    }

    private static void awaitText(Chromium b, String id, String expected) throws Exception {
        awaitText(b, id, s -> s.equals(expected));
    }

    private static void awaitText(Chromium b, String id, java.util.function.Predicate<String> ok) throws Exception {
        awaitValue(b, "document.getElementById('" + id + "')?.textContent ?? null", ok, "#" + id);
    }

    private static void awaitValue(Chromium b, String expression, java.util.function.Predicate<String> ok, String what) throws Exception {
        long deadline = System.currentTimeMillis() + WAIT_MS;
        String last = null;
        while (System.currentTimeMillis() < deadline) {
            last = b.eval(expression);
            if (last != null && ok.test(last)) return;
            Thread.sleep(50);
        }
        fail(what + " never came; the page showed " + last + "\n--- browser log ---\n" + b.log());
    }

    private Client client(int port, String greeting) throws IOException {
        Client c = new Client(port);
        open.add(c);
        c.greet(greeting);
        return c;
    }

    /** A UDP client: greets the well-known port, then talks to the port that answered. */
    private static final class Client implements AutoCloseable {
        private final DatagramSocket socket = new DatagramSocket(new InetSocketAddress("127.0.0.1", 0));
        private final int port;
        private SocketAddress server;

        Client(int port) throws IOException {
            this.port = port;
            socket.setSoTimeout(5000);
        }

        void greet(String greeting) throws IOException {
            byte[] b = (greeting + "\0").getBytes(StandardCharsets.US_ASCII);
            socket.send(new DatagramPacket(b, b.length, new InetSocketAddress("127.0.0.1", port)));
            DatagramPacket p = new DatagramPacket(new byte[65536], 65536);
            try {
                socket.receive(p);
            } catch (SocketTimeoutException e) {
                fail("no answer to " + greeting);
            }
            server = p.getSocketAddress();
        }

        void send(String command) throws IOException {
            byte[] b = (command + "\0").getBytes(StandardCharsets.US_ASCII);
            socket.send(new DatagramPacket(b, b.length, server));
        }

        void listen(java.util.function.Consumer<String> messages) {
            DatagramPacket p = new DatagramPacket(new byte[65536], 65536);
            while (!socket.isClosed()) {
                try {
                    socket.receive(p);
                    int n = p.getLength();
                    while (n > 0 && p.getData()[n - 1] == 0) n--;
                    messages.accept(new String(p.getData(), 0, n, StandardCharsets.UTF_8));
                } catch (IOException e) {
                    // a timeout: go on listening; closed: the loop ends
                }
            }
        }

        @Override
        public void close() {
            socket.close();
        }
    }
}
