package org.pitch.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Synch mode's barrier: whom a cycle waits for, as rcssserver decides it when it sends the think. */
class SynchBarrierTest {
    private final SynchBarrier barrier = new SynchBarrier();

    @Test
    void aCycleWaitsForEveryClientKnownWhenTheThinkWentOut() {
        Object a = "a", b = "b";
        barrier.join(a);
        barrier.join(b);
        barrier.thinkSent();
        assertEquals(2, barrier.pending());
        barrier.done(a);
        barrier.done(a);
        assertEquals(1, barrier.pending(), "a second done counts once");
        barrier.done(b);
        assertEquals(0, barrier.pending());
    }

    @Test
    void aClientJoiningWhileTheServerWaitsIsWaitedForFromTheNextCycleOn() {
        // it never got this cycle's (think): waiting for it would stall the cycle until synch_timeout_ms
        Object a = "a", late = "late";
        barrier.join(a);
        barrier.thinkSent();
        barrier.join(late);
        assertEquals(1, barrier.pending());
        barrier.done(a);
        assertEquals(0, barrier.pending(), "the cycle goes on without the newcomer");
        barrier.reset();
        assertEquals(2, barrier.pending(), "from the next cycle on it is waited for");
        assertEquals(2, barrier.clients());
    }

    @Test
    void aClientJoiningBeforeTheThinkIsWaitedForAndOneLeavingIsNot() {
        Object a = "a", b = "b";
        barrier.join(a);
        barrier.reset();
        barrier.join(b); // after the step, before the think: it gets the think
        barrier.thinkSent();
        assertEquals(2, barrier.pending());
        barrier.leave(a);
        assertEquals(1, barrier.pending());
        barrier.done(b);
        assertEquals(0, barrier.pending());
    }
}
