package org.pitch.protocol.monitor;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Collectors;

import org.pitch.config.ConfigLoader;
import org.pitch.kernel.Kernel;

/**
 * What the monitor end-to-end tests share besides their clients (the test kit's {@code UdpClient}):
 * the bounds of their waits, the kernel's start and log, the referee rules off.
 */
final class EndToEnd {
    /**
     * How long the server's start, or a line of its log, is waited for: it bounds a hang only.
     * The server sends every 20 ms; a busy machine's scheduling delays that by tens of
     * milliseconds, far from this.
     */
    static final int HANG_MS = 15_000;
    /** How long "nothing (more) arrives" is watched: a stray datagram a slow machine can only miss, never invent. */
    static final int QUIET_MS = 300;

    private EndToEnd() { }

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
    static final class SessionsLog extends Handler implements AutoCloseable {
        /** Held here: java.util.logging keeps its loggers only weakly, and with them the handler. */
        private final Logger logger = Logger.getLogger("org.pitch.sessions");
        private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

        SessionsLog() { logger.addHandler(this); }

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

    /** Every referee rule off but the kick-off, which a monitor's or trainer's start asks for. */
    static String noRules() {
        return "{ " + ConfigLoader.embeddedDefaults().getConfig("pitch.rules").root().keySet().stream()
                .map(k -> k + ".enabled = " + k.equals("kick_off")).collect(Collectors.joining(", ")) + " }";
    }
}
