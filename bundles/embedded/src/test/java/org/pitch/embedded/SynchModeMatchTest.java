package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;

/**
 * Two full teams (goalies included) play 100 cycles in synch mode over real UDP: each cycle every
 * player receives its sense_body and {@code (think)}, sends commands and {@code (done)}, and the
 * server starts the next cycle as soon as all 22 are done, not at the synch timeout.
 */
class SynchModeMatchTest {
    private static final int CYCLES = 100;

    /** One scripted player: a command and (done) per cycle, a (score) every tenth, every reply checked. */
    private static Callable<String> player(int serverPort, String team, boolean goalie) {
        return () -> {
            try (DatagramSocket s = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0))) {
                s.setSoTimeout(10_000);
                send(s, "(init " + team + " (version 19)" + (goalie ? " (goalie)" : "") + ")", serverPort);
                byte[] buf = new byte[65536];
                DatagramPacket p = new DatagramPacket(buf, buf.length);
                s.receive(p);
                String init = text(p);
                if (!init.matches("\\(init [lr] \\d+ before_kick_off\\)")) return "bad init reply: " + init;
                int own = p.getPort();
                int thinks = 0, scores = 0, bodies = 0;
                boolean scoreOwed = false;
                while (thinks < CYCLES) {
                    p = new DatagramPacket(buf, buf.length);
                    s.receive(p);
                    String m = text(p);
                    if (m.startsWith("(sense_body ")) {
                        bodies++;
                    } else if (m.equals("(think)")) {
                        thinks++;
                        if (thinks % 10 == 0) {
                            send(s, "(score)", own);
                            scoreOwed = true;
                        }
                        send(s, "(turn_neck 1)(done)", own);
                    } else if (m.startsWith("(score ")) {
                        if (!m.equals("(score 0 0 0)")) return "bad score reply: " + m;
                        scoreOwed = false;
                        scores++;
                    } else if (m.startsWith("(error") || m.startsWith("(warning")) {
                        return "unexpected reply: " + m;
                    }
                }
                // the first (think) may be that of the cycle the player connected in, whose
                // sense_body went out before it came (rcssserver the same)
                if (bodies < CYCLES - 1) return "only " + bodies + " sense_body for " + CYCLES + " cycles";
                if (scores < CYCLES / 10 - 1 || scores == 0) return "only " + scores + " score replies";
                return "ok";
            }
        };
    }

    @Test
    void twentyTwoPlayersDriveTheCycleWithDone() throws Exception {
        // once the 22 are in, the cycles before the kick-off go as fast as they answer, not at 50 ms
        Kernel k = Pitch.builder().args("server::synch_mode=true", "server::port=0", "server::coach_port=0",
                "server::olcoach_port=0", "pitch.bind=127.0.0.1", "pitch.synch_timeout_ms=5000", "pitch.seed=3",
                "pitch.synch_kick_off_when_connected=22").build().start();
        ExecutorService pool = Executors.newFixedThreadPool(22);
        try {
            long end = System.currentTimeMillis() + 5000;
            while (!k.running() && System.currentTimeMillis() < end) Thread.sleep(5);
            assertTrue(k.running(), k.problem());
            List<Future<String>> results = new ArrayList<>();
            for (String team : new String[] {"Left", "Right"}) {
                for (int u = 1; u <= 11; u++) {
                    results.add(pool.submit(player(k.binding().playerPort(), team, u == 1)));
                    Thread.sleep(2); // unums in order, as real teams connect one by one
                }
            }
            long t0 = System.nanoTime();
            for (Future<String> f : results) assertEquals("ok", f.get(60, TimeUnit.SECONDS));
            long ms = (System.nanoTime() - t0) / 1_000_000;
            // with the 5 s synch timeout, a cycle that waited for it instead of the (done)s would take
            // 500 s for 100 cycles; done-driven it takes a small fraction of that
            assertTrue(ms < 30_000, CYCLES + " synch cycles took " + ms + " ms");
            assertEquals(0, k.faults());
        } finally {
            pool.shutdownNow();
            k.stop();
        }
    }

    @Test
    void aPlayerConnectingWhileTheServerWaitsDoesNotHoldUpThatCycle() throws Exception {
        // rcssserver decides whom to wait for when it sends (think); a newcomer never got this
        // cycle's think, so waiting for its (done) would stall the cycle until the synch timeout
        Kernel k = Pitch.builder().args("server::synch_mode=true", "server::port=0", "server::coach_port=0",
                "server::olcoach_port=0", "pitch.bind=127.0.0.1", "pitch.synch_timeout_ms=20000", "pitch.seed=3").build().start();
        try (UdpClient first = UdpClient.connect(awaitPort(k), "(init Left (version 19))")) {
            String m;
            do m = first.receive(); while (!m.equals("(think)")); // the server now waits for first's (done)
            try (UdpClient late = UdpClient.connect(k.binding().playerPort(), "(init Left (version 19))")) {
                assertTrue(late.first().startsWith("(init l 2 "), late.first());
                long t0 = System.nanoTime();
                first.send("(done)");
                do m = first.receive(); while (!m.equals("(think)"));
                long ms = (System.nanoTime() - t0) / 1_000_000;
                // waiting for the newcomer would take the 20 s synch timeout (less the greeting);
                // the (done) brings the next cycle 50 ms later (the pace before the kick-off): half
                // the timeout leaves a busy machine all the room it needs
                assertTrue(ms < 10_000, "the next cycle came " + ms + " ms after the (done); the synch timeout is 20,000 ms");
            }
        } finally {
            k.stop();
        }
    }

    private static int awaitPort(Kernel k) throws InterruptedException {
        long end = System.currentTimeMillis() + 5000;
        while (!k.running() && System.currentTimeMillis() < end) Thread.sleep(5);
        assertTrue(k.running(), k.problem());
        return k.binding().playerPort();
    }

    private static void send(DatagramSocket s, String text, int port) throws java.io.IOException {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        s.send(new DatagramPacket(b, b.length, InetAddress.getLoopbackAddress(), port));
    }

    private static String text(DatagramPacket p) {
        return new String(p.getData(), 0, p.getLength() - 1, StandardCharsets.ISO_8859_1);
    }
}
