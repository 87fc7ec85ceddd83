package org.pitch.it;

import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A player client for the framework tests: greets on the init port, then talks to the port that answered. */
final class PlayerClient implements AutoCloseable {
    /** One greeting on a fresh socket: the server's first answer. */
    static String greet(int port, String text) throws Exception {
        try (PlayerClient c = new PlayerClient(port)) {
            return c.send(text);
        }
    }

    private final DatagramSocket socket = new DatagramSocket();
    private final byte[] buffer = new byte[65536];
    private SocketAddress server;

    PlayerClient(int port) throws Exception {
        socket.setSoTimeout(Wait.SILENCE_MS);
        server = new InetSocketAddress(InetAddress.getLoopbackAddress(), port);
    }

    /** Sends a command and returns the next message. */
    String send(String text) throws Exception {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        socket.send(new DatagramPacket(b, b.length, server));
        DatagramPacket p = receive();
        server = p.getSocketAddress();
        return text(p);
    }

    /** Messages in order up to the first starting with {@code prefix}, that one included. */
    List<String> receiveUntil(String prefix) throws Exception {
        List<String> told = new ArrayList<>();
        while (true) {
            String m = text(receive());
            told.add(m);
            if (m.startsWith(prefix)) return told;
        }
    }

    /** Whether a sense_body arrives after whatever was already waiting. */
    boolean senseBodyAfter() throws Exception {
        return arrivesAfter("(sense_body ");
    }

    /** Whether a message starting with {@code prefix} arrives after whatever was already waiting. */
    boolean arrivesAfter(String prefix) throws Exception {
        socket.setSoTimeout(1);
        try {
            while (true) receive();
        } catch (SocketTimeoutException drained) {
            socket.setSoTimeout(Wait.SILENCE_MS);
        }
        return !receiveUntil(prefix).isEmpty();
    }

    private DatagramPacket receive() throws Exception {
        DatagramPacket p = new DatagramPacket(buffer, buffer.length);
        socket.receive(p);
        return p;
    }

    private static String text(DatagramPacket p) {
        int n = p.getLength();
        if (n > 0 && p.getData()[n - 1] == 0) n--;
        return new String(p.getData(), 0, n, StandardCharsets.ISO_8859_1);
    }

    @Override public void close() {
        socket.close();
    }
}
