package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.config.ConfigurationException;
import org.pitch.kernel.Kernel;
import org.pitch.kernel.Simulation;

/** The simulator runs in-process, without Felix, and replays exactly under one seed. */
class PitchBuilderTest {
    /** Starts play at once: before kick-off nothing moves. */
    private static final RefereeRule PLAY_ON = new RefereeRule() {
        @Override public void afterStep(RefereeContext c) {
            if (c.world().playMode() == PlayMode.BEFORE_KICK_OFF) c.changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        }
    };

    private static double[] run(String seed) throws ConfigurationException {
        Simulation sim = Pitch.builder().args("pitch.seed=" + seed).rule("play-on", 0, PLAY_ON).build().simulation();
        Player p = sim.addPlayer(Side.LEFT, "A", 1, false);
        p.position(0, 0);
        for (int i = 0; i < 20; i++) {
            p.accelerate(0.6, 0.1);
            sim.step();
        }
        return new double[] {p.x(), p.y(), sim.world().step()};
    }

    @Test
    void aMatchStepsInProcessAndReplaysUnderTheSameSeed() throws Exception {
        double[] a = run("5"), b = run("5"), c = run("6");
        assertEquals(20.0, a[2]);
        // the first cycle is before kick-off: the player stands; 19 cycles of running follow
        assertTrue(a[0] > 15, "the player ran: x=" + a[0]);
        assertEquals(a[0], b[0], 0.0);
        assertEquals(a[1], b[1], 0.0);
        assertNotEquals(a[0], c[0], "movement noise depends on the seed");
    }

    @Test
    void theDefaultAssemblyIsShown() throws Exception {
        assertEquals("standard", Pitch.builder().build().implementations().get("movement"));
    }

    @Test
    void aConfiguredModelWithoutImplementationIsRefused() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> Pitch.builder().withoutDefaultModels().build());
        assertTrue(e.getMessage().contains("movement=standard"), e.getMessage());
    }

    @Test
    void badSettingsAreRefusedAsTheServerRefusesThem() {
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> Pitch.builder().args("server::half_tme=3").build());
        assertTrue(e.getMessage().contains("server.half_time"), e.getMessage());
    }

    @Test
    void itServesOverUdpLikeTheServer() throws Exception {
        Kernel k = Pitch.builder().args("server::port=0", "server::coach_port=0", "server::olcoach_port=0",
                "pitch.bind=127.0.0.1", "server::simulator_step=10").build().start();
        try {
            long end = System.currentTimeMillis() + ServerCycles.HANG_MILLIS; // bounds a hang only
            while (!k.running() && System.currentTimeMillis() < end) Thread.sleep(5);
            assertTrue(k.running(), k.problem());
            try (DatagramSocket s = new DatagramSocket()) {
                s.setSoTimeout((int) ServerCycles.HANG_MILLIS); // bounds a hang only
                byte[] out = "(dispinit version 5)\0".getBytes(StandardCharsets.ISO_8859_1);
                s.send(new DatagramPacket(out, out.length, InetAddress.getLoopbackAddress(), k.binding().playerPort()));
                byte[] in = new byte[65536]; // a monitor's greeting starts with the whole server_param
                DatagramPacket reply = new DatagramPacket(in, in.length);
                s.receive(reply);
                assertTrue(reply.getLength() > 1 && in[reply.getLength() - 1] == 0, "a NUL-terminated answer");
            }
            ServerCycles.await(k, 2); // the clock runs (or the wait fails)
        } finally {
            k.stop();
        }
    }
}
