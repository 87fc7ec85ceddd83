package org.pitch.bench.diff;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Whether a server has read what a client sent it: the receive queue of the server's socket for
 * that client, as Linux lists it in {@code /proc/net/udp} (a server's port of its own for each
 * client is a socket connected to the client's address, rcssserver's and Pitch's alike, so its
 * line names the client's port as the remote one). A script's commands must reach the server in
 * the order they are sent, one client after another, while rcssserver reads the datagrams of one
 * of its passes over its clients in a random order: the next client sends only once the server has
 * read the last one's datagrams. A fixed pause does the same on a quiet machine and fails on a
 * busy one; this waits as long as the server takes and no longer. Where {@code /proc/net/udp}
 * cannot be read, or names no such socket (a client that has not greeted yet), it pauses
 * {@link #FALLBACK_MS} instead.
 */
final class ReadConfirmation {
    private static final Path UDP = Path.of("/proc/net/udp");
    static final long FALLBACK_MS = 2;
    /**
     * A queue still not read after this is given up on (a server that stopped reading): the run
     * goes on. Long, since a busy machine can hold a server off its socket for half a second (a
     * collection in the tester's JVM, which hosts the embedded Pitch): at 0.5 s, beside the test
     * suite at a load of 18, four scripts of 590 differed in whether a reply came before a step,
     * and each was the same when rerun alone.
     */
    private static final long GIVE_UP_NANOS = 10_000_000_000L;
    /** 127.0.0.1 as {@code /proc/net/udp} writes it. */
    private static final String LOOPBACK = "0100007F";

    private final boolean available = Files.isReadable(UDP);

    /**
     * Returns once the server's socket for the client on {@code clientPort} has nothing left to
     * read, and no sooner than {@link #AT_LEAST_NANOS} after the call: loopback delivers a datagram
     * within the sending call as a rule, but a busy machine may defer that, and an empty queue
     * must not be taken for a read datagram before it was even queued.
     */
    void awaitRead(int clientPort) {
        if (!available) {
            sleepMs(FALLBACK_MS);
            return;
        }
        String remote = LOOPBACK + ":" + String.format(Locale.ROOT, "%04X", clientPort);
        long start = System.nanoTime(), deadline = start + GIVE_UP_NANOS;
        while (true) {
            long queued = queued(remote);
            if (queued < 0) {
                sleepMs(FALLBACK_MS);
                return;
            }
            long now = System.nanoTime();
            if (queued == 0 && now - start >= AT_LEAST_NANOS || now > deadline) return;
            sleepMicros(50);
        }
    }

    /** The least time given to every datagram between one client's commands and the next one's. */
    private static final long AT_LEAST_NANOS = 500_000L;

    /** The receive queue of the socket connected to {@code remote}, or -1 when there is none. */
    private static long queued(String remote) {
        List<String> lines;
        try {
            lines = Files.readAllLines(UDP);
        } catch (IOException e) {
            return -1;
        }
        for (int i = 1; i < lines.size(); i++) {
            // sl local_address rem_address st tx_queue:rx_queue ...
            String[] f = lines.get(i).trim().split("\\s+");
            if (f.length < 5 || !f[2].equals(remote)) continue;
            String queues = f[4];
            return Long.parseLong(queues.substring(queues.indexOf(':') + 1), 16);
        }
        return -1;
    }

    private static void sleepMs(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void sleepMicros(long micros) {
        long end = System.nanoTime() + micros * 1000;
        try {
            Thread.sleep(0, (int) Math.min(999_999, micros * 1000));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        while (System.nanoTime() < end) Thread.onSpinWait();
    }
}
