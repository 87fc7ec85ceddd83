package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pitch.protocol.monitor.v3.MonitorCodecV3;
import org.pitch.protocol.monitor.v4.MonitorCodecV4;
import org.pitch.protocol.monitor.v5.MonitorCodecV5;
import org.pitch.protocol.monitor.v2.MonitorCodecV2;
import org.pitch.api.model.ModelSlot;
import org.pitch.config.ConfigLoader;
import org.pitch.config.LoadedConfiguration;
import org.pitch.kernel.Kernel;
import org.pitch.sessions.SessionsFactory;
import org.pitch.kernel.ModelRegistry;
import org.pitch.model.body.StandardChangeView;
import org.pitch.model.body.StandardMove;
import org.pitch.model.body.StandardTurnNeck;
import org.pitch.model.types.StandardPlayerTypes;
import org.pitch.protocol.monitor.BinaryReference.Datagram;
import org.pitch.protocol.monitor.BinaryReference.Mask;
import org.pitch.protocol.player.PlayerGreetingParser;
import org.pitch.protocol.player.v18.PlayerCodecV18;
import org.pitch.sense.aural.StandardAuralSensor;
import org.pitch.testkit.clients.UdpClient;
import org.pitch.transport.udp.UdpTransport;

/**
 * Binary monitors over real UDP on loopback, served by the kernel, against the captured sessions
 * of rcssserver 19: {@code TestTeam 1} moves to (-10, 5), asks for a wide view and turns its neck
 * to 30; a {@code (dispinit)} and a {@code (dispinit version 2)} monitor; the greeting, shows
 * before the kick-off, {@code (dispstart)}, the shows of {@code kick_off_l}, {@code (dispfoo)}
 * (a version 1 monitor also on the player port), compression and {@code (dispbye)}. Datagrams are
 * compared byte for byte, skipping what rcssserver leaves unset (as in
 * {@link BinaryMonitorTranscriptTest}); the server steps every 20 ms, which {@code server_params_t}
 * announces.
 */
class BinaryMonitorEndToEndTest {
    private static final int SIM_STEP = 20;
    private Kernel server;
    private int port;
    private final List<UdpClient> clients = new ArrayList<>();
    private final EndToEnd.SessionsLog sessionsLog = new EndToEnd.SessionsLog();

    private void start() throws Exception {
        LoadedConfiguration config = ConfigLoader.fromText(Reference.CAPTURE_CONFIG
                + ", server { port = 0, coach_port = 0, olcoach_port = 0, simulator_step = " + SIM_STEP + " }"
                + ", pitch { bind = \"127.0.0.1\", seed = 1, models = " + models() + ", rules = " + EndToEnd.noRules() + " }",
                "binary monitor end-to-end test");
        ModelRegistry registry = new ModelRegistry(config.settings());
        registry.addModel(ModelSlot.PLAYER_TYPES, "standard", new StandardPlayerTypes());
        registry.addModel(ModelSlot.STAMINA, "standard", new org.pitch.model.stamina.StandardStamina());
        registry.addRule("kick_off", 2, new org.pitch.rules.kickoff.KickOffRule()); // takes dispstart
        registry.addModel(ModelSlot.AURAL_SENSOR, "standard", new StandardAuralSensor());
        registry.addAction(new StandardMove(), "standard");
        registry.addAction(new StandardTurnNeck(), "standard");
        registry.addAction(new StandardChangeView(), "standard");
        registry.addGreetingParser(new PlayerGreetingParser());
        registry.addGreetingParser(new MonitorGreetingParser());
        registry.addPlayerCodec(new PlayerCodecV18());
        registry.addMonitorCodec(new MonitorCodecV3());
        registry.addMonitorCodec(new MonitorCodecV4());
        registry.addMonitorCodec(new MonitorCodecV5());
        registry.addMonitorCodec(new MonitorCodecV1());
        registry.addMonitorCodec(new MonitorCodecV2());
        assertTrue(registry.missing().isEmpty(), registry.missing().toString());
        server = new Kernel(config, new UdpTransport(), registry, new SessionsFactory(), k -> {});
        server.start();
        EndToEnd.awaitRunning(server);
        port = server.binding().playerPort();
    }

