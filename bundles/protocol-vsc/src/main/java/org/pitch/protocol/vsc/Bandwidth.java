package org.pitch.protocol.vsc;

import java.util.ArrayDeque;

/**
 * A robot's bandwidth budget over the last second: a message that would bring the bytes sent in
 * the second before it above the budget is not sent (seed 001: packets over budget are
 * discarded). Event-loop thread only.
 */
final class Bandwidth {
    private static final long WINDOW_NANOS = 1_000_000_000L;

    private final double bytesPerSecond;
    private final ArrayDeque<long[]> sent = new ArrayDeque<>();
    private long inWindow;
    private long discarded;

    Bandwidth(double bytesPerSecond) { this.bytesPerSecond = bytesPerSecond; }

    /** Whether {@code bytes} may go now; if so they count from now for a second. */
    boolean allow(int bytes, long nowNanos) {
        while (!sent.isEmpty() && nowNanos - sent.peekFirst()[0] >= WINDOW_NANOS) inWindow -= sent.pollFirst()[1];
        if (inWindow + bytes > bytesPerSecond) {
            discarded++;
            return false;
        }
        sent.addLast(new long[] {nowNanos, bytes});
        inWindow += bytes;
        return true;
    }

    /** Messages discarded so far. */
    long discarded() { return discarded; }

    double bytesPerSecond() { return bytesPerSecond; }
}
