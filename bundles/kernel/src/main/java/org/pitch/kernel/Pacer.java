package org.pitch.kernel;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Decides when the next cycle starts. Real time: every period, on absolute deadlines so error
 * never accumulates (parks, then spins only the last {@value #SPIN_NANOS} ns for precision).
 * Synch mode: as soon as every client is done, or when the synch timeout passes; it sleeps
 * between datagrams and is woken by {@link #wake()}, never busy-polls.
 */
final class Pacer {
    static final long SPIN_NANOS = 150_000;

    private final long periodNanos;
    private final long synchTimeoutNanos;
    private volatile Thread waiter;
    private long next;

    Pacer(long periodNanos, long synchTimeoutNanos) {
        this.periodNanos = periodNanos;
        this.synchTimeoutNanos = synchTimeoutNanos;
        this.next = System.nanoTime() + periodNanos;
    }

    /** Waits for the next real-time deadline; {@code drain} runs whenever woken early. */
    void awaitDeadline(Runnable drain) {
        waitUntil(next, () -> false, drain);
        long now = System.nanoTime();
        next += periodNanos;
        // fell more than a period behind (a stall, a debugger): restart the schedule rather than burst
        if (now - next > periodNanos) next = now + periodNanos;
    }

    /**
     * Synch mode: waits until {@code allDone} or the timeout, running {@code drain} whenever a
     * datagram woke the thread. Returns whether every client was done.
     */
    boolean awaitClients(BooleanSupplier allDone, Runnable drain) {
        long deadline = System.nanoTime() + synchTimeoutNanos;
        boolean done = waitUntil(deadline, allDone, drain);
        next = System.nanoTime() + periodNanos;
        return done;
    }

    /** Called from network threads when a datagram arrived. */
    void wake() {
        Thread t = waiter;
        if (t != null) LockSupport.unpark(t);
    }

    private boolean waitUntil(long deadline, BooleanSupplier early, Runnable drain) {
        waiter = Thread.currentThread();
        try {
            while (true) {
                drain.run();
                if (early.getAsBoolean()) return true;
                long left = deadline - System.nanoTime();
                if (left <= 0) return false;
                if (left > SPIN_NANOS) {
                    LockSupport.parkNanos(this, left - SPIN_NANOS);
                } else {
                    Thread.onSpinWait();
                }
                if (Thread.currentThread().isInterrupted()) return false;
            }
        } finally {
            waiter = null;
        }
    }
}
