package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;
import org.pitch.transport.udp.UdpTransport;

/**
 * What hostile clients cannot do, over real UDP on loopback: act for another client by sending to
 * its port, cost the others anything by flooding, or turn the server into an amplifier with
 * greetings from forged addresses. rcssserver 19 gets the first from its connected per-client
 * sockets and has no defence against the other two.
 */
class HostileInputTest {
    private final List<AutoCloseable> open = new ArrayList<>();
    private Kernel kernel;

    private Kernel start(String... extra) throws Exception {
        List<String> args = new ArrayList<>(List.of("server::port=0", "server::coach_port=0", "server::olcoach_port=0",
                "pitch.bind=127.0.0.1", "server::game_logging=false", "server::text_logging=false", "pitch.seed=3",
                "server::coach=true"));
        args.addAll(List.of(extra));
        kernel = Pitch.builder().args(args.toArray(String[]::new)).build().start(new UdpTransport());
        long end = System.currentTimeMillis() + 5000;
        while (!kernel.running() && System.currentTimeMillis() < end) Thread.sleep(5);
        return kernel;
    }

    private UdpClient client(int port, String greeting) throws Exception {
        UdpClient c = UdpClient.connect(port, greeting);
        open.add(c);
        return c;
    }

    private DatagramSocket socket() throws Exception {
        DatagramSocket s = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        open.add(s::close);
        return s;
    }

    private static void send(DatagramSocket s, int port, String text) throws Exception {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        s.send(new DatagramPacket(b, b.length, InetAddress.getLoopbackAddress(), port));
    }

    @AfterEach
    void stop() throws Exception {
        for (AutoCloseable c : open) c.close();
        if (kernel != null) kernel.stop();
    }

    private static final Pattern MOVES = Pattern.compile("\\(move (\\d+)\\)");

    /** The (move N) count of a sense_body, or -1 for any other message. */
    private static int moves(String message) {
        Matcher m = MOVES.matcher(message);
        return message.startsWith("(sense_body ") && m.find() ? Integer.parseInt(m.group(1)) : -1;
    }

    /** Everything the client is told up to and with the first sense_body counting at least one (move). */
    private static List<String> untilMoved(UdpClient c) throws Exception {
        List<String> got = new ArrayList<>();
        for (String s = c.receive(); ; s = c.receive()) {
            got.add(s);
            if (moves(s) >= 1) return got;
        }
    }

    /** Reads until {@code expected} comes; the client's receive timeout bounds a hang. */
    private static void awaitMessage(UdpClient c, String expected) throws Exception {
        while (!c.receive().equals(expected)) {
            // other messages of the cycles in between
        }
    }

    @Test
    void aDatagramToAClientsPortFromAnotherAddressNeverActsForIt() throws Exception {
        Kernel k = start("server::simulator_step=20", "server::send_step=30");
        UdpClient player = client(k.binding().playerPort(), "(init Left (version 19))");
        UdpClient trainer = client(k.binding().trainerPort(), "(init (version 19))");
        UdpClient monitor = client(k.binding().playerPort(), "(dispinit version 5)");
        UdpClient coach = client(k.binding().onlineCoachPort(), "(init Left (version 19))");
        assertTrue(player.first().startsWith("(init l 1 before_kick_off)"), player.first());
        assertEquals("(init ok)", trainer.first());
        assertTrue(monitor.first().startsWith("(server_param "), monitor.first());
        assertTrue(coach.first().startsWith("(init l ok)"), coach.first());

        DatagramSocket forger = socket();
        send(forger, player.serverPort(), "(move -20 10)");
        send(forger, trainer.serverPort(), "(change_mode play_on)");
        send(forger, monitor.serverPort(), "(dispstart)");
        send(forger, coach.serverPort(), "(change_player_type 1 3)");
        // every socket has been read: the forgeries have done whatever they will do
        ServerCycles.settle(k);
        player.send("(move -20 10)"); // from its own address it acts
        // what the forgeries did would be told before (or with) the effect of the player's own move
        List<String> told = untilMoved(player);
        assertEquals(1, moves(told.get(told.size() - 1)), "the player's own (move) counted, the forged one never executed");
        for (String s : told) {
            assertTrue(!s.startsWith("(hear ") || !s.contains(" referee "), "nothing forged changed the mode: " + s);
            assertTrue(!s.startsWith("(change_player_type "), "nothing forged changed a type: " + s);
        }
        forger.setSoTimeout(100); // any answer was sent cycles ago: it would be waiting already
        DatagramPacket p = new DatagramPacket(new byte[8192], 8192);
        try {
            forger.receive(p);
            throw new AssertionError("the forger got an answer: " + new String(p.getData(), 0, p.getLength(), StandardCharsets.ISO_8859_1));
        } catch (java.net.SocketTimeoutException expected) {
            // nobody answers a stranger on a client's port
        }

        coach.send("(change_player_type 1 3)");
        awaitMessage(player, "(change_player_type 1 3)"); // the coach's own change of type reaches the player
    }

