package org.pitch.protocol.monitor;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

import org.pitch.config.ConfigLoader;
import org.pitch.kernel.Kernel;

/**
 * A UDP client on loopback for the end-to-end monitor tests: it sends text commands (zlib
 * streams once {@link #compressed}), and receives raw datagrams, inflated when compressed,
 * remembering the port they came from. Registered in {@code opened} so a test closes them all.
 */
class LoopbackClient {
    /**
     * How long an expected datagram, or the server's start, is waited for: it bounds a hang only.
     * A loopback datagram is there within the send, and the server sends every 20 ms; a busy
     * machine's scheduling delays that by tens of milliseconds, far from this.
     */
    static final int HANG_MS = 15_000;
    /** How long "nothing (more) arrives" is watched: a stray datagram a slow machine can only miss, never invent. */
    static final int QUIET_MS = 300;

    final DatagramSocket socket;
    int serverPort;
    boolean compressed;

    LoopbackClient(List<DatagramSocket> opened) throws IOException {
        socket = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        socket.setSoTimeout(HANG_MS);
        opened.add(socket);
    }

    void send(String text, int toPort) throws IOException {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        if (compressed) b = deflate(b); // with compression on, the server reads zlib streams only
        socket.send(new DatagramPacket(b, b.length, InetAddress.getLoopbackAddress(), toPort));
    }

    /** The next datagram as it arrived (inflated if compression is on). */
    byte[] receiveBytes() throws IOException {
        byte[] buf = new byte[65536];
        DatagramPacket p = new DatagramPacket(buf, buf.length);
        socket.receive(p);
        serverPort = p.getPort();
        byte[] data = Arrays.copyOf(buf, p.getLength());
        return compressed ? inflate(data) : data;
    }

    /**
     * Reads what has already arrived, without waiting for more: once the server has closed the
     * port that sent to this client, everything it sent before is here, as a flush sends within the
     * server's own thread. Returns how many datagrams there were.
     */
    int discardArrived() throws IOException {
        socket.setSoTimeout(1); // a datagram in the buffer is returned at once; only an empty one waits
        int n = 0;
        try {
            while (true) {
                receiveBytes();
                n++;
            }
        } catch (java.net.SocketTimeoutException empty) {
            return n;
        } finally {
            socket.setSoTimeout(HANG_MS);
        }
    }

    /** Waits until the kernel runs (its ports bound); a start that fails or hangs fails the test. */
    static void awaitRunning(Kernel server) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(HANG_MS);
        while (!server.running() && System.nanoTime() < end) Thread.sleep(5);
        if (!server.running()) throw new AssertionError("the kernel is not running: " + server.problem());
    }

    /**
     * The sessions' log ({@code System.Logger} "org.pitch.sessions", java.util.logging underneath): what
     * the server itself recorded, to wait for, e.g. that it handled a monitor's {@code (dispbye)}.
     */
    static final class KernelLog extends Handler implements AutoCloseable {
        /** Held here: java.util.logging keeps its loggers only weakly, and with them the handler. */
        private final Logger logger = Logger.getLogger("org.pitch.sessions");
        private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

        KernelLog() { logger.addHandler(this); }

        @Override public void publish(LogRecord record) { lines.add(String.valueOf(record.getMessage())); }
        @Override public void flush() { }
        @Override public void close() { logger.removeHandler(this); }

        /** Waits until the kernel has logged {@code line} {@code times} times more. */
        void await(String line, int times) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(HANG_MS);
            for (int seen = 0; seen < times; ) {
                String l = lines.poll(Math.max(1, end - System.nanoTime()), TimeUnit.NANOSECONDS);
                if (l == null) throw new AssertionError("the kernel did not log \"" + line + "\" within " + HANG_MS + " ms");
                if (l.equals(line)) seen++;
            }
        }
    }

    static byte[] deflate(byte[] data) {
        Deflater def = new Deflater();
        def.setInput(data);
        def.finish();
        byte[] out = new byte[data.length + 64];
        int n = def.deflate(out);
        def.end();
        return Arrays.copyOf(out, n);
    }

    static byte[] inflate(byte[] data) {
        Inflater inf = new Inflater();
        inf.setInput(data);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        try {
            int n;
            while ((n = inf.inflate(chunk)) > 0) out.write(chunk, 0, n);
        } catch (DataFormatException e) {
            throw new AssertionError("not a zlib stream", e);
        } finally {
            inf.end();
        }
        return out.toByteArray();
    }

    /** {@code pitch.rules} with every rule of the default configuration switched off. */
    /** Every referee rule off but the kick-off, which a monitor's or trainer's start asks for. */
    static String noRules() {
        return "{ " + ConfigLoader.embeddedDefaults().getConfig("pitch.rules").root().keySet().stream()
                .map(k -> k + ".enabled = " + k.equals("kick_off")).collect(Collectors.joining(", ")) + " }";
    }
}
