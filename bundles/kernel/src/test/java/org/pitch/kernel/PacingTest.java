package org.pitch.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

import org.junit.jupiter.api.Test;

/** The pacer's waits: event-driven; synch mode's ends when every client is done or at the timeout. */
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

    /**
     * A datagram that arrives while synch mode waits for the clients (here: in the first wait,
     * which returns at once, as the transport's does when a datagram came) and makes everyone done
     * ends the wait then: one wait for the clients, then the one read without waiting, no polling.
     * The fake transport stands in for time passing, so nothing here depends on the machine's speed.
     */
    @Test
    void aWakeWithEveryoneDoneEndsTheWaitLongBeforeTheTimeout() {
        long timeout = TimeUnit.SECONDS.toNanos(30);
        AtomicBoolean done = new AtomicBoolean();
        java.util.List<Long> waits = new java.util.ArrayList<>();
        Pacer pacer = new Pacer(timeout, nanos -> {
            waits.add(nanos);
            done.set(true); // the last (done) came during this wait
        });
        AtomicInteger drains = new AtomicInteger();
        assertTrue(pacer.awaitClients(done::get, drains::incrementAndGet));
        assertEquals(2, waits.size(), waits::toString);
        // the whole timeout, less the moments between the pacer's start and its wait (bounded far
        // below 20 s even on a slow, shared machine): a wait for the event, not a poll
        assertTrue(waits.get(0) > timeout - TimeUnit.SECONDS.toNanos(20), waits::toString);
        assertEquals(0, waits.get(1), "then the network is read once without waiting");
        assertEquals(3, drains.get(), "drained at the start, after the wake and after the last read");
    }

    /**
     * Real time: a datagram that makes an earlier duty wanted (a client needing sends between
     * cycles) moves the wait's end forward; the pacer reads its target again after every wake.
     * The first wait (for a deadline 30 s away) is woken by that datagram at once; the waits after
     * it really sleep, towards the new deadline 20 ms on.
     */
    @Test
    void aWakeThatBringsAnEarlierDeadlineEndsTheWaitThen() {
        long far = TimeUnit.SECONDS.toNanos(30), near = TimeUnit.MILLISECONDS.toNanos(20);
        AtomicLong deadline = new AtomicLong(System.nanoTime() + far);
        java.util.List<Long> waits = new java.util.ArrayList<>();
        Pacer pacer = new Pacer(TimeUnit.SECONDS.toNanos(1), nanos -> {
            waits.add(nanos);
            if (waits.size() == 1) deadline.set(System.nanoTime() + near); // the datagram that woke it
            else LockSupport.parkNanos(nanos);
        });
        Pacer.Target target = new Pacer.Target() {
            @Override public long deadline() { return deadline.get(); }
            @Override public boolean precise() { return false; }
        };
        AtomicInteger drains = new AtomicInteger();
        pacer.awaitDeadline(target, () -> { drains.incrementAndGet(); return false; });
        assertTrue(System.nanoTime() >= deadline.get(), "returned before the (new) deadline");
        // the first wait was for the far deadline (less the moments before it, far below 20 s on any machine)
        assertTrue(waits.get(0) > far - TimeUnit.SECONDS.toNanos(20), waits::toString);
        assertTrue(waits.stream().skip(1).allMatch(w -> w <= near), "after the wake it waits for the new deadline: " + waits);
        // a sleep never ends early but for a rare spurious wake: a few waits, not a poll
        assertTrue(waits.size() <= 5 && drains.get() <= 6, "waited " + waits.size() + " times, drained " + drains.get() + " times");
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
        Pacer pacer = new Pacer(TimeUnit.MILLISECONDS.toNanos(30), LockSupport::parkNanos);
        assertFalse(pacer.awaitClients(() -> false, () -> {}));
    }
}
