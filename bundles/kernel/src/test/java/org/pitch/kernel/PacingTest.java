package org.pitch.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

/** Synch mode's wait: event-driven, ends when every client is done or at the timeout. */
class PacingTest {
    @Test
    void barrierCountsClientsThatOweADone() {
        SynchBarrier b = new SynchBarrier();
        Object c1 = new Object(), c2 = new Object();
        b.join(c1);
        b.join(c2);
        b.join(c1);
        assertEquals(2, b.pending());
        b.done(c1);
        b.done(c1);
        assertEquals(1, b.pending(), "a second (done) in the same cycle counts once");
        b.leave(c2);
        assertEquals(0, b.pending(), "a client that left is not waited for");
        b.reset();
        assertEquals(1, b.pending());
        b.done(new Object());
        assertEquals(1, b.pending(), "a stranger's done counts for nothing");
    }

    @Test
    void aWakeWithEveryoneDoneEndsTheWaitLongBeforeTheTimeout() throws Exception {
        Pacer pacer = new Pacer(100_000_000L, TimeUnit.SECONDS.toNanos(30));
        AtomicBoolean done = new AtomicBoolean();
        AtomicInteger drains = new AtomicInteger();
        CountDownLatch waiting = new CountDownLatch(1);
        Thread waker = new Thread(() -> {
            try {
                waiting.await();
                Thread.sleep(50);
            } catch (InterruptedException e) {
                return;
            }
            done.set(true);
            pacer.wake();
        });
        waker.start();
        long t0 = System.nanoTime();
        boolean allDone = pacer.awaitClients(done::get, () -> { drains.incrementAndGet(); waiting.countDown(); });
        long waitedMs = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(allDone);
        assertTrue(waitedMs < 10_000, "waited " + waitedMs + " ms of a 30 s timeout");
        // event-driven: drained once at the start and once per wake, not thousands of times
        assertTrue(drains.get() <= 5, "drained " + drains.get() + " times while waiting");
    }

    @Test
    void theTimeoutEndsTheWaitWhenAClientNeverAnswers() {
        Pacer pacer = new Pacer(100_000_000L, TimeUnit.MILLISECONDS.toNanos(30));
        assertFalse(pacer.awaitClients(() -> false, () -> {}));
    }
}
