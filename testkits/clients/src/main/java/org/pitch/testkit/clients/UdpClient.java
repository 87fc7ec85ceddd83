package org.pitch.testkit.clients;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.Predicate;

/**
 * A client of any kind (player, coach, trainer, monitor) on loopback, for end-to-end tests. It
 * sends text ending with a NUL, as rcssserver's clients do (or raw bytes), receives datagrams as
 * text without that NUL (or as bytes), and talks to the port the server last answered from: after
 * the greeting, the client's own port on the server.
 *
 * <p>Every wait for a datagram is bounded by the client's hang bound ({@link #HANG_MS} unless
 * given), which only bounds a hang: a passing test goes on as soon as what it waits for arrives,
 * and never asserts how long that took.
 */
public final class UdpClient implements AutoCloseable {
    /** How long an expected datagram is waited for by default: a loopback datagram takes microseconds, a busy machine adds tens of milliseconds. */
    public static final long HANG_MS = 20_000;

    private final DatagramSocket socket;
    private final Inbox inbox;
    private final long hangMs;
    private volatile int serverPort;
    private volatile boolean compressed;
    private int unterminated;
    private String first;

    /** A client that sends to {@code serverPort} until an answer comes from another port. */
    public UdpClient(int serverPort) throws IOException {
        this(serverPort, HANG_MS, false);
    }

    /** The same with its own bound on a hang. */
    public UdpClient(int serverPort, long hangMs) throws IOException {
        this(serverPort, hangMs, false);
    }

    private UdpClient(int serverPort, long hangMs, boolean readAhead) throws IOException {
        socket = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        this.serverPort = serverPort;
        this.hangMs = hangMs;
        IntConsumer portSeen = p -> this.serverPort = p;
        inbox = readAhead ? new Inbox.ReadAhead(socket, portSeen) : new Inbox.OfSocket(socket, portSeen);
    }

    /** A client that greeted the server's well-known {@code port} and got its answer, {@link #first()}. */
    public static UdpClient connect(int port, String greeting) throws IOException {
        return connect(port, greeting, HANG_MS);
    }

    /** The same with its own bound on a hang. */
    public static UdpClient connect(int port, String greeting, long hangMs) throws IOException {
        UdpClient c = new UdpClient(port, hangMs);
        try {
            c.first = c.exchange(greeting);
        } catch (IOException | RuntimeException | Error e) {
            c.close();
            throw e;
        }
        return c;
    }

    /** One greeting from a fresh client: the server's answer. */
    public static String greet(int port, String greeting) throws IOException {
        try (UdpClient c = connect(port, greeting)) {
            return c.first();
        }
    }

    /**
     * A client whose socket a thread of its own reads as datagrams arrive, for a server that sends
     * faster than a test reads (a replay at high speed would fill the socket's buffer).
     */
    public static UdpClient readingAhead(int serverPort) throws IOException {
        return new UdpClient(serverPort, HANG_MS, true);
    }

    /** The server's answer to the greeting of {@link #connect}. */
    public String first() {
        return first;
    }

    /** The port this client sends to: the server's last answer came from it. */
    public int serverPort() {
        return serverPort;
    }

    /** The client's own port. */
    public int localPort() {
        return socket.getLocalPort();
    }

    /** Compression on (zlib streams both ways, after the server's {@code (ok compression N)}) or off. */
    public void compressed(boolean on) {
        compressed = on;
    }

    /** How many datagrams received so far did not end with a NUL (were not text). */
    public int unterminated() {
        return unterminated;
    }

    public void send(String text) throws IOException {
        send(text, serverPort);
    }

    /** {@code text} and its NUL to {@code port}, deflated if compression is on. */
    public void send(String text, int port) throws IOException {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        sendBytes(compressed ? Zlib.deflate(b) : b, port);
    }

    public void sendBytes(byte[] bytes) throws IOException {
        sendBytes(bytes, serverPort);
    }

    /** {@code bytes} as they are, to {@code port}. */
    public void sendBytes(byte[] bytes, int port) throws IOException {
        socket.send(new DatagramPacket(bytes, bytes.length, InetAddress.getLoopbackAddress(), port));
    }

    /** Sends {@code text} and returns the next message. */
    public String exchange(String text) throws IOException {
        send(text);
        return receive();
    }

    /** The next message, without its NUL. */
    public String receive() throws IOException {
        return text(receiveBytes());
    }

    /** The next {@code n} messages. */
    public List<String> receive(int n) throws IOException {
        List<String> l = new ArrayList<>(n);
        while (l.size() < n) l.add(receive());
        return l;
    }

    /** The next datagram as it arrived (inflated if compression is on). */
    public byte[] receiveBytes() throws IOException {
        byte[] b = pollBytes(hangMs);
        if (b == null) throw hang("nothing received");
        return b;
    }

    /** The next message within {@code ms}, or null. */
    public String poll(long ms) throws IOException {
        byte[] b = pollBytes(ms);
        return b == null ? null : text(b);
    }

    /** The next datagram within {@code ms}, or null. */
    public byte[] pollBytes(long ms) throws IOException {
        Inbox.Datagram d = inbox.take(ms);
        if (d == null) return null;
        return compressed ? Zlib.inflate(d.bytes()) : d.bytes();
    }

    /** The messages up to the first that {@code matches}, that one last: what came before is kept for a look. */
    public List<String> receiveUntil(Predicate<String> matches) throws IOException {
        List<String> told = new ArrayList<>();
        while (true) {
            String s = receive();
            told.add(s);
            if (matches.test(s)) return told;
        }
    }

    /** The messages up to the first that starts with {@code prefix}, that one last. */
    public List<String> receiveUntil(String prefix) throws IOException {
        return receiveUntil(s -> s.startsWith(prefix));
    }

    /**
     * The messages that have arrived by now, without waiting for more: a datagram this client sends
     * itself queues behind everything that reached its socket before (so a server that sent within
     * its own thread before it answered, or before it closed a port, has had all of it read).
     */
    public List<String> arrived() throws IOException {
        byte[] marker = ("(marker " + System.nanoTime() + ")").getBytes(StandardCharsets.ISO_8859_1);
        socket.send(new DatagramPacket(marker, marker.length, socket.getLocalSocketAddress()));
        List<String> l = new ArrayList<>();
        while (true) {
            Inbox.Datagram d = inbox.take(hangMs);
            if (d == null) throw hang("the client's own marker did not come back");
            if (d.port() == socket.getLocalPort() && Arrays.equals(d.bytes(), marker)) return l;
            l.add(text(compressed ? Zlib.inflate(d.bytes()) : d.bytes()));
        }
    }

    /** Whether a message starting with {@code prefix} arrives after those that have arrived by now (it fails on a hang). */
    public boolean arrivesAfter(String prefix) throws IOException {
        arrived();
        return !receiveUntil(prefix).isEmpty();
    }

    /** Whatever arrives until {@code quietMs} pass without a datagram: only to check that nothing comes, which a slow machine can miss but never invent. */
    public List<String> receiveUntilQuiet(long quietMs) throws IOException {
        List<String> l = new ArrayList<>();
        for (String s = poll(quietMs); s != null; s = poll(quietMs)) l.add(s);
        return l;
    }

    @Override
    public void close() {
        socket.close();
    }

    private String text(byte[] b) {
        int n = b.length;
        if (n > 0 && b[n - 1] == 0) n--;
        else unterminated++;
        return new String(b, 0, n, StandardCharsets.ISO_8859_1);
    }

    private AssertionError hang(String what) {
        return new AssertionError(what + " within " + hangMs + " ms on port " + socket.getLocalPort() + " (a hang)");
    }
}
