package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
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
 * turns in one cycle: {@code lost turn?} at time 0). Timings are checked loosely.
 */
class LateCycleTest {
    private Kernel server;
    private DatagramSocket socket;

    @AfterEach
    void stop() {
        if (socket != null) socket.close();
        if (server != null) server.stop();
    }

    @Test
    void theCycleAfterALateOneLastsAWholeStep() throws Exception {
        AtomicInteger cycles = new AtomicInteger();
        Recorder slow = new Recorder() {
            @Override public void matchStarted(ServerConfiguration configuration, World world) { }

            @Override
            public void cycle(World world) {
                if (cycles.incrementAndGet() == 30) {
                    try {
                        Thread.sleep(160); // this cycle ends 160 ms late: the next one starts 60 ms late
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            }

            @Override public void matchEnded(World world) { }
        };
        server = Pitch.builder().args("server::port=0", "server::coach_port=0", "server::olcoach_port=0",
                "pitch.bind=127.0.0.1", "server::game_logging=false", "server::text_logging=false")
                .recorder("slow", slow).build().start();
        long end = System.currentTimeMillis() + 5000;
        while (!server.running() && System.currentTimeMillis() < end) Thread.sleep(5);
        assertTrue(server.running(), server.problem());

        socket = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        socket.setSoTimeout(3000);
        byte[] init = "(init Late (version 19))\0".getBytes(StandardCharsets.ISO_8859_1);
        socket.send(new DatagramPacket(init, init.length, InetAddress.getLoopbackAddress(), server.binding().playerPort()));
        List<Long> bodies = new ArrayList<>();
        byte[] buf = new byte[65536];
        while (cycles.get() < 36) {
            DatagramPacket p = new DatagramPacket(buf, buf.length);
            socket.receive(p);
            if (new String(buf, 0, Math.min(p.getLength(), 11), StandardCharsets.ISO_8859_1).equals("(sense_body")) {
                bodies.add(System.nanoTime());
            }
        }
        // the late cycle's senses and the next cycle's come close together; the cycle after that
        // follows a whole step later, not the 40 ms left of the old schedule
        int close = -1;
        for (int i = 1; i < bodies.size(); i++) {
            if (bodies.get(i) - bodies.get(i - 1) < 30_000_000L) close = i;
        }
        assertTrue(close > 0 && close + 1 < bodies.size(), "no late cycle seen in " + gaps(bodies));
        long next = (bodies.get(close + 1) - bodies.get(close)) / 1_000_000;
        assertTrue(next >= 85, "the cycle after the late one lasted " + next + " ms: " + gaps(bodies));
    }

    private static List<Long> gaps(List<Long> times) {
        List<Long> out = new ArrayList<>();
        for (int i = 1; i < times.size(); i++) out.add((times.get(i) - times.get(i - 1)) / 1_000_000);
        return out;
    }
}
