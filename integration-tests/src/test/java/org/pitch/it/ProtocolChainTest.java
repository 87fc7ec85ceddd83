package org.pitch.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.common.annotation.InjectService;
import org.osgi.test.junit5.context.BundleContextExtension;
import org.osgi.test.junit5.service.ServiceExtension;
import org.pitch.api.kernel.Simulator;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.testkit.clients.UdpClient;

/**
 * The player protocol as a codec chain of bundles: the newest range's bundle goes and comes
 * without disturbing the older versions it extends, and a new version is one more codec
 * extending the newest. Joins the team {@code Proto} that {@link ProtocolBundleTest} uses (two
 * teams at most per match).
 */
@ExtendWith({BundleContextExtension.class, ServiceExtension.class})
class ProtocolChainTest {
    private static final String REFUSED = "(error no_more_player_or_goalie_or_illegal_client_version)";

    @InjectBundleContext
    BundleContext context;

    @Test
    void stoppingTheNewestRangeRefusesExactlyItsVersions(@InjectService(timeout = Wait.HANG_MS) Simulator simulator) throws Exception {
        Wait.until(simulator::running, Wait.HANG_MS, "kernel running");
        int port = simulator.binding().playerPort();
        Bundle v18 = Bundles.active(context, "org.pitch.protocol.player.v18");
        try (UdpClient v17 = new UdpClient(port, Wait.SILENCE_MS)) {
            String greeted = v17.exchange("(init Proto (version 17))");
            assertTrue(greeted.startsWith("(init "), "a v17 player: " + greeted);

            v18.stop();
            try {
                Wait.until(() -> !simulator.implementations().containsKey("protocol player v18-19"), Wait.HANG_MS, "v18-19 codec gone");
                assertEquals(REFUSED, UdpClient.greet(port, "(init Proto (version 18))"));
                assertEquals(REFUSED, UdpClient.greet(port, "(init Proto (version 19))"));
                assertEquals(REFUSED, UdpClient.greet(port, "(init Proto (version 19.5))"));
                assertTrue(simulator.implementations().containsKey("protocol player v16-17"), "the range v18 extends stays");
                assertTrue(v17.arrivesAfter("(sense_body "), "the v17 player keeps being told its body");
                assertTrue(UdpClient.greet(port, "(init Proto (version 17))").startsWith("(init "), "v17 still connects");
            } finally {
                v18.start();
            }
            Wait.until(() -> simulator.implementations().containsKey("protocol player v18-19"), Wait.HANG_MS, "v18-19 codec back");
            assertTrue(UdpClient.greet(port, "(init Proto (version 19))").startsWith("(init "), "v19 connects again");
        }
    }

    @Test
    void protocolV20IsOneMoreCodecExtendingTheNewest(@InjectService(timeout = Wait.HANG_MS) Simulator simulator) throws Exception {
        Wait.until(simulator::running, Wait.HANG_MS, "kernel running");
        int port = simulator.binding().playerPort();
        assertEquals(REFUSED, UdpClient.greet(port, "(init Proto (version 20))"), "no codec serves v20 yet");

        ServiceRegistration<PlayerCodec> v20 = context.registerService(PlayerCodec.class, new PlayerCodecV20(), null);
        try {
            Wait.until(() -> simulator.implementations().containsKey("protocol player v20"), Wait.HANG_MS, "v20 codec there");
            try (UdpClient client = new UdpClient(port, Wait.SILENCE_MS)) {
                assertTrue(client.exchange("(init Proto (version 20))").matches("\\(init [lr] \\d+ [a-z_]+\\)"), "v20 connects");
                List<String> told = client.receiveUntil("(sense_body ");
                assertTrue(told.stream().anyMatch(m -> m.startsWith("(server_param (")), "named parameters: " + told);
                assertTrue(told.contains("(ok synch_see)"), "synchronous see from the start, as v18-19: " + told);
                assertTrue(told.get(told.size() - 1).contains(" (focus_point "), "the v18-19 sense_body: " + told);
            }
        } finally {
            v20.unregister();
        }
        Wait.until(() -> !simulator.implementations().containsKey("protocol player v20"), Wait.HANG_MS, "v20 codec gone");
        assertEquals(REFUSED, UdpClient.greet(port, "(init Proto (version 20))"));
    }
}
