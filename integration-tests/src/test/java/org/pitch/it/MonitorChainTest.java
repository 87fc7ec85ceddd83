package org.pitch.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.common.annotation.InjectService;
import org.osgi.test.junit5.context.BundleContextExtension;
import org.osgi.test.junit5.service.ServiceExtension;
import org.pitch.api.kernel.Simulator;
import org.pitch.testkit.clients.UdpClient;

/**
 * The monitor protocol as a codec chain of bundles: stopping the newest version's bundle refuses
 * exactly that version, as rcssserver refuses a version it does not serve, while a monitor of
 * the version it extends keeps watching and new ones of that version connect.
 */
@ExtendWith({BundleContextExtension.class, ServiceExtension.class})
class MonitorChainTest {
    private static final String REFUSED = "(error illegal_client_version)";

    @InjectBundleContext
    BundleContext context;

    @Test
    void stoppingTheNewestVersionRefusesExactlyIt(@InjectService(timeout = Wait.HANG_MS) Simulator simulator) throws Exception {
        Wait.until(simulator::running, Wait.HANG_MS, "kernel running");
        int port = simulator.binding().playerPort();
        Bundle v5 = Bundles.active(context, "org.pitch.protocol.monitor.v5");
        try (UdpClient v4 = new UdpClient(port, Wait.SILENCE_MS)) {
            assertTrue(v4.exchange("(dispinit version 4)").startsWith("(server_param ("), "a v4 monitor is greeted");
            assertTrue(v4.arrivesAfter("(show "), "and watches");

            v5.stop();
            try {
                Wait.until(() -> !simulator.implementations().containsKey("protocol monitor v5"), Wait.HANG_MS, "v5 codec gone");
                assertEquals(REFUSED, UdpClient.greet(port, "(dispinit version 5)"));
                assertEquals(REFUSED, UdpClient.greet(port, "(dispinit version 5.5)"));
                assertTrue(simulator.implementations().containsKey("protocol monitor v4"), "the version v5 extends stays");
                assertTrue(v4.arrivesAfter("(show "), "the v4 monitor keeps watching");
                assertTrue(UdpClient.greet(port, "(dispinit version 4)").startsWith("(server_param ("), "v4 still connects");
            } finally {
                v5.start();
            }
            Wait.until(() -> simulator.implementations().containsKey("protocol monitor v5"), Wait.HANG_MS, "v5 codec back");
            assertTrue(UdpClient.greet(port, "(dispinit version 5)").startsWith("(server_param ("), "v5 connects again");
        }
    }
}
