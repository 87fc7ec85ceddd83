package org.pitch.testkit.clients;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The client against a hand-driven "server": a well-known socket and a client's own one, as rcssserver has. */
class UdpClientTest {
    private final DatagramSocket wellKnown = loopback();
    private final DatagramSocket own = loopback();

    @AfterEach
    void close() {
        wellKnown.close();
        own.close();
    }

    @Test
    void greetsTheWellKnownPortThenTalksToThePortThatAnswered() throws Exception {
        try (UdpClient c = new UdpClient(wellKnown.getLocalPort())) {
            c.send("(init A (version 19))");
            DatagramPacket greeting = receive(wellKnown);
            assertEquals("(init A (version 19))\0", text(greeting), "text goes with its NUL");
            send(own, "(init l 1 before_kick_off)\0", greeting.getSocketAddress());
            assertEquals("(init l 1 before_kick_off)", c.receive(), "text comes without its NUL");
            assertEquals(own.getLocalPort(), c.serverPort());
            c.send("(move 0 0)");
            assertEquals("(move 0 0)\0", text(receive(own)));
            assertEquals(0, c.unterminated());
        }
    }

    @Test
    void connectKeepsTheAnswerToTheGreeting() throws Exception {
        Thread server = new Thread(() -> {
            try {
                DatagramPacket p = receive(wellKnown);
                send(own, "(init ok)\0", p.getSocketAddress());
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        });
        server.start();
        try (UdpClient c = UdpClient.connect(wellKnown.getLocalPort(), "(init (version 19))")) {
            assertEquals("(init ok)", c.first());
            assertEquals(own.getLocalPort(), c.serverPort());
        }
        server.join();
    }

    @Test
    void rawBytesGoAndComeAsTheyAre() throws Exception {
        try (UdpClient c = new UdpClient(wellKnown.getLocalPort())) {
            c.sendBytes(new byte[] {1, 2, 0});
            DatagramPacket p = receive(wellKnown);
            assertArrayEquals(new byte[] {1, 2, 0}, java.util.Arrays.copyOf(p.getData(), p.getLength()));
            send(own, "x\0", p.getSocketAddress());
            assertArrayEquals(new byte[] {'x', 0}, c.receiveBytes());
            send(own, "y", p.getSocketAddress());
            assertEquals("y", c.receive());
            assertEquals(1, c.unterminated(), "a datagram without its NUL is counted");
        }
    }

    @Test
    void waitsUntilAMatchKeepingWhatCameBefore() throws Exception {
        try (UdpClient c = new UdpClient(wellKnown.getLocalPort())) {
            SocketAddress to = new InetSocketAddress(InetAddress.getLoopbackAddress(), c.localPort());
            for (String s : List.of("(see 0)", "(hear 0 referee x)", "(sense_body 1)", "(see 1)")) send(own, s + "\0", to);
            assertEquals(List.of("(see 0)", "(hear 0 referee x)", "(sense_body 1)"), c.receiveUntil("(sense_body "));
            assertEquals(List.of("(see 1)"), c.arrived(), "what has arrived, without waiting");
            assertEquals(List.of(), c.arrived());
            assertNull(c.poll(1));
        }
    }

    @Test
    void aHangFailsWithinTheBound() throws Exception {
        try (UdpClient c = new UdpClient(wellKnown.getLocalPort(), 50)) {
            assertThrows(AssertionError.class, c::receive);
            assertThrows(AssertionError.class, () -> c.receiveUntil(s -> true));
            assertEquals(List.of(), c.receiveUntilQuiet(20));
        }
    }

    @Test
    void compressionDeflatesWhatGoesAndInflatesWhatComes() throws Exception {
        try (UdpClient c = new UdpClient(wellKnown.getLocalPort())) {
            c.compressed(true);
            c.send("(look)");
            DatagramPacket p = receive(wellKnown);
            byte[] sent = java.util.Arrays.copyOf(p.getData(), p.getLength());
            assertArrayEquals("(look)\0".getBytes(StandardCharsets.ISO_8859_1), Zlib.inflate(sent));
            byte[] answer = Zlib.deflate("(ok look)\0".getBytes(StandardCharsets.ISO_8859_1));
            own.send(new DatagramPacket(answer, answer.length, p.getSocketAddress()));
            assertEquals("(ok look)", c.receive());
        }
    }

    @Test
    void readingAheadKeepsWhatArrivesFasterThanTheTestReads() throws Exception {
        try (UdpClient c = UdpClient.readingAhead(wellKnown.getLocalPort())) {
            SocketAddress to = new InetSocketAddress(InetAddress.getLoopbackAddress(), c.localPort());
            for (int i = 0; i < 1000; i++) send(own, "(show " + i + ")\0", to);
            List<String> shows = c.receive(1000);
            assertEquals("(show 999)", shows.get(999));
            assertEquals(own.getLocalPort(), c.serverPort());
            assertEquals(List.of(), c.arrived());
        }
    }

    private static DatagramSocket loopback() {
        try {
            DatagramSocket s = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            s.setSoTimeout((int) UdpClient.HANG_MS); // bounds a hang only
            return s;
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static DatagramPacket receive(DatagramSocket s) throws IOException {
        DatagramPacket p = new DatagramPacket(new byte[65536], 65536);
        s.receive(p);
        return p;
    }

    private static void send(DatagramSocket from, String text, SocketAddress to) throws IOException {
        byte[] b = text.getBytes(StandardCharsets.ISO_8859_1);
        from.send(new DatagramPacket(b, b.length, to));
    }

    private static String text(DatagramPacket p) {
        return new String(p.getData(), 0, p.getLength(), StandardCharsets.ISO_8859_1);
    }
}
