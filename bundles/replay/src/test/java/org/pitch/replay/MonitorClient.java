package org.pitch.replay;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A monitor on loopback: a socket whose datagrams a thread of its own reads at once (a replay at
 * high speed fills a socket buffer faster than a test reads), each kept as text without its NUL.
 */
final class MonitorClient implements AutoCloseable {
    /**
     * How long an expected datagram is waited for: it bounds a hang only. A loopback datagram is
     * there within the send; a busy machine's scheduling delays it by tens of milliseconds.
     */
    static final long HANG_MS = 15_000;
    /** The board's answer to a command no monitor protocol has, which {@link #untilAnswered()} sends. */
    private static final String ANSWER = "illegal_command_form";

    private final DatagramSocket socket;
    private final BlockingQueue<String> received = new LinkedBlockingQueue<>();
    private final Thread reader;
    /** Datagrams that did not end with a NUL (compressed ones). */
    volatile int nonText;
    /** The port the server last sent from: the monitor's own port after the greeting. */
    volatile int serverPort;

    MonitorClient() throws IOException {
        socket = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        socket.setReceiveBufferSize(4 << 20);
        reader = new Thread(this::read, "test-monitor-" + socket.getLocalPort());
        reader.setDaemon(true);
        reader.start();
    }

    private void read() {
        byte[] buf = new byte[65536];
        try {
            while (true) {
                DatagramPacket p = new DatagramPacket(buf, buf.length);
                socket.receive(p);
                if (p.getPort() != socket.getLocalPort()) serverPort = p.getPort(); // not its own marker
                // a text datagram ends with a NUL, which is left out; a compressed one is kept whole
                int n = p.getLength();
                if (n > 0 && buf[n - 1] == 0) n--;
                else nonText++;
                received.add(new String(buf, 0, n, StandardCharsets.ISO_8859_1));
            }
        } catch (SocketException closed) {
            // close()
        } catch (IOException e) {
            received.add("IOException " + e);
        }
    }

    void send(String text, int port) throws IOException {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        socket.send(new DatagramPacket(b, b.length, InetAddress.getLoopbackAddress(), port));
    }

    /** The next datagram, or an AssertionError after {@link #HANG_MS}. */
    String next() throws InterruptedException {
        return next(HANG_MS);
    }

    /** The next {@code n} datagrams, or an AssertionError after {@link #HANG_MS}. */
    List<String> next(int n) throws InterruptedException {
        return next(n, HANG_MS);
    }

    /** The next datagram, or an AssertionError after {@code ms}. */
    String next(long ms) throws InterruptedException {
        String s = received.poll(ms, TimeUnit.MILLISECONDS);
        if (s == null) throw new AssertionError("nothing received within " + ms + " ms");
        return s;
    }

    /** The next {@code n} datagrams. */
    List<String> next(int n, long ms) throws InterruptedException {
        List<String> l = new ArrayList<>(n);
        long end = System.currentTimeMillis() + ms;
        while (l.size() < n) {
            long left = end - System.currentTimeMillis();
            String s = received.poll(Math.max(1, left), TimeUnit.MILLISECONDS);
            if (s == null) throw new AssertionError("only " + l.size() + " of " + n + " datagrams within " + ms + " ms");
            l.add(s);
        }
        return l;
    }

    /**
     * What the server sent before it answered a command sent now (the answer left out): an unknown
     * command to the monitor's own port, answered on the board once the server has read it, which
     * is after it sent everything before (a flush sends within the server's thread). Unlike a wait
     * for a quiet while, this holds however slowly the machine runs.
     */
    List<String> untilAnswered() throws IOException, InterruptedException {
        send("(are_you_done)", serverPort);
        List<String> l = new ArrayList<>();
        for (String s = next(); !s.contains(ANSWER); s = next()) l.add(s);
        return l;
    }

    /**
     * What has arrived up to now, for a monitor the server has already let go (its port closed): a
     * datagram this client sends itself queues behind everything the server sent it before.
     */
    List<String> arrived() throws IOException, InterruptedException {
        String marker = "(marker " + System.nanoTime() + ")";
        byte[] b = (marker + "\0").getBytes(StandardCharsets.ISO_8859_1);
        socket.send(new DatagramPacket(b, b.length, socket.getLocalSocketAddress()));
        List<String> l = new ArrayList<>();
        for (String s = next(); !s.equals(marker); s = next()) l.add(s);
        return l;
    }

    /**
     * Whatever arrives within {@code ms} ms of quiet: only to check that nothing comes, which a
     * slow machine can miss but never invent.
     */
    List<String> drain(long quietMs) throws InterruptedException {
        List<String> l = new ArrayList<>();
        for (String s = received.poll(quietMs, TimeUnit.MILLISECONDS); s != null; s = received.poll(quietMs, TimeUnit.MILLISECONDS)) l.add(s);
        return l;
    }

    @Override
    public void close() {
        socket.close();
    }
}
