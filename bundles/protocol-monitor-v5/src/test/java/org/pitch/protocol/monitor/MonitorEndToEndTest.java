package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.protocol.monitor.v3.MonitorCodecV3;
import org.pitch.protocol.monitor.v4.MonitorCodecV4;
import org.pitch.protocol.monitor.v5.MonitorCodecV5;
import org.pitch.protocol.monitor.json.JsonMonitorCodec;
import org.pitch.api.model.ModelSlot;
import org.pitch.config.ConfigLoader;
import org.pitch.config.LoadedConfiguration;
import org.pitch.kernel.Kernel;
import org.pitch.sessions.SessionsFactory;
import org.pitch.kernel.ModelRegistry;
import org.pitch.model.types.StandardPlayerTypes;
import org.pitch.protocol.player.PlayerGreetingParser;
import org.pitch.protocol.player.v18.PlayerCodecV18;
import org.pitch.rules.humanreferee.HumanRefereeRule;
import org.pitch.rules.kickoff.KickOffRule;
import org.pitch.sense.aural.StandardAuralSensor;
import org.pitch.sense.aural.StandardSay;
import org.pitch.testkit.clients.UdpClient;
import org.pitch.transport.udp.UdpTransport;

/**
 * Monitors over real UDP on loopback, served by the kernel: the session of the reference
 * transcripts ({@code TestTeam 1} connected, {@code (dispinit version N)}, shows before the
 * kick-off, {@code (dispstart)}, {@code (dispstart)} on the player port, {@code (dispfoo)},
 * {@code (dispbye)}) compared byte for byte, then the other commands and the refusals.
 *
 * <p>The server runs without physics and with only the human referee, who takes the
 * {@code dispfoul} and {@code dispcard} calls (nothing moves; the clock runs once kicked off):
 * what is checked is what monitors are sent, not the match.
 */
class MonitorEndToEndTest {
    private Kernel server;
    private int port;
    private final List<UdpClient> clients = new ArrayList<>();
    private final EndToEnd.SessionsLog sessionsLog = new EndToEnd.SessionsLog();

    private void start(String extra) throws Exception {
        LoadedConfiguration config = ConfigLoader.fromText(Reference.CAPTURE_CONFIG
                + ", server { port = 0, coach_port = 0, olcoach_port = 0, simulator_step = 20 }"
                + ", pitch { bind = \"127.0.0.1\", seed = 1, models = " + noModels() + ", rules = " + EndToEnd.noRules() + ", rules.human_referee.enabled = true }"
                + (extra.isEmpty() ? "" : ", " + extra), "monitor end-to-end test");
        ModelRegistry registry = new ModelRegistry(config.settings());
        registry.addModel(ModelSlot.PLAYER_TYPES, "standard", new StandardPlayerTypes());
        registry.addModel(ModelSlot.AURAL_SENSOR, "standard", new StandardAuralSensor());
        registry.addAction(new StandardSay(), "standard"); // a player's say reaches the boards
        registry.addModel(ModelSlot.STAMINA, "standard", new org.pitch.model.stamina.StandardStamina()); // a joining player's stamina
        registry.addRule("human_referee", 1, new HumanRefereeRule()); // takes dispfoul and dispcard
        registry.addRule("kick_off", 2, new KickOffRule()); // takes dispstart
        registry.addGreetingParser(new PlayerGreetingParser());
        registry.addGreetingParser(new MonitorGreetingParser());
        registry.addPlayerCodec(new PlayerCodecV18());
        registry.addMonitorCodec(new MonitorCodecV3());
        registry.addMonitorCodec(new MonitorCodecV4());
        registry.addMonitorCodec(new MonitorCodecV5());
        registry.addMonitorCodec(new JsonMonitorCodec());
        assertTrue(registry.missing().isEmpty(), registry.missing().toString());
        server = new Kernel(config, new UdpTransport(), registry, new SessionsFactory(), k -> {});
        server.start();
        EndToEnd.awaitRunning(server);
        port = server.binding().playerPort();
    }