    /** No model but the player types, the ears and what the player's set-up needs. */
    private static String models() {
        List<String> used = List.of("player_types", "aural_sensor", "stamina", "move", "turn_neck", "change_view");
        String slots = ConfigLoader.embeddedDefaults().getConfig("pitch.models").root().keySet().stream()
                .filter(k -> !used.contains(k)).map(k -> k + " = \"\"").collect(Collectors.joining(", "));
        return "{ " + slots + ", " + used.stream().map(k -> k + " = standard").collect(Collectors.joining(", ")) + " }";
    }


    @AfterEach
    void stop() {
        clients.forEach(UdpClient::close);
        if (server != null) server.stop();
        sessionsLog.close();
    }

    /** A client socket; what it receives comes with the port it came from. */
    private final class Client {
        final UdpClient udp;

        Client() throws IOException {
            udp = new UdpClient(port);
            clients.add(udp);
        }

        byte[] receive() throws IOException { return udp.receiveBytes(); }

        /** The next show of a version 3 monitor in which player {@code l 1} is as {@code state} says. */
        String textShowWith(Pattern state) throws IOException {
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(EndToEnd.HANG_MS);
            while (System.nanoTime() < end) {
                String s = new String(receive(), StandardCharsets.ISO_8859_1);
                if (s.startsWith("(show ") && state.matcher(s).find()) return s;
            }
            throw new AssertionError("no show with " + state);
        }

        byte[] next(int mode) throws IOException {
            for (int i = 0; i < 500; i++) {
                byte[] d = receive();
                if (mode(d) == mode) return d;
            }
            throw new AssertionError("nothing of mode " + mode);
        }
    }

    private static int mode(byte[] d) { return ByteBuffer.wrap(d).getShort(0); }

    private static int time(byte[] show, int at) { return ByteBuffer.wrap(show).getShort(at); }



    /** The captured shows of a session by time, and its board messages. */
    private static Map<Integer, byte[]> showsByTime(List<Datagram> session, int timeAt) {
        Map<Integer, byte[]> m = new HashMap<>();
        for (Datagram d : session) if (!d.sent() && d.mode() == RcssStructs.SHOW_MODE) m.put(time(d.bytes(), timeAt), d.bytes());
        return m;
    }

    private static byte[] firstMessage(List<Datagram> session) {
        return session.stream().filter(d -> !d.sent() && d.mode() == RcssStructs.MSG_MODE).findFirst().orElseThrow().bytes();
    }

