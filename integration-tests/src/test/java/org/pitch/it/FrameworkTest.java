package org.pitch.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.common.annotation.InjectService;
import org.osgi.test.junit5.context.BundleContextExtension;
import org.osgi.test.junit5.service.ServiceExtension;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.kernel.Simulator;
import org.pitch.api.param.ServerParam;
import org.pitch.testkit.clients.UdpClient;

/** The default assembly resolves in Felix, its services bind, and the kernel ticks and listens. */
@ExtendWith({BundleContextExtension.class, ServiceExtension.class})
class FrameworkTest {
    @InjectBundleContext
    BundleContext context;

    @Test
    void everyBundleOfTheDistributionIsActive() {
        java.util.Set<String> active = new java.util.TreeSet<>();
        for (Bundle b : context.getBundles()) {
            if (b.getBundleId() == 0 || b.getHeaders().get("Fragment-Host") != null) continue;
            assertEquals(Bundle.ACTIVE, b.getState(), b.getSymbolicName() + " is not active");
            active.add(b.getSymbolicName());
        }
        // test.bndrun names no bundle: these come from distribution/pom.xml alone, the core's and the features'
        for (String expected : new String[] {"org.pitch.kernel", "org.pitch.config", "org.pitch.transport.udp",
                "org.pitch.rule.offside", "org.pitch.protocol.player.v18", "org.pitch.record.game.log",
                "org.pitch.replay", "org.pitch.monitor.web", "org.pitch.protocol.vsc", "org.pitch.learn",
                "org.apache.felix.scr"}) {
            assertTrue(active.contains(expected), expected + " is not in the framework: " + active);
        }
    }

    @Test
    void configurationServiceCarriesTheFrameworkProperty(@InjectService ServerConfiguration config) {
        assertEquals(10, config.parameters().integer(ServerParam.SIMULATOR_STEP));
        assertEquals(7, config.seed());
        // untouched keys keep rcssserver 19's defaults, as rcssserver reads them (0.94 is 94 × 0.01)
        assertEquals(300, config.parameters().integer(ServerParam.HALF_TIME));
        assertEquals(94 * 0.01, config.parameters().real(ServerParam.BALL_DECAY));
    }

    @Test
    void kernelTicksAndListens(@InjectService(timeout = Wait.HANG_MS) Simulator simulator) throws Exception {
        Wait.until(simulator::running, Wait.HANG_MS, "kernel running");
        long before = simulator.steps();
        Wait.until(() -> simulator.steps() >= before + 10, Wait.HANG_MS, "ten more cycles");
        assertEquals("standard", simulator.implementations().get("movement"));
        int port = simulator.binding().playerPort();
        assertNotEquals(0, port);

        try (UdpClient client = new UdpClient(port, Wait.SILENCE_MS)) {
            client.sendBytes("(init Team (version 19))\0".getBytes(StandardCharsets.ISO_8859_1));
            // the player protocol bundle answers from a port of the player's own, NUL-terminated
            String init = new String(client.receiveBytes(), StandardCharsets.ISO_8859_1);
            // the side, number and play mode depend on the other tests of this framework: they join
            // "Team" too (a player that said (bye) keeps its number, as in rcssserver) and may start play
            assertTrue(init.matches("\\(init [lr] \\d+ [a-z_]+\\)\0"), init);
            assertNotEquals(port, client.serverPort());
        }
        assertEquals(0, simulator.faults());
    }
}
