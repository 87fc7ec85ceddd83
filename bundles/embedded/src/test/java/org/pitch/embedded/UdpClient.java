package org.pitch.embedded;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/**
 * A client of any kind on loopback for end-to-end tests: sends NUL-terminated text, receives
 * datagrams without their NUL, and after the first answer talks to the port the server answered
 * from (the client's own port, as rcssserver hands out).
 */
final class UdpClient implements AutoCloseable {
    private final DatagramSocket socket;
    private final byte[] buffer = new byte[65536];
    private int serverPort;

    /** Connects with {@code greeting} on the server's well-known {@code port}; the reply is {@link #first()}. */
    UdpClient(int port, String greeting) throws IOException {
        socket = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        socket.setSoTimeout((int) ServerCycles.HANG_MILLIS); // bounds a hang only
        serverPort = port;
        send(greeting);
        first = receive();
    }

    private final String first;

    /** The answer to the greeting. */
    String first() { return first; }

    /** The server port this client talks to: its own once the server answered. */
    int serverPort() { return serverPort; }

    void send(String text) throws IOException {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        socket.send(new DatagramPacket(b, b.length, InetAddress.getLoopbackAddress(), serverPort));
    }

    /** The next datagram; from now on the client talks to the port it came from. */
    String receive() throws IOException {
        DatagramPacket p = new DatagramPacket(buffer, buffer.length);
        socket.receive(p);
        serverPort = p.getPort();
        int n = p.getLength();
        if (n > 0 && buffer[n - 1] == 0) n--;
        return new String(buffer, 0, n, StandardCharsets.ISO_8859_1);
    }

    /** The next datagram within {@code millis}, or {@code null}. */
    String poll(int millis) throws IOException {
        socket.setSoTimeout(Math.max(1, millis));
        try {
            return receive();
        } catch (SocketTimeoutException e) {
            return null;
        } finally {
            socket.setSoTimeout((int) ServerCycles.HANG_MILLIS); // bounds a hang only
        }
    }

    @Override
    public void close() { socket.close(); }
}