    /**
     * Counted per server cycle (the T of each sense_body, the clock running in play_on), not per
     * wall-clock window: however slowly the test sends the flood, no cycle answers more than the
     * budget's 20 asked sense_bodys and the regular one, and some cycle is cut to exactly that.
     */
    @Test
    void aFloodingClientIsCutToItsBudgetWhileTheOthersMissNoCycle() throws Exception {
        Kernel k = start("server::simulator_step=50", "pitch.guard.datagrams_per_cycle=20");
        UdpClient honest = client(k.binding().playerPort(), "(init Left (version 19))");
        UdpClient flooder = client(k.binding().playerPort(), "(init Right (version 19))");
        UdpClient trainer = client(k.binding().trainerPort(), "(init (version 19))");
        trainer.send("(change_mode play_on)"); // the clock runs: each cycle has its own T
        int first;
        while ((first = ServerCycles.senseBodyTime(flooder.receive())) < 1) {
            // the greeting's parameters and the cycles before the clock ran
        }
        for (int i = 0; i < 3000; i++) flooder.send("(sense_body)"); // each would be answered
        // every answer carries the cycle it was given in; once the flood's answers began, it is
        // over when three cycles in a row answered nothing asked (each cycle reads the socket).
        // The regular sense_body of the first running cycle counts: the flood may be answered in it
        Map<Integer, Integer> answers = new TreeMap<>(Map.of(first, 1));
        boolean answering = false;
        int quiet = 0, last = first;
        while (quiet < 3) {
            int t = ServerCycles.senseBodyTime(flooder.receive());
            if (t < 0) continue;
            if (t != last && last >= 0) {
                int given = answers.get(last);
                answering |= given > 1;
                quiet = answering && given == 1 ? quiet + 1 : 0;
            }
            answers.merge(t, 1, Integer::sum);
            last = t;
        }
        int most = answers.values().stream().max(Integer::compare).orElseThrow();
        assertEquals(20 + 1, most, "a cycle answers at most 20 asked and the regular sense_body, and the flood filled one: " + answers);

        // the honest player's sense_body keeps coming every cycle, during a second flood
        Thread flood = new Thread(() -> {
            try {
                for (int i = 0; i < 20_000; i++) flooder.send("(dash 100)(turn 30)(turn_neck 10)(say \"flood\")");
            } catch (Exception e) {
                // the test ends the flood by closing the socket
            }
        });
        List<Integer> times = new ArrayList<>();
        flood.start();
        while (flood.isAlive() || times.size() < 15) { // the receive timeout bounds a server that stopped serving
            int t = ServerCycles.senseBodyTime(honest.receive());
            if (t >= 1) times.add(t); // the clock runs from 1: the cycles before play_on all say 0
        }
        flood.join();
        for (int i = 1; i < times.size(); i++) {
            assertEquals(times.get(i - 1) + 1, times.get(i), "no cycle missed: " + times);
        }
    }

    /**
     * Whether a greeting was answered is read a few server cycles after it was sent: by then the
     * server has read it and sent whatever it answers (the cycles are short so that this is quick).
     */
    @Test
    void greetingsFromOneHostBeyondTheGuardAreDroppedUnanswered() throws Exception {
        Kernel k = start("server::simulator_step=20", "pitch.guard.greetings_per_host=5",
                "pitch.guard.greetings_per_host_per_second=0.001");
        int answered = 0, bytesIn = 0, bytesOut = 0;
        for (int i = 0; i < 20; i++) {
            DatagramSocket s = socket();
            String greeting = "(init Spoof (version 19))";
            send(s, k.binding().playerPort(), greeting);
            bytesIn += greeting.length() + 1;
            ServerCycles.settle(k);
            s.setSoTimeout(1); // what the server answers is waiting already
            DatagramPacket p = new DatagramPacket(new byte[65536], 65536);
            boolean got = false;
            try {
                while (true) { // the greeting's replies, up to the first sense_body of the connected player
                    s.receive(p);
                    if (new String(p.getData(), 0, 12, StandardCharsets.ISO_8859_1).startsWith("(sense_body ")) break;
                    bytesOut += p.getLength();
                    got = true;
                }
            } catch (java.net.SocketTimeoutException done) {
                // nothing more
            }
            if (got) answered++;
            s.close();
        }
        assertEquals(5, answered, "the host's burst, then nothing");
        double amplification = (double) bytesOut / bytesIn;
        assertTrue(amplification < 200, "bytes out per byte in: " + amplification);
        System.out.printf("greetings answered: %d of 20; %d bytes in, %d out (%.0f x)%n", answered, bytesIn, bytesOut, amplification);

        DatagramSocket other = socket(); // the trainer's port shares the host's budget
        send(other, k.binding().trainerPort(), "(init (version 19))");
        ServerCycles.settle(k);
        other.setSoTimeout(1);
        try {
            other.receive(new DatagramPacket(new byte[100], 100));
            throw new AssertionError("answered beyond the budget");
        } catch (java.net.SocketTimeoutException expected) {
            assertNull(null);
        }
    }

