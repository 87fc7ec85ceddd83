package org.pitch.kernel;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * The simulation thread's waiting. Real time: until an absolute deadline, waiting on the
 * transport, and for a {@linkplain Target#precise() precise} one (a cycle) spinning only the last
 * {@value #SPIN_NANOS} ns. Synch mode: until every client is done or the synch timeout passes.
 * Either way the wait is the transport's {@link org.pitch.api.transport.Transport#await}: it
 * returns when datagrams came, which {@code drain} then handles; it never busy-polls.
 */
final class Pacer {
    /**
     * A wait that should end just before a cycle can end milliseconds after it when the machine's
     * CPUs are busy (the thread runnable but not running) or a virtual CPU slept. Measured with
     * coaches and a monitor on a busy 2-core machine (docs/performance.md): a 150 us
     * spin let the cycle's first sense_body deviate 5-27 ms from its period at the 99th
     * percentile, a 1 ms one 1.2-3.8 ms (rcssserver 6-59 ms), for 1 % of a core more; a spin
     * that followed the recent wake-ups up to 2 ms spent 3 % and did no better.
     */
    static final long SPIN_NANOS = 1_000_000;
    /** Reads at a deadline: a read that brought datagrams (greetings take time) is followed by another, this many at most. */
    static final int FINAL_READS = 4;

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
    /** Waits up to the given nanoseconds, returning early when datagrams came. */
    private final LongConsumer await;

    Pacer(long synchTimeoutNanos, LongConsumer await) {
        this.synchTimeoutNanos = synchTimeoutNanos;
        this.await = await;
    }

    /**
     * Waits until the target's deadline; {@code drain} runs first and whenever woken early, and
     * says whether it handled any datagram. At the deadline the network is read again without
     * waiting and drained, while that brings something (at most {@value #FINAL_READS} times): what
     * came while the thread was busy (a burst of greetings, a pause of the JVM) or spinning belongs
     * to the duty now due, as rcssserver reads its sockets at a tick before it steps.
     * Left for the next cycle, such commands would have a client greeted on a cold server see its
     * first turn, turn_neck and change_view counted two cycles late (helios-base's {@code lost turn?} at time 0).
     */
    void awaitDeadline(Target target, BooleanSupplier drain) {
        while (true) {
            drain.getAsBoolean();
            long left = target.deadline() - System.nanoTime();
            if (left <= 0) {
                for (int read = 0; read < FINAL_READS; read++) {
                    await.accept(0);
                    if (!drain.getAsBoolean()) break;
                }
                return;
            }
            long spin = target.precise() ? SPIN_NANOS : 0;
            if (left > spin) {
                await.accept(left - spin);
            } else {
                Thread.onSpinWait();
            }
            if (Thread.currentThread().isInterrupted()) return;
        }
    }

    /**
     * Synch mode: waits until {@code allDone} or the timeout, running {@code drain} whenever a
     * datagram woke the thread. Returns whether every client was done.
     */
    boolean awaitClients(BooleanSupplier allDone, Runnable drain) {
        return awaitClients(allDone, drain, NO_PASS);
    }

    private static final LongSupplier NO_PASS = () -> Long.MAX_VALUE;

    /**
     * The same, also waking when a read pass that holds commands ends ({@code passEnd}, a
     * {@link System#nanoTime()}; {@link Long#MAX_VALUE} when none does), for {@code drain} to run
     * them even if no datagram comes after them.
     */
    boolean awaitClients(BooleanSupplier allDone, Runnable drain, LongSupplier passEnd) {
        long deadline = System.nanoTime() + synchTimeoutNanos;
        while (true) {
            drain.run();
            if (allDone.getAsBoolean()) {
                // nobody to wait for (no client yet): read the network once all the same, or a
                // greeting would never be read while the cycles run on virtual time
                await.accept(0);
                drain.run();
                return true;
            }
            long now = System.nanoTime();
            if (deadline - now <= 0) return false;
            long until = Math.min(deadline, passEnd.getAsLong()); // a pass over with commands: drain at once
            if (until - now > 0) await.accept(until - now);
            if (Thread.currentThread().isInterrupted()) return false;
        }
    }

    /** Waits {@code nanos} without reading the network (an interrupt ends it). */
    void sleep(long nanos) {
        long end = System.nanoTime() + nanos;
        for (long left = nanos; left > 0 && !Thread.currentThread().isInterrupted(); left = end - System.nanoTime()) {
            LockSupport.parkNanos(left);
        }
    }

    /** Waits {@code nanos}, running {@code drain} first and whenever a datagram woke the thread. */
    void pause(long nanos, Runnable drain) {
        pause(nanos, () -> false, drain);
    }

    /**
     * Waits {@code nanos} or until {@code enough} holds, whichever comes first, running
     * {@code drain} first and whenever a datagram woke the thread.
     */
    void pause(long nanos, BooleanSupplier enough, Runnable drain) {
        long end = System.nanoTime() + nanos;
        while (true) {
            drain.run();
            if (enough.getAsBoolean()) return;
            long left = end - System.nanoTime();
            if (left <= 0 || Thread.currentThread().isInterrupted()) return;
            await.accept(left);
        }
    }
}
