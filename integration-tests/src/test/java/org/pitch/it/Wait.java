package org.pitch.it;

import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.Assertions;

/** Polls a condition the framework reaches asynchronously, failing with a message after a timeout. */
final class Wait {
    /**
     * How long a wait may last before it counts as a hang: bundle swaps, service arrivals and cycles
     * take milliseconds, a machine twice as slow and busy with other builds may take seconds; a
     * passing test never waits this long, it goes on as soon as the condition holds.
     */
    static final long HANG_MS = 30_000;
    /** A UDP client's receive timeout: the server sends every cycle (10 ms here), so only a hang is this silent. */
    static final int SILENCE_MS = 10_000;

    private Wait() {}

    static void until(BooleanSupplier condition, long timeoutMs, String what) throws InterruptedException {
        long end = System.currentTimeMillis() + timeoutMs;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > end) Assertions.fail("timed out after " + timeoutMs + " ms waiting for " + what);
            Thread.sleep(5);
        }
    }
}
