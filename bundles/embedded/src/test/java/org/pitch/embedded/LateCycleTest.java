package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.record.Recorder;
import org.pitch.api.world.World;
import org.pitch.kernel.Kernel;

/**
 * A cycle that starts late does not cut the next one short. rcssserver's timer snaps its clock to
 * the late step ("prevent short catch-up cycles if the current cycle was slow"), so clients get a
 * whole step to answer the senses of a late cycle; Pitch kept its schedule, and the cycle after a
 * late one could be 40 ms long (helios-base players, slow in their first cycles, then sent two
 * turns in one cycle: {@code lost turn?} at time 0).
 *
 * <p>Timed on the simulation thread itself (a recorder is called in every cycle): the cycle after
 * the late one cannot come earlier than a whole step after the late one ended, however busy the
 * machine, since the server never starts a cycle before its time; the old schedule brought it
 * 20 ms after.
 */
class LateCycleTest {
    private static final int STEP_MS = 50;
    private Kernel server;

    @AfterEach
    void stop() {
        if (server != null) server.stop();
    }

    @Test
    void theCycleAfterALateOneLastsAWholeStep() throws Exception {
        AtomicInteger cycles = new AtomicInteger();
        long[] at = new long[3]; // the late cycle's end, the next cycle's, the one after that's
        CountDownLatch timed = new CountDownLatch(1);
        Recorder slow = new Recorder() {
            @Override public void matchStarted(ServerConfiguration configuration, World world) { }

            @Override
            public void cycle(World world) {
                int cycle = cycles.incrementAndGet();
                if (cycle == 30) {
                    try {
                        Thread.sleep(80); // this cycle ends 80 ms late: the next one starts 30 ms late
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    at[0] = System.nanoTime();
                } else if (cycle == 31) {
                    at[1] = System.nanoTime();
                } else if (cycle == 32) {
                    at[2] = System.nanoTime();
                    timed.countDown();
                }
            }

            @Override public void matchEnded(World world) { }
        };
        server = Pitch.builder().args("server::port=0", "server::coach_port=0", "server::olcoach_port=0",
                "pitch.bind=127.0.0.1", "server::game_logging=false", "server::text_logging=false",
                "server::simulator_step=" + STEP_MS)
                .recorder("slow", slow).build().start();
        assertTrue(timed.await(ServerCycles.HANG_MILLIS, TimeUnit.MILLISECONDS), "32 cycles ran");
        long lateToNext = (at[1] - at[0]) / 1_000_000, nextToAfter = (at[2] - at[0]) / 1_000_000;
        // the late cycle's successor comes at once, not a whole step later: 0 or 1 ms here, the
        // bound one step (a machine twice as slow, sharing its cores, stays far below it)
        assertTrue(lateToNext < STEP_MS, "the cycle after the late one came " + lateToNext + " ms after it ended");
        // the next one is due a whole step after that cycle started, which is after the late one ended
        assertTrue(nextToAfter >= STEP_MS, "the cycle after the late one lasted " + (at[2] - at[1]) / 1_000_000
                + " ms; " + nextToAfter + " ms from the end of the late one");
    }
}