    /** Every model slot of the default configuration unused except the player types, stamina (a player's start), the ears and says. */
    private static String noModels() {
        String slots = ConfigLoader.embeddedDefaults().getConfig("pitch.models").root().keySet().stream()
                .filter(k -> !k.equals("player_types") && !k.equals("aural_sensor") && !k.equals("stamina") && !k.equals("say"))
                .map(k -> k + " = \"\"").collect(Collectors.joining(", "));
        return "{ " + slots + ", player_types = standard, aural_sensor = standard, stamina = standard, say = standard }";
    }


    @AfterEach
    void stop() {
        clients.forEach(UdpClient::close);
        if (server != null) server.stop();
        sessionsLog.close();
    }

    /** A client of the server; every datagram the server sends it must end with a NUL. */
    private final class Client {
        final UdpClient udp;

        Client() throws IOException {
            udp = new UdpClient(port);
            clients.add(udp);
        }

        /** The next datagram, without its trailing NUL. */
        String receive() throws IOException {
            return text(udp.receiveBytes());
        }

        /** The next datagram within {@code ms}, without its trailing NUL, or null. */
        String poll(long ms) throws IOException {
            byte[] data = udp.pollBytes(ms);
            return data == null ? null : text(data);
        }

        private static String text(byte[] data) {
            assertEquals(0, data[data.length - 1], "NUL-terminated");
            return new String(data, 0, data.length - 1, StandardCharsets.ISO_8859_1);
        }

        /** The next datagram that is not a show. */
        String nextNotShow() throws IOException {
            for (int i = 0; i < 500; i++) {
                String s = receive();
                if (!isShow(s)) return s;
            }
            throw new AssertionError("nothing but shows");
        }

        /** The next show. */
        String nextShow() throws IOException {
            for (int i = 0; i < 500; i++) {
                String s = receive();
                if (isShow(s)) return s;
            }
            throw new AssertionError("no show");
        }

        /** Nothing arrives within a short while. */
        void silent() throws IOException {
            String s = poll(EndToEnd.QUIET_MS);
            if (s != null) fail("unexpected datagram: " + s.substring(0, Math.min(100, s.length())));
        }
    }

    private static boolean isShow(String s) { return s.startsWith("(show ") || s.startsWith("{\"show\""); }



    /** {@code TestTeam 1}, a v19 player, as in the transcripts. */
    private Client player() throws IOException {
        Client p = new Client();
        p.udp.send("(init TestTeam (version 19))", port);
        assertEquals("(init l 1 before_kick_off)", p.receive());
        return p;
    }

    /** The transcript's messages with the ports this server really has. */
    private List<String> transcript(String file) {
        var b = server.binding();
        return Reference.received(file).stream()
                .map(l -> l.replace("(port 16000)", "(port " + b.playerPort() + ")")
                        .replace("(coach_port 16001)", "(coach_port " + b.trainerPort() + ")")
                        .replace("(olcoach_port 16002)", "(olcoach_port " + b.onlineCoachPort() + ")")
                        .replace("\"port\":16000", "\"port\":" + b.playerPort())
                        .replace("\"coach_port\":16001", "\"coach_port\":" + b.trainerPort())
                        .replace("\"olcoach_port\":16002", "\"olcoach_port\":" + b.onlineCoachPort())
                        .replace("(simulator_step 100)", "(simulator_step 20)")
                        .replace("\"simulator_step\":100", "\"simulator_step\":20"))
                .collect(Collectors.toList());
    }

    /** JSON shows count the stoppage time, which depends on when the monitor connected. */
    private static String withoutStoppage(String s) { return s.replaceFirst(",\"stime\":\\d+", ""); }

