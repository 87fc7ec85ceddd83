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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pitch.kernel.Kernel;
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
        UdpClient c = new UdpClient(port, greeting);
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

    /** Everything the client receives in the next {@code millis}. */
    private static List<String> within(UdpClient c, int millis) throws Exception {
        List<String> got = new ArrayList<>();
        long end = System.currentTimeMillis() + millis;
        for (long left = millis; left > 0; left = end - System.currentTimeMillis()) {
            String s = c.poll((int) left);
            if (s != null) got.add(s);
        }
        return got;
    }

    /** The (move N) count of the last sense_body among {@code messages}. */
    private static int moves(List<String> messages) {
        Matcher m = Pattern.compile("\\(move (\\d+)\\)").matcher("");
        for (int i = messages.size() - 1; i >= 0; i--) {
            String s = messages.get(i);
            if (s.startsWith("(sense_body ") && m.reset(s).find()) return Integer.parseInt(m.group(1));
        }
        throw new AssertionError("no sense_body in " + messages);
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
        List<String> told = within(player, 200); // ten cycles
        assertEquals(0, moves(told), "the forged (move) was never executed");
        for (String s : told) {
            assertTrue(!s.startsWith("(hear ") || !s.contains(" referee "), "nothing forged changed the mode: " + s);
            assertTrue(!s.startsWith("(change_player_type "), "nothing forged changed a type: " + s);
        }
        forger.setSoTimeout(100);
        DatagramPacket p = new DatagramPacket(new byte[8192], 8192);
        try {
            forger.receive(p);
            throw new AssertionError("the forger got an answer: " + new String(p.getData(), 0, p.getLength(), StandardCharsets.ISO_8859_1));
        } catch (java.net.SocketTimeoutException expected) {
            // nobody answers a stranger on a client's port
        }

        player.send("(move -20 10)"); // from its own address it acts
        assertEquals(1, moves(within(player, 100)));
        coach.send("(change_player_type 1 3)");
        assertTrue(within(player, 200).contains("(change_player_type 1 3)"), "the coach's own change of type reaches the player");
    }

    @Test
    void aFloodingClientIsCutToItsBudgetWhileTheOthersMissNoCycle() throws Exception {
        Kernel k = start("server::simulator_step=50", "pitch.guard.datagrams_per_cycle=20");
        UdpClient honest = client(k.binding().playerPort(), "(init Left (version 19))");
        UdpClient flooder = client(k.binding().playerPort(), "(init Right (version 19))");
        within(flooder, 100); // the greeting's parameters
        for (int i = 0; i < 3000; i++) flooder.send("(sense_body)"); // each would be answered
        int answers = 0;
        List<String> got = within(flooder, 400);
        for (String s : got) if (s.startsWith("(sense_body ")) answers++;
        // the flood takes a cycle or two to send; each cycle answers at most 20 asked and one regular
        // sense_body; the 400 ms after it bring 8 regular ones
        assertTrue(answers >= 20 && answers <= 3 * 20 + 12, "answers to the flood: " + answers);

        // the honest player's sense_body keeps coming every cycle, during a second flood
        List<Integer> times = new ArrayList<>();
        Thread flood = new Thread(() -> {
            try {
                for (int i = 0; i < 20_000; i++) flooder.send("(dash 100)(turn 30)(turn_neck 10)(say \"flood\")");
            } catch (Exception e) {
                // the test ends the flood by closing the socket
            }
        });
        within(honest, 100);
        flood.start();
        Pattern time = Pattern.compile("^\\(sense_body (\\d+) ");
        long end = System.currentTimeMillis() + 1000;
        while (System.currentTimeMillis() < end) {
            String s = honest.poll(200);
            assertTrue(s != null, "the honest player is still served");
            Matcher m = time.matcher(s);
            if (m.find()) times.add(Integer.parseInt(m.group(1)));
        }
        flood.join();
        assertTrue(times.size() >= 15, "sense_body every 50 ms cycle: " + times);
        for (int i = 1; i < times.size(); i++) {
            assertTrue(times.get(i) - times.get(i - 1) <= 1, "no cycle missed: " + times);
        }
    }

    @Test
    void greetingsFromOneHostBeyondTheGuardAreDroppedUnanswered() throws Exception {
        Kernel k = start("pitch.guard.greetings_per_host=5", "pitch.guard.greetings_per_host_per_second=0.001");
        int answered = 0, bytesIn = 0, bytesOut = 0;
        for (int i = 0; i < 20; i++) {
            DatagramSocket s = socket();
            s.setSoTimeout(150);
            String greeting = "(init Spoof (version 19))";
            send(s, k.binding().playerPort(), greeting);
            bytesIn += greeting.length() + 1;
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
        other.setSoTimeout(150);
        send(other, k.binding().trainerPort(), "(init (version 19))");
        try {
            other.receive(new DatagramPacket(new byte[100], 100));
            throw new AssertionError("answered beyond the budget");
        } catch (java.net.SocketTimeoutException expected) {
            assertNull(null);
        }
    }
}
