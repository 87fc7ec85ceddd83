package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.Dash;
import org.pitch.api.learn.SteppedMatch;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;

/**
 * Players controlled in-process join the server's own match beside a UDP client, in synch mode:
 * a cycle waits for both the UDP client's {@code (done)} and the group's step, the UDP client sees
 * the joined players, and a group that leaves no longer holds the cycles up.
 */
class ServerMatchTest {
    private static final String[] SYNCH = {"server::synch_mode=true", "server::port=0", "server::coach_port=0",
            "server::olcoach_port=0", "pitch.bind=127.0.0.1", "pitch.seed=3",
            // a cycle that went on without a (done) would need a minute: every cycle here is driven by done and steps
            "pitch.synch_timeout_ms=60000"};
    private static final int STEPS = 30;

    @Test
    void aJoinedGroupAndAUdpPlayerDriveTheCyclesTogether() throws Exception {
        Kernel k = Pitch.builder().args(SYNCH).build().start();
        try (UdpClient udp = UdpClient.connect(awaitPort(k), "(init Udp (version 19))")) {
            assertTrue(udp.first().startsWith("(init l 1 "), udp.first());
            udp.send("(move -10 10)");
            String m;
            do m = udp.receive(); while (!m.equals("(think)"));
            udp.send("(done)"); // the group joins at the next think
            CountDownLatch joined = new CountDownLatch(1);
            List<Long> cyclesAtTurns = new ArrayList<>();
            double[] travelled = new double[1];
            CompletableFuture<Void> group = CompletableFuture.runAsync(() -> {
                SteppedMatch match = k.serverMatch().join();
                joined.countDown();
                try {
                    Player learner = match.addPlayer(Side.RIGHT, "learners", 1, false);
                    match.referee().placePlayer(learner, 0, 10);
                    match.referee().changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
                    double startX = learner.x();
                    for (int i = 0; i < STEPS; i++) {
                        cyclesAtTurns.add(k.steps()); // the simulation thread stands still in the group's turn
                        match.submit(learner, new Dash(100, 0));
                        match.step();
                    }
                    travelled[0] = Math.abs(learner.x() - startX);
                    assertNull(match.finishReason());
                } finally {
                    match.leave(); // also when an assertion failed: the server must not wait for the group
                }
            });
            // the UDP player answers every think until the group left, then ten cycles more
            boolean sawLearner = false, sawLearnerAfterLeaving = false;
            int thinksAfterLeaving = 0;
            while (thinksAfterLeaving < 10) {
                if (group.isCompletedExceptionally()) group.join(); // the group's failure, not a hang
                m = udp.receive();
                if (m.startsWith("(see ") && m.contains("(p \"learners\"")) {
                    if (!group.isDone()) sawLearner = true; else if (thinksAfterLeaving > 2) sawLearnerAfterLeaving = true;
                }
                if (m.equals("(think)")) {
                    if (group.isDone()) thinksAfterLeaving++;
                    udp.send("(done)");
                }
            }
            group.get(ServerCycles.HANG_MILLIS, TimeUnit.MILLISECONDS);
            assertTrue(joined.await(0, TimeUnit.MILLISECONDS));
            for (int i = 1; i < STEPS; i++) {
                assertEquals(cyclesAtTurns.get(i - 1) + 1, cyclesAtTurns.get(i), "one cycle per step: " + cyclesAtTurns);
            }
            assertTrue(travelled[0] > 10, "30 dashes of 100 carried the joined player " + travelled[0] + " m");
            assertTrue(sawLearner, "the UDP player saw the joined player");
            assertFalse(sawLearnerAfterLeaving, "a player that left is off the field");
            assertEquals(0, k.faults());
        } finally {
            k.stop();
        }
    }

    @Test
    void aStoppingServerEndsTheGroupsWait() throws Exception {
        Kernel k = Pitch.builder().args(SYNCH).build().start();
        awaitPort(k);
        CountDownLatch playing = new CountDownLatch(1), udpWaitedFor = new CountDownLatch(1);
        CompletableFuture<String> group = CompletableFuture.supplyAsync(() -> {
            SteppedMatch match = k.serverMatch().join();
            match.addPlayer(Side.RIGHT, "learners", 1, false);
            playing.countDown();
            // the group steps on until the UDP player is waited for: the server reads a greeting
            // in a think's wait (as rcssserver before the kick-off), which comes after the group's turn
            while (udpWaitedFor.getCount() > 0) match.step();
            match.step(); // the server waits for the UDP player's (done) now, which never comes
            return match.finishReason();
        });
        assertTrue(playing.await(ServerCycles.HANG_MILLIS, TimeUnit.MILLISECONDS));
        try (UdpClient udp = UdpClient.connect(k.binding().playerPort(), "(init Udp (version 19))")) {
            String m;
            do m = udp.receive(); while (!m.equals("(think)"));
            udpWaitedFor.countDown();
            k.stop();
            assertEquals("server_stopped", group.get(ServerCycles.HANG_MILLIS, TimeUnit.MILLISECONDS));
        } finally {
            k.stop();
        }
    }

    @Test
    void onlySynchModeCanBeJoined() throws Exception {
        Kernel k = Pitch.builder().args("server::port=0", "server::coach_port=0", "server::olcoach_port=0", "pitch.bind=127.0.0.1").build().start();
        try {
            awaitPort(k);
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> k.serverMatch().join());
            assertTrue(e.getMessage().contains("server::synch_mode=true"), e.getMessage());
        } finally {
            k.stop();
        }
    }

    private static int awaitPort(Kernel k) throws InterruptedException {
        long end = System.currentTimeMillis() + ServerCycles.HANG_MILLIS;
        while (!k.running() && System.currentTimeMillis() < end) Thread.sleep(5);
        assertTrue(k.running(), k.problem());
        return k.binding().playerPort();
    }
}
