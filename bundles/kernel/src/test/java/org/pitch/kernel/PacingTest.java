package org.pitch.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongConsumer;

import org.junit.jupiter.api.Test;

/** The pacer's waits: event-driven; synch mode's ends when every client is done or at the timeout. */
class PacingTest {
    /** Stands in for the transport's await: sleeps until the time is up or a datagram "arrives". */
    static final class Arrivals implements LongConsumer {
        private volatile Thread waiter;

        @Override
        public void accept(long nanos) {
            waiter = Thread.currentThread();
            LockSupport.parkNanos(this, nanos);
        }

        void arrive() {
            Thread t = waiter;
            if (t != null) LockSupport.unpark(t);
        }
    }

    private final Arrivals arrivals = new Arrivals();

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
        Pacer pacer = new Pacer(TimeUnit.SECONDS.toNanos(30), arrivals);
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
            arrivals.arrive();
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

    /**
     * Real time: a datagram that makes an earlier duty wanted (a client needing sends between
     * cycles) moves the wait's end forward; the pacer reads its target again after every wake.
     */
    @Test
    void aWakeThatBringsAnEarlierDeadlineEndsTheWaitThen() throws Exception {
        Pacer pacer = new Pacer(TimeUnit.SECONDS.toNanos(1), arrivals);
        long t0 = System.nanoTime();
        AtomicLong deadline = new AtomicLong(t0 + TimeUnit.SECONDS.toNanos(30));
        CountDownLatch waiting = new CountDownLatch(1);
        AtomicInteger drains = new AtomicInteger();
        Thread waker = new Thread(() -> {
            try {
                waiting.await();
                Thread.sleep(50);
            } catch (InterruptedException e) {
                return;
            }
            deadline.set(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(20));
            arrivals.arrive();
        });
        waker.start();
        Pacer.Target target = new Pacer.Target() {
            @Override public long deadline() { return deadline.get(); }
            @Override public boolean precise() { return false; }
        };
        pacer.awaitDeadline(target, () -> { drains.incrementAndGet(); waiting.countDown(); return false; });
        long now = System.nanoTime();
        assertTrue(now >= deadline.get(), "returned before the (new) deadline");
        assertTrue(now - t0 < TimeUnit.SECONDS.toNanos(10), "waited " + (now - t0) / 1_000_000 + " ms for a 30 s deadline moved forward");
        assertTrue(drains.get() <= 5, "drained " + drains.get() + " times while waiting");
        waker.join();
    }

    @Test
    void atTheDeadlineWhatCameMeanwhileIsReadBeforeTheDutyRuns() {
        // the thread comes back late (a slow greeting ran in the drain): the deadline has passed,
        // yet the datagrams that came meanwhile must be read and handled before the step
        java.util.List<String> calls = new java.util.ArrayList<>();
        Pacer pacer = new Pacer(TimeUnit.SECONDS.toNanos(1), nanos -> calls.add("await " + nanos));
        Pacer.Target past = new Pacer.Target() {
            @Override public long deadline() { return System.nanoTime() - TimeUnit.MILLISECONDS.toNanos(40); }
            @Override public boolean precise() { return true; }
        };
        // the first read at the deadline brings datagrams (more greetings), the second nothing more
        int[] reads = {0};
        pacer.awaitDeadline(past, () -> calls.add("drain") && reads[0]++ > 0 && reads[0] < 3);
        assertEquals(java.util.List.of("drain", "await 0", "drain", "await 0", "drain"), calls);
    }

    @Test
    void aFloodAtTheDeadlineDelaysTheDutyByAFewReadsAtMost() {
        java.util.List<String> calls = new java.util.ArrayList<>();
        Pacer pacer = new Pacer(TimeUnit.SECONDS.toNanos(1), nanos -> calls.add("await " + nanos));
        Pacer.Target past = new Pacer.Target() {
            @Override public long deadline() { return System.nanoTime() - 1; }
            @Override public boolean precise() { return true; }
        };
        pacer.awaitDeadline(past, () -> calls.add("drain")); // always something new
        assertEquals(1 + 2 * Pacer.FINAL_READS, calls.size(), calls::toString);
    }

    @Test
    void theTimeoutEndsTheWaitWhenAClientNeverAnswers() {
        Pacer pacer = new Pacer(TimeUnit.MILLISECONDS.toNanos(30), arrivals);
        assertFalse(pacer.awaitClients(() -> false, () -> {}));
    }
}
