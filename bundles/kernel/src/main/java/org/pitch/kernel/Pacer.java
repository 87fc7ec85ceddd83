package org.pitch.kernel;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * The simulation thread's waiting. Real time: until an absolute deadline, parked, and for a
 * {@linkplain Target#precise() precise} one (a cycle) spinning only the last {@value #SPIN_NANOS}
 * ns. Synch mode: until every client is done or the synch timeout passes. Either way it sleeps
 * between datagrams, is woken by {@link #wake()} and never busy-polls.
 */
final class Pacer {
    static final long SPIN_NANOS = 150_000;

    /**
     * What real time waits for. Read again after every wake: a datagram can bring an earlier
     * deadline (a client that now needs the sends between cycles).
     */
    interface Target {
        /** {@link System#nanoTime()} at which the wait ends. */
        long deadline();

        /** Whether the deadline is worth spinning for (a cycle); sends between cycles are not. */
        boolean precise();
    }

    private final long synchTimeoutNanos;
    private volatile Thread waiter;

    Pacer(long synchTimeoutNanos) {
        this.synchTimeoutNanos = synchTimeoutNanos;
    }

    /** Waits until the target's deadline; {@code drain} runs first and whenever woken early. */
    void awaitDeadline(Target target, Runnable drain) {
        waiter = Thread.currentThread();
        try {
            while (true) {
                drain.run();
                long left = target.deadline() - System.nanoTime();
                if (left <= 0) return;
                long spin = target.precise() ? SPIN_NANOS : 0;
                if (left > spin) {
                    LockSupport.parkNanos(this, left - spin);
                } else {
                    Thread.onSpinWait();
                }
                if (Thread.currentThread().isInterrupted()) return;
            }
        } finally {
            waiter = null;
        }
    }

    /**
     * Synch mode: waits until {@code allDone} or the timeout, running {@code drain} whenever a
     * datagram woke the thread. Returns whether every client was done.
     */
    boolean awaitClients(BooleanSupplier allDone, Runnable drain) {
        long deadline = System.nanoTime() + synchTimeoutNanos;
        waiter = Thread.currentThread();
        try {
            while (true) {
                drain.run();
                if (allDone.getAsBoolean()) return true;
                long left = deadline - System.nanoTime();
                if (left <= 0) return false;
                LockSupport.parkNanos(this, left);
                if (Thread.currentThread().isInterrupted()) return false;
            }
        } finally {
            waiter = null;
        }
    }

    /** Waits {@code nanos}, running {@code drain} first and whenever a datagram woke the thread. */
    void pause(long nanos, Runnable drain) {
        long end = System.nanoTime() + nanos;
        waiter = Thread.currentThread();
        try {
            while (true) {
                drain.run();
                long left = end - System.nanoTime();
                if (left <= 0 || Thread.currentThread().isInterrupted()) return;
                LockSupport.parkNanos(this, left);
            }
        } finally {
            waiter = null;
        }
    }

    /** Called from network threads when a datagram arrived. */
    void wake() {
        Thread t = waiter;
        if (t != null) LockSupport.unpark(t);
    }
}
