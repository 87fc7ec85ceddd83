package org.pitch.launcher.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The sample client over pipes against a scripted server on loopback that behaves as rcssserver
 * does at the wire: the greeting on the well-known port is answered from a port of the client's
 * own, every later command must come there, and after {@code (ok compression N)} both directions
 * are zlib streams.
 */
class SampleClientTest {
    private final List<DatagramSocket> sockets = new ArrayList<>();
    /** What the server's own port for the client received, as text. */
    private final List<String> atOwnPort = new CopyOnWriteArrayList<>();

    @AfterEach
    void close() {
        for (DatagramSocket s : sockets) s.close();
    }

    /** A server: greets from a second socket, answers (compression N) and then deflates and inflates. */
    private int server() throws Exception {
        DatagramSocket wellKnown = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        DatagramSocket own = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        sockets.add(wellKnown);
        sockets.add(own);
        Thread t = new Thread(() -> {
            try {
                byte[] buf = new byte[65536];
                DatagramPacket p = new DatagramPacket(buf, buf.length);
                wellKnown.receive(p);
                SocketAddress client = p.getSocketAddress();
                send(own, client, "(init l 1 before_kick_off)", false);
                boolean compressed = false;
                while (true) {
                    DatagramPacket q = new DatagramPacket(buf, buf.length);
                    own.receive(q);
                    byte[] data = Arrays.copyOf(q.getData(), q.getLength());
                    if (compressed) data = ClientLink.inflate(data);
                    String text = new String(data, StandardCharsets.ISO_8859_1).replace("\0", "");
                    atOwnPort.add(text);
                    if (text.startsWith("(compression ")) {
                        send(own, client, "(ok compression " + text.substring(13, text.length() - 1) + ")", false);
                        compressed = true;
                    } else if (text.equals("(score)")) {
                        send(own, client, "(score 0 0 0)", compressed);
                    } else {
                        send(own, client, "(error unknown_command)", compressed);
                    }
                }
            } catch (Exception closed) {
                // the test is over
            }
        }, "scripted-server");
        t.setDaemon(true);
        t.start();
        return wellKnown.getLocalPort();
    }

    private static void send(DatagramSocket s, SocketAddress to, String text, boolean compressed) throws Exception {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        if (compressed) b = ClientLink.deflate(b, 6);
        s.send(new DatagramPacket(b, b.length, to));
    }

    /**
     * Runs the client on {@code input}; the input ends only once the client showed every one of
     * {@code awaited} (the server's answers the test checks), so the linger time after it need not
     * be long enough for a slow machine's answer.
     */
    private static String[] run(ClientCommand command, String input, String... awaited) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        PlainConsole plain = new PlainConsole(new ByteArrayInputStream(input.getBytes(StandardCharsets.ISO_8859_1)),
                new PrintStream(out, true, StandardCharsets.ISO_8859_1), new PrintStream(err, true, StandardCharsets.UTF_8));
        int status = new SampleClient(command, new AwaitingConsole(plain, awaited)).run();
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.ISO_8859_1).split("\n");
    }

    @Test
    void linesGoOutAsCommandsAndEveryMessageIsPrintedAsRcssclientPrintsThem() throws Exception {
        int port = server();
        String[] lines = run(new ClientCommand("127.0.0.1", port, ClientCommand.Kind.PLAYER, -1, 300),
                "(init Piper (version 19))\n(score)\n\n(dance)\n", "(score 0 0 0)", "(error unknown_command)");
        // the client echoes each command, then prints what came; blank lines are not sent
        assertEquals(List.of("(init Piper (version 19))", "(init l 1 before_kick_off)"), List.of(lines).subList(0, 2));
        assertTrue(List.of(lines).containsAll(List.of("(score)", "(score 0 0 0)", "(dance)", "(error unknown_command)")), Arrays.toString(lines));
        // after the greeting's answer, commands went to the port that answered
        assertEquals(List.of("(score)", "(dance)"), atOwnPort);
    }

    @Test
    void compressionIsAskedForAfterTheGreetingAndBothDirectionsAreDeflatedThen() throws Exception {
        int port = server();
        String[] lines = run(new ClientCommand("127.0.0.1", port, ClientCommand.Kind.PLAYER, 3, 300),
                "(init Piper (version 19))\n(score)\n", "(ok compression 3)", "(score 0 0 0)");
        List<String> all = List.of(lines);
        assertTrue(all.contains("(compression 3)") && all.contains("(ok compression 3)"), all.toString());
        // the (score) waited for (ok compression 3), went deflated and was inflated by the server;
        // its deflated answer was inflated by the client
        assertEquals(List.of("(compression 3)", "(score)"), atOwnPort);
        assertTrue(all.contains("(score 0 0 0)"), all.toString());
    }

    /** A pipe's console whose end of input waits until the awaited messages were shown (30 s bound only a hang). */
    private static final class AwaitingConsole implements ClientConsole {
        private final PlainConsole plain;
        private final Set<String> awaited = ConcurrentHashMap.newKeySet();
        private final CountDownLatch allShown;

        AwaitingConsole(PlainConsole plain, String... awaited) {
            this.plain = plain;
            this.awaited.addAll(List.of(awaited));
            this.allShown = new CountDownLatch(this.awaited.isEmpty() ? 0 : 1);
        }

        @Override
        public String readLine() throws IOException {
            String line = plain.readLine();
            if (line == null) {
                try {
                    assertTrue(allShown.await(30, TimeUnit.SECONDS), "the client never showed " + awaited);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return line;
        }

        @Override
        public void sent(String command) { plain.sent(command); }

        @Override
        public void received(String message) {
            plain.received(message);
            if (awaited.remove(message) && awaited.isEmpty()) allShown.countDown();
        }

        @Override
        public void note(String text) { plain.note(text); }

        @Override
        public void close() { plain.close(); }
    }
}