    /**
     * What a host needs at once, the default burst lets through with no refill at all: two full
     * teams, their online coaches, the trainer and a monitor (26 greetings) from one host. The
     * players' greetings go first and are answered before the coaches greet (an online coach
     * needs its team), as team scripts connect.
     */
    @Test
    void twoFullTeamsTheirCoachesATrainerAndAMonitorConnectAtOnceFromOneHost() throws Exception {
        Kernel k = start("server::simulator_step=20", "pitch.guard.greetings_per_host_per_second=0.001");
        List<DatagramSocket> clients = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (String team : new String[] {"Left", "Right"}) {
            for (int unum = 1; unum <= 11; unum++) {
                DatagramSocket s = socket();
                send(s, k.binding().playerPort(), "(init " + team + (unum == 1 ? " (version 19) (goalie))" : " (version 19))"));
                clients.add(s);
                expected.add("(init " + (team.equals("Left") ? "l " : "r ") + unum + " before_kick_off)");
            }
        }
        assertAnswered(clients, expected);
        clients.clear();
        expected.clear();
        for (String team : new String[] {"Left", "Right"}) {
            DatagramSocket s = socket();
            send(s, k.binding().onlineCoachPort(), "(init " + team + " (version 19))");
            clients.add(s);
            expected.add("(init " + (team.equals("Left") ? "l" : "r") + " ok)");
        }
        DatagramSocket trainer = socket();
        send(trainer, k.binding().trainerPort(), "(init (version 19))");
        clients.add(trainer);
        expected.add("(init ok)");
        DatagramSocket monitor = socket();
        send(monitor, k.binding().playerPort(), "(dispinit version 5)");
        clients.add(monitor);
        expected.add("(server_param ");
        assertAnswered(clients, expected);
    }

    /** Each client's first message starts as expected (the receive timeout bounds a hang only). */
    private static void assertAnswered(List<DatagramSocket> clients, List<String> expected) throws Exception {
        for (int i = 0; i < clients.size(); i++) {
            DatagramSocket s = clients.get(i);
            s.setSoTimeout(20_000);
            DatagramPacket p = new DatagramPacket(new byte[65536], 65536);
            s.receive(p);
            String first = new String(p.getData(), 0, p.getLength(), StandardCharsets.ISO_8859_1);
            assertTrue(first.startsWith(expected.get(i)), "client " + i + ": " + first.substring(0, Math.min(60, first.length())));
        }
    }

    /**
     * A flood of greetings from one forged host is answered only within the default budget: the
     * burst (32) and what the rate (32 a second) refilled while the flood lasted, here measured.
     */
    @Test
    void aFloodOfGreetingsFromOneHostIsAnsweredWithinTheDefaultBudget() throws Exception {
        Kernel k = start("server::simulator_step=20");
        List<DatagramSocket> forged = new ArrayList<>();
        long started = System.nanoTime();
        int bytesIn = 0;
        for (int i = 0; i < 200; i++) {
            DatagramSocket s = socket();
            String greeting = "(init Flood (version 19))";
            send(s, k.binding().playerPort(), greeting);
            bytesIn += greeting.length() + 1;
            forged.add(s);
        }
        ServerCycles.settle(k);
        double seconds = (System.nanoTime() - started) / 1e9;
        int answered = 0;
        long bytesOut = 0;
        for (DatagramSocket s : forged) {
            s.setSoTimeout(1); // what the server answered is waiting already
            boolean got = false;
            try {
                DatagramPacket p = new DatagramPacket(new byte[65536], 65536);
                while (true) { // the greeting's replies, up to the first cycle message of a joined player
                    s.receive(p);
                    String head = new String(p.getData(), 0, Math.min(12, p.getLength()), StandardCharsets.ISO_8859_1);
                    if (head.startsWith("(sense_body ") || head.startsWith("(see ") || head.startsWith("(hear ")) break;
                    bytesOut += p.getLength();
                    got = true;
                }
            } catch (java.net.SocketTimeoutException done) {
                // nothing more
            }
            if (got) answered++;
        }
        double budget = 32 + Math.ceil(32 * seconds);
        assertTrue(answered <= budget, answered + " of 200 answered in " + seconds + " s (budget " + budget + ")");
        assertTrue(answered >= 32, "the burst is answered: " + answered);
        System.out.printf("flood of 200 greetings: %d answered in %.2f s; %d bytes in, %d out (%.1f x)%n",
                answered, seconds, bytesIn, bytesOut, (double) bytesOut / bytesIn);
    }
}
