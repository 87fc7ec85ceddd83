package org.pitch.it;

import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.Assertions;

/** Polls a condition the framework reaches asynchronously, failing with a message after a timeout. */
final class Wait {
    private Wait() {}

    static void until(BooleanSupplier condition, long timeoutMs, String what) throws InterruptedException {
        long end = System.currentTimeMillis() + timeoutMs;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > end) Assertions.fail("timed out after " + timeoutMs + " ms waiting for " + what);
            Thread.sleep(5);
        }
    }
}
