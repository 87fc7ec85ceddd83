package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/** The start-up wait on a virtual clock: each wait for the latch moves the clock on by what it waited. */
class StartupSettlingTest {
    private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);

    private long now;
    private final CountDownLatch latch = new CountDownLatch(1);

    @Test
    void aQuietFrameworkEndsTheWaitAfterTheSpan() throws Exception {
        StartupSettling s = new StartupSettling(() -> now, (l, nanos) -> {
            now += nanos;
            return false;
        });
        assertFalse(s.await(latch, 5000));
        assertEquals(5000 * MS, now);
    }

    @Test
    void theKernelRunningEndsTheWaitAtOnce() throws Exception {
        latch.countDown();
        StartupSettling s = new StartupSettling(() -> now, (l, nanos) -> l.getCount() == 0);
        assertTrue(s.await(latch, 5000));
        assertEquals(0, now);
    }

    @Test
    void servicesStillComingExtendTheWaitPastTheSpan() throws Exception {
        // a slow machine: a service every 3 s for 12 s, then the kernel runs
        StartupSettling[] s = new StartupSettling[1];
        s[0] = new StartupSettling(() -> now, (l, nanos) -> {
            long step = Math.min(nanos, 3000 * MS);
            now += step;
            if (now >= 12_000 * MS) {
                l.countDown();
                return true;
            }
            if (step == 3000 * MS) s[0].activity();
            return false;
        });
        assertTrue(s[0].await(latch, 5000), "the kernel ran 12 s in, the framework never quiet for 5 s");
    }

    @Test
    void aKernelOpeningItsPortsIsNoMissingModel() throws Exception {
        // every model there at 1 s; opening the ports and the match takes 9 s without a service event
        StartupSettling s = new StartupSettling(() -> now, (l, nanos) -> {
            now += nanos;
            if (now >= 10_000 * MS) {
                l.countDown();
                return true;
            }
            return false;
        });
        assertTrue(s.await(latch, 5000, () -> now >= 1000 * MS), "the kernel ran 10 s in, starting from 1 s on");
    }

    @Test
    void endlessActivityIsStillBounded() throws Exception {
        StartupSettling[] s = new StartupSettling[1];
        s[0] = new StartupSettling(() -> now, (l, nanos) -> {
            now += Math.min(nanos, 1000 * MS);
            s[0].activity();
            return false;
        });
        assertFalse(s[0].await(latch, 5000));
        assertEquals(5000 * MS * StartupSettling.LIMIT_SPANS, now);
    }
}