    @ParameterizedTest
    @ValueSource(strings = {"3", "4", "5", "-1"})
    void theTranscriptSession(String version) throws Exception {
        start("");
        String file = "monitor_" + (version.equals("-1") ? "vjson" : "v" + version) + ".txt";
        List<String> expected = transcript(file);
        Client player = player();
        Client monitor = new Client();
        monitor.udp.send("(dispinit version " + version + ")", port);
        // the greeting: parameters and the 18 types, from the monitor's own port
        for (int i = 0; i < 20; i++) assertEquals(expected.get(i), monitor.receive(), "greeting message " + i);
        int ownPort = monitor.udp.serverPort();
        assertTrue(ownPort != port);
        // shows before the kick-off: the clock stands at 0
        String firstShow = expected.get(20);
        for (int i = 0; i < 3; i++) assertEquals(withoutStoppage(firstShow), withoutStoppage(monitor.receive()));

        monitor.udp.send("(dispstart)", ownPort);
        // kick_off_l: the clock runs, every show one cycle later than the last
        String show = monitor.nextShow();
        while (show.startsWith("(show 0 ") || show.contains("\"before_kick_off\"")) show = monitor.nextShow();
        int time = time(show);
        for (int n = 0; n < 5; n++) {
            assertEquals(withoutStoppage(Reference.first(expected, version.equals("-1") ? "{\"show\":{\"time\":" + time + "," : "(show " + time + " ")),
                    withoutStoppage(show), "show " + time);
            show = monitor.nextShow();
            assertEquals(time + 1, time(show));
            time++;
        }
        // the player heard the kick-off at once
        assertEquals("(hear 0 referee kick_off_l)", nextHear(player));

        monitor.udp.send("(dispstart)", port);
        assertEquals("(error only_init_allowed_on_init_port)", monitor.nextNotShow());
        assertEquals(ownPort, monitor.udp.serverPort(), "answered from the monitor's own port");

        monitor.udp.send("(dispfoo)", ownPort);
        String board = monitor.nextNotShow();
        String expectedBoard = Reference.first(expected, version.equals("-1") ? "{\"msg\"" : "(msg ");
        assertEquals(expectedBoard.replaceFirst("\\d+", "T"), board.replaceFirst("\\d+", "T"));

        monitor.udp.send("(dispbye)", ownPort);
        // the server has closed the monitor's port: the shows it sent before are all here, no more can come
        sessionsLog.await("A monitor disconnected", 1);
        monitor.udp.arrived();
        monitor.silent();
    }

    private static int time(String show) {
        Matcher m = Pattern.compile("^(?:\\(show |\\{\"show\":\\{\"time\":)(\\d+)").matcher(show);
        assertTrue(m.find(), show);
        return Integer.parseInt(m.group(1));
    }

    private static String nextHear(Client player) throws IOException {
        for (int i = 0; i < 500; i++) {
            String s = player.receive();
            if (s.startsWith("(hear ")) return s;
        }
        throw new AssertionError("the player heard nothing");
    }

    /** Reads what is already on its way (shows sent before a bye was handled). */
    private static void drain(Client c) throws IOException {
        while (c.poll(EndToEnd.QUIET_MS) != null) {
            // read and dropped
        }
    }

    @Test
    void refusals() throws Exception {
        start("server { max_monitors = 1 }");
        Client first = new Client();
        first.udp.send("(dispinit version 99)", port);
        assertEquals("(error illegal_client_version)", first.receive()); // as init_errors_v19.txt
        first.udp.send("(dispinit version 2)", port); // the binary protocol: no codec registered here serves it
        assertEquals("(error illegal_client_version)", first.receive());
        first.udp.send("(dispinit version -0.5)", port); // cut to 0
        assertEquals("(error illegal_client_version)", first.receive());
        first.udp.send("(dispinit foo)", port);
        assertEquals("(error unknown_command)", first.receive());
        first.udp.send("(dispinit version 4.7)", port);
        assertTrue(first.receive().startsWith("(server_param "));
        Client second = new Client();
        second.udp.send("(dispinit)", port);
        assertEquals("(error no_more_monitor)", second.nextNotShow());
        assertEquals(port, second.udp.serverPort(), "refused from the player port");
    }

