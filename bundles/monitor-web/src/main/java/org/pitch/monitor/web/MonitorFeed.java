package org.pitch.monitor.web;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * A JSON monitor of the server ({@code (dispinit version -1)}) on its monitor port: every message
 * it receives goes to the consumer as text. Until the server answers it greets every
 * {@link #RETRY_MS} (the server may still be starting); once answered, it greets again only after
 * {@link #SILENCE_MS} without a message (a server restarted on the same port). Commands go to the
 * port the server answers from, as for every monitor; the first asks for the players' live timing.
 */
final class MonitorFeed implements AutoCloseable {
    private static final Logger LOG = System.getLogger("org.pitch.monitor.web");
    static final String GREETING = "(dispinit version -1)";
    /**
     * Pitch's request for the players' live timing, sent once the server has answered; a server
     * without it (rcssserver) puts {@code (error illegal_command_form)} on the board once.
     */
    static final String TIMING_ON = "(disptiming on)";
    /** A server silent this long is greeted again. */
    static final int SILENCE_MS = 2000;
    /** How often a server that has not answered yet is greeted (it may still be starting). */
    static final int RETRY_MS = 250;
    /** Larger than any datagram the server sends (its send buffer is 8 KB, shows of JSON fit). */
    private static final int BUFFER = 65536;

    private final String host;
    private final Consumer<String> messages;
    private final DatagramSocket socket;
    private final Thread thread;
    private volatile int port;
    /** Where the server answers from (its port for this monitor), null until it has answered. */
    private volatile SocketAddress server;
    private volatile boolean closed;
    private long lastHeardNanos;

    MonitorFeed(String host, int port, Consumer<String> messages) throws IOException {
        this.host = host;
        this.port = port;
        this.messages = messages;
        this.socket = new DatagramSocket(new InetSocketAddress(InetAddress.getByName(host).isLoopbackAddress()
                ? InetAddress.getLoopbackAddress() : null, 0));
        this.socket.setSoTimeout(RETRY_MS);
        this.thread = new Thread(this::run, "pitch-web-feed");
        this.thread.setDaemon(true);
    }

    void start() {
        thread.start();
    }

    /** The monitor port changed (a server that bound a free port publishes it): greet there. */
    void port(int port) {
        if (port == this.port) return;
        this.port = port;
        server = null;
        greet();
    }

    /** Sends a monitor command; false if the server has not answered yet. */
    boolean send(String command) {
        SocketAddress to = server;
        if (to == null) return false;
        return sendTo(command, to);
    }

    private void run() {
        byte[] buffer = new byte[BUFFER];
        greet();
        while (!closed) {
            DatagramPacket packet = new DatagramPacket(buffer, buffer.length);
            try {
                socket.receive(packet);
            } catch (SocketTimeoutException e) {
                if (server == null || System.nanoTime() - lastHeardNanos > SILENCE_MS * 1_000_000L) {
                    server = null;
                    greet();
                }
                continue;
            } catch (IOException e) {
                if (closed) return;
                LOG.log(Level.DEBUG, "monitor feed: " + e.getMessage());
                continue;
            }
            boolean answered = server == null;
            server = packet.getSocketAddress();
            lastHeardNanos = System.nanoTime();
            if (answered) sendTo(TIMING_ON, server); // ask each (re)connection for the players' live timing
            int length = packet.getLength();
            while (length > 0 && buffer[length - 1] == 0) length--; // JSON messages end in a NUL
            try {
                messages.accept(new String(buffer, 0, length, StandardCharsets.UTF_8));
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "web monitor: a message could not be relayed", e);
            }
        }
    }

    private void greet() {
        sendTo(GREETING, new InetSocketAddress(host, port));
    }

    private boolean sendTo(String command, SocketAddress to) {
        byte[] text = (command + '\0').getBytes(StandardCharsets.UTF_8);
        try {
            socket.send(new DatagramPacket(text, text.length, to));
            return true;
        } catch (IOException e) {
            LOG.log(Level.DEBUG, "monitor feed: cannot send to " + to + ": " + e.getMessage());
            return false;
        }
    }

    @Override
    public void close() {
        if (closed) return;
        send("(dispbye)");
        closed = true;
        socket.close();
        try {
            thread.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