    @Test
    void version1And2SessionsAsRcssserversCaptures() throws Exception {
        start();
        List<Datagram> v1 = BinaryReference.session("monitor_v1.bin.gz");
        List<Datagram> v2 = BinaryReference.session("monitor_v2.bin.gz");
        int v1TimeAt = 2 + 314, v2TimeAt = 4 + 1464;
        Map<Integer, byte[]> v1Shows = showsByTime(v1, v1TimeAt), v2Shows = showsByTime(v2, v2TimeAt);

        Client player = new Client();
        player.udp.send("(init TestTeam (version 19))", port);
        assertTrue(new String(player.receive(), StandardCharsets.ISO_8859_1).startsWith("(init l 1 before_kick_off)"));
        int playerPort = player.udp.serverPort();
        // a version 3 monitor watches for the cycle that has carried out the player's commands:
        // the monitors under test connect after it, as in the captures
        Client watcher = new Client();
        watcher.udp.send("(dispinit version 3)", port);
        player.udp.send("(move -10 5)", playerPort);
        player.udp.send("(change_view wide)", playerPort);
        player.udp.send("(turn_neck 30)", playerPort);
        watcher.textShowWith(Pattern.compile("\\(\\(l 1\\) 0 0x1 -10 5 0 0 0 30 \\(v h 180\\)"));

        Client m1 = new Client(), m2 = new Client();
        m1.udp.send("(dispinit)", port);
        m2.udp.send("(dispinit version 2)", port);

        // version 1: no greeting, shows at once, all of their bytes defined
        byte[] first = m1.receive();
        assertEquals(RcssStructs.DISPINFO_SIZE, first.length, "no NUL after a struct");
        assertNull(new Mask().difference(v1Shows.get(0), first), "v1 show 0");
        int own1 = m1.udp.serverPort();
        assertNotEquals(port, own1);

        // version 2: the parameter structs, this server's simulator_step in server_params_t
        List<Datagram> greeting = v2.stream().filter(d -> !d.sent()).limit(20).collect(Collectors.toList());
        Mask server = new Mask().skip(2, 4).skip(4 + 86, 4 + 88).skip(4 + 222, 4 + 224).skip(4 + 282, 4 + 284)
                .skip(4 + RcssStructs.SERVER_PARAMS_SIZE, RcssStructs.DISPINFO2_SIZE);
        Mask player2 = new Mask().skip(2, 4).skip(4 + 6, 4 + 8).skip(4 + 108, 4 + 112).skip(4 + 114, RcssStructs.DISPINFO2_SIZE);
        Mask type = new Mask().skip(2, 4).skip(4 + 2, 4 + 4).skip(4 + 60, RcssStructs.DISPINFO2_SIZE);
        byte[] sp = greeting.get(0).bytes().clone();
        sp[4 + 256] = 0;
        sp[4 + 257] = SIM_STEP;
        assertNull(server.difference(sp, m2.receive()), "server_params_t");
        assertNull(player2.difference(greeting.get(1).bytes(), m2.receive()), "player_params_t");
        for (int i = 2; i < 20; i++) assertNull(type.difference(greeting.get(i).bytes(), m2.receive()), "player_type_t " + (i - 2));
        int own2 = m2.udp.serverPort();
        byte[] show0 = m2.receive();
        assertEquals(RcssStructs.DISPINFO2_SIZE, show0.length);
        assertNull(new Mask().difference(v2Shows.get(0), show0), "v2 show 0");

        // kick-off: the clock runs; the shows of the times both captures have are the same
        m2.udp.send("(dispstart)", own2);
        int compared = 0;
        for (int i = 0; i < 200 && compared < 5; i++) {
            byte[] s = m2.next(RcssStructs.SHOW_MODE);
            int t = time(s, v2TimeAt);
            if (t == 0 || !v2Shows.containsKey(t)) continue;
            assertNull(new Mask().difference(v2Shows.get(t), s), "v2 show " + t);
            compared++;
        }
        assertEquals(5, compared);
        compared = 0;
        for (int i = 0; i < 200 && compared < 5; i++) {
            byte[] s = m1.next(RcssStructs.SHOW_MODE);
            int t = time(s, v1TimeAt);
            if (t == 0 || !v1Shows.containsKey(t)) continue;
            assertNull(new Mask().difference(v1Shows.get(t), s), "v1 show " + t);
            compared++;
        }
        assertEquals(5, compared);

        // the board: message[2047] and (v2) the padding and the union's tail are left unset by rcssserver
        m1.udp.send("(dispfoo)", own1);
        assertNull(new Mask().skip(2051, 2052).difference(firstMessage(v1), m1.next(RcssStructs.MSG_MODE)), "v1 (dispfoo)");
        m1.udp.send("(dispfoo)", port); // a version 1 monitor may talk on the player port
        assertNull(new Mask().skip(2051, 2052).difference(firstMessage(v1), m1.next(RcssStructs.MSG_MODE)), "v1 (dispfoo) on the player port");
        m2.udp.send("(dispfoo)", own2);
        assertNull(new Mask().skip(2, 4).skip(4 + 2 + 2047, RcssStructs.DISPINFO2_SIZE)
                .difference(firstMessage(v2), m2.next(RcssStructs.MSG_MODE)), "v2 (dispfoo)");

        // compression: the reply still plain, then zlib streams of the same structs
        m2.udp.send("(compression 1)", own2);
        byte[] ok = m2.next(RcssStructs.MSG_MODE);
        assertEquals("(ok compression 1)", new String(ok, 6, 18, StandardCharsets.ISO_8859_1));
        m2.udp.compressed(true);
        byte[] compressedShow = m2.receive();
        assertEquals(RcssStructs.DISPINFO2_SIZE, compressedShow.length);
        assertEquals(RcssStructs.SHOW_MODE, mode(compressedShow));

        m1.udp.send("(dispbye)", own1);
        m2.udp.send("(dispbye)", own2);
        // the server has closed both monitors' ports: what it sent them before is all there, no more can come
        sessionsLog.await("A monitor disconnected", 2);
        m1.udp.arrived();
        m2.udp.arrived();
        byte[] late = m1.udp.pollBytes(EndToEnd.QUIET_MS);
        if (late != null) throw new AssertionError("a datagram after (dispbye): mode " + mode(late));
    }
}