    @Test
    void commandsAct() throws Exception {
        start("");
        Client player = player();
        Client monitor = new Client();
        monitor.udp.send("(dispinit version 5)", port);
        for (int i = 0; i < 20; i++) monitor.receive();
        int own = monitor.udp.serverPort();

        // drag and drop: player 1 to (10, -20) facing 90 degrees
        monitor.udp.send("(dispplayer 1 1 160 -320 90)", own);
        assertTrue(showWith(monitor, "((l 1) 0 0x1 10 -20 0 0 90 0 (v h 120)"));

        // the human referee: a free kick for the left at (16, 8); the player hears the foul first
        monitor.udp.send("(dispfoul 256 128 1)", own);
        assertTrue(showWith(monitor, "(pm 8)"));
        assertTrue(showWith(monitor, "((b) 16 8 0 0)"));
        assertEquals("(hear 0 referee foul_r)", nextHear(player));
        assertEquals("(hear 0 referee free_kick_l)", nextHear(player));

        // a yellow card, then compression: the reply is still plain, the shows are compressed
        monitor.udp.send("(dispcard 1 1 yellow)", own);
        assertTrue(showWith(monitor, "((l 1) 0 0x40001 "));
        monitor.udp.send("(compression 6)", own);
        String reply = monitor.nextNotShow();
        assertTrue(reply.matches("\\(msg \\d+ 1 \"\\(ok compression 6\\)\"\\)"), reply);
        monitor.udp.compressed(true);
        String compressedShow = monitor.nextShow();
        assertTrue(compressedShow.matches("\\(show \\d+ \\(pm 8\\) \\(tm TestTeam null 0 0\\) .*"), compressedShow);
        monitor.udp.send("(compression -1)", own);
        String off = monitor.nextNotShow(); // still compressed: the reply leaves before the switch
        assertTrue(off.matches("\\(msg \\d+ 1 \"\\(ok compression -1\\)\"\\)"), off);
        monitor.udp.compressed(false);
        assertTrue(monitor.nextShow().startsWith("(show "));

        // discarded: off the field without a card change, disabled, its connection closed
        monitor.udp.send("(dispdiscard 1 1)", own);
        assertTrue(showWith(monitor, "((l 1) 0 0x40100 -3 -37 0 0 90 0 "));
        drain(player);
        player.udp.send("(say hello)", player.udp.serverPort());
        player.silent();

        // a command of too few numbers
        monitor.udp.send("(dispplayer 1 1)", own);
        assertTrue(monitor.nextNotShow().matches("\\(msg \\d+ 1 \"\\(error illegal_command_form\\)\"\\)"));
    }

    /**
     * The kick-off a monitor asks for assigns the heterogeneous types: players and monitors learn
     * of them at once; with {@code send_comms} the monitors see what the referee and the players say.
     */
    @Test
    void kickOffTypesAndCommunication() throws Exception {
        start("server { send_comms = true }");
        Client one = player();
        Client two = new Client();
        two.udp.send("(init TestTeam (version 19))", port);
        assertEquals("(init l 2 before_kick_off)", two.receive());
        Client monitor = new Client();
        monitor.udp.send("(dispinit version 4)", port);
        for (int i = 0; i < 20; i++) monitor.receive();
        drain(one);
        monitor.udp.send("(dispstart)", monitor.udp.serverPort());
        // player 1 (first of the team) keeps type 0, player 2 gets the next free type, 1
        assertEquals("(msg 0 1 \"(change_player_type l 2 1)\")", monitor.nextNotShow());
        assertEquals("(msg 0 1 \"(referee kick_off_l)\")", monitor.nextNotShow());
        assertEquals("(change_player_type 2 1)", nextMatching(one, "(change_player_type "));
        assertEquals("(hear 0 referee kick_off_l)", nextMatching(one, "(hear "));
        assertTrue(showWith(monitor, "((l 2) 1 0x1 "));
        one.udp.send("(say hello)", one.udp.serverPort());
        String said = monitor.nextNotShow();
        assertTrue(said.matches("\\(msg \\d+ 1 \"\\(\\(player TestTeam 1\\) hello\\)\"\\)"), said);
    }

    private static String nextMatching(Client c, String prefix) throws IOException {
        for (int i = 0; i < 500; i++) {
            String s = c.receive();
            if (s.startsWith(prefix)) return s;
        }
        throw new AssertionError("nothing starting with " + prefix);
    }

    /**
     * Whether a show containing {@code part} arrives. Bounded by time, not by a count of shows: a
     * test thread that a busy machine holds up finds a second's worth of shows waiting (one every
     * 20 ms) from before its command was read.
     */
    private static boolean showWith(Client c, String part) throws IOException {
        long end = System.nanoTime() + java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(EndToEnd.HANG_MS);
        while (System.nanoTime() < end) {
            if (c.nextShow().contains(part)) return true;
        }
        return false;
    }
}
