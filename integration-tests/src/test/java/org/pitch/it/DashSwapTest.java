package org.pitch.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
 * The dash models are swapped while a v19 player is connected and dashing: the bipedal dash is an
 * optional feature, so with its bundle stopped {@code (dash (l ..) (r ..))} is refused as a server
 * before v19 refuses it, and restarted it is executed again; the standard dash is required, so
 * stopped it keeps serving with its last instance and updated it serves with the new one. The
 * player sees every change at once, through its own port, and stays connected throughout.
 */
@ExtendWith({BundleContextExtension.class, ServiceExtension.class})
class DashSwapTest {
    private static final String LEGS = "(dash (l 100 0) (r 100 0))";
    private static final Pattern DASH_COUNT = Pattern.compile("\\(dash (\\d+)\\)");

    @InjectBundleContext
    BundleContext context;

    @Test
    void dashModelsAreSwappedUnderAConnectedPlayer(@InjectService(timeout = Wait.HANG_MS) Simulator simulator) throws Exception {
        Wait.until(simulator::running, Wait.HANG_MS, "kernel running");
        Bundle bipedal = bundle("org.pitch.model.dash.bipedal");
        Bundle standard = bundle("org.pitch.model.dash");
        long faults = simulator.faults();
        try (Client player = new Client(simulator.binding().playerPort())) {
            assertEquals("standard", simulator.implementations().get("leg_dash"), simulator.implementations().toString());
            int dashes = player.executes(LEGS, 0);

            // 1. the bipedal bundle stops: the feature is off, leg dashes are refused, plain dashes go on
            bipedal.stop();
            Wait.until(() -> simulator.implementations().get("leg_dash").contains("off"), Wait.HANG_MS, "leg_dash off");
            assertEquals("(error illegal_command_form)", player.refusal(LEGS));
            dashes = player.executes("(dash 100)", dashes);

            // 2. it starts again: the next leg dash is executed
            bipedal.start();
            Wait.until(() -> "standard".equals(simulator.implementations().get("leg_dash")), Wait.HANG_MS, "leg_dash back");
            dashes = player.executes(LEGS, dashes);

            // 3. the standard dash is required: stopped, its last instance keeps the player dashing
            standard.stop();
            Wait.until(() -> simulator.implementations().get("dash").contains("last instance kept"), Wait.HANG_MS, "dash kept");
            dashes = player.executes("(dash 100)", dashes);
            standard.start();
            Wait.until(() -> "standard".equals(simulator.implementations().get("dash")), Wait.HANG_MS, "dash back");

            // 4. updated in place (a new jar): served by the new instance from the next cycle
            standard.update();
            Wait.until(() -> standard.getState() == Bundle.ACTIVE, Wait.HANG_MS, "updated dash bundle active");
            Wait.until(() -> "standard".equals(simulator.implementations().get("dash")), Wait.HANG_MS, "dash served after update");
            dashes = player.executes("(dash 100)", dashes);
            player.executes(LEGS, dashes);
        } finally {
            if (bipedal.getState() != Bundle.ACTIVE) bipedal.start();
            if (standard.getState() != Bundle.ACTIVE) standard.start();
        }
        assertTrue(simulator.running());
        assertEquals(faults, simulator.faults(), "a swap made a model call fail");
    }

    private Bundle bundle(String bsn) {
        for (Bundle b : context.getBundles()) if (bsn.equals(b.getSymbolicName())) return b;
        throw new AssertionError("no bundle " + bsn);
    }

    /** A v19 player on loopback that reads its dash count from sense_body. */
    private static final class Client implements AutoCloseable {
        private final UdpClient udp;

        Client(int port) throws Exception {
            udp = new UdpClient(port, Wait.SILENCE_MS);
            String reply = udp.exchange("(init Team (version 19))"); // the team FrameworkTest joins too: two teams at most per match
            assertTrue(reply.matches("\\(init [lr] \\d+ .*"), reply);
        }

        /** Sends the command once a cycle until sense_body counts a dash more than {@code before}; returns the count. */
        int executes(String command, int before) throws Exception {
            long end = System.currentTimeMillis() + Wait.HANG_MS; // a few cycles normally
            while (System.currentTimeMillis() < end) {
                String m = udp.receive();
                assertTrue(!m.startsWith("(error"), command + " answered " + m);
                if (!m.startsWith("(sense_body")) continue;
                Matcher d = DASH_COUNT.matcher(m);
                assertTrue(d.find(), m);
                int count = Integer.parseInt(d.group(1));
                if (count > before) return count;
                udp.send(command);
            }
            throw new AssertionError(command + " was never executed");
        }

        /** Sends the command and returns the error it is answered with. */
        String refusal(String command) throws Exception {
            udp.send(command);
            long end = System.currentTimeMillis() + Wait.HANG_MS; // the next message normally
            while (System.currentTimeMillis() < end) {
                String m = udp.receive();
                if (m.startsWith("(error")) return m;
            }
            throw new AssertionError(command + " was not refused");
        }

        @Override public void close() throws Exception {
            udp.send("(bye)");
            udp.close();
        }
    }
}
