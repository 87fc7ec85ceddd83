package org.pitch.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

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
 * Each protocol version range is a bundle: stopping one refuses exactly its versions, restarting
 * restores them; the online coach and trainer protocols are bundles of their own, a base and one
 * bundle per later version range.
 */
@ExtendWith({BundleContextExtension.class, ServiceExtension.class})
class ProtocolBundleTest {
    @InjectBundleContext
    BundleContext context;

    @Test
    void aVersionRangeComesAndGoesWithItsBundle(@InjectService(timeout = Wait.HANG_MS) Simulator simulator) throws Exception {
        Wait.until(simulator::running, Wait.HANG_MS, "kernel running");
        int port = simulator.binding().playerPort();
        Bundle v18 = null;
        for (Bundle b : context.getBundles()) if ("org.pitch.protocol.player.v18".equals(b.getSymbolicName())) v18 = b;
        assertTrue(v18 != null && v18.getState() == Bundle.ACTIVE);

        v18.stop();
        Wait.until(() -> !simulator.implementations().containsKey("protocol player v18-19"), Wait.HANG_MS, "v18-19 codec gone");
        assertEquals("(error no_more_player_or_goalie_or_illegal_client_version)", init(port, "(init Proto (version 19))"));
        assertTrue(init(port, "(init Proto (version 13))").startsWith("(init "), "other versions still connect");

        v18.start();
        Wait.until(() -> simulator.implementations().containsKey("protocol player v18-19"), Wait.HANG_MS, "v18-19 codec back");
        assertTrue(init(port, "(init Proto (version 19))").startsWith("(init "));
    }

    @Test
    void theCoachAndTrainerProtocolsComeAndGoWithTheirBundles(@InjectService(timeout = Wait.HANG_MS) Simulator simulator) throws Exception {
        Wait.until(simulator::running, Wait.HANG_MS, "kernel running");
        int players = simulator.binding().playerPort();
        int coaches = simulator.binding().onlineCoachPort();
        int trainers = simulator.binding().trainerPort();
        assertTrue(init(players, "(init Proto (version 19))").startsWith("(init "), "a team for the coach");
        // the base bundles and every version range's
        List<Bundle> coachAndTrainer = new ArrayList<>();
        for (Bundle b : context.getBundles()) {
            String name = b.getSymbolicName();
            if (name.startsWith("org.pitch.protocol.coach") || name.startsWith("org.pitch.protocol.trainer")) coachAndTrainer.add(b);
        }
        assertEquals(13, coachAndTrainer.size(), "2 base bundles, 4 trainer and 7 online coach ranges");

        for (Bundle b : coachAndTrainer) b.stop();
        Wait.until(() -> simulator.implementations().keySet().stream().noneMatch(k -> k.startsWith("protocol online coach")
                || k.startsWith("protocol trainer")), Wait.HANG_MS, "coach and trainer codecs gone");
        assertEquals("(error unknown_command)", init(coaches, "(init Proto (version 19))"), "no online coach protocol");
        // not in coach mode, the trainer's port refuses everyone whatever protocols are there
        assertEquals("(error connected_offline_coach_without_coach_mode)", init(trainers, "(init (version 19))"));
        assertTrue(init(players, "(init Proto (version 19))").startsWith("(init "), "players still connect");

        for (Bundle b : coachAndTrainer) b.start();
        Wait.until(() -> simulator.implementations().containsKey("protocol online coach v16-19")
                && simulator.implementations().containsKey("protocol trainer v14-19"), Wait.HANG_MS, "coach and trainer codecs back");
        assertTrue(init(coaches, "(init Proto (version 19))").matches("\\(init [lr] ok\\)"), "the online coach connects");
        assertEquals("(error connected_offline_coach_without_coach_mode)", init(trainers, "(init (version 19))"));
    }

    @Test
    void stoppingTheOnlineCoachBundlesOf14To19RefusesExactlyThoseVersions(@InjectService(timeout = Wait.HANG_MS) Simulator simulator) throws Exception {
        Wait.until(simulator::running, Wait.HANG_MS, "kernel running");
        int coaches = simulator.binding().onlineCoachPort();
        // "Team", which FrameworkTest and DashSwapTest join too: a match has two teams at most
        assertTrue(init(simulator.binding().playerPort(), "(init Team (version 19))").startsWith("(init "), "a team for the coach");
        Bundle v14 = bundle("org.pitch.protocol.coach.v14");
        Bundle v16 = bundle("org.pitch.protocol.coach.v16");

        v16.stop();
        v14.stop();
        Wait.until(() -> !simulator.implementations().containsKey("protocol online coach v14-15")
                && !simulator.implementations().containsKey("protocol online coach v16-19"), Wait.HANG_MS, "coach v14-19 codecs gone");
        for (int version : new int[] {14, 15, 16, 19}) {
            assertEquals("(error illegal_client_version)", init(coaches, "(init Team (version " + version + "))"), "v" + version);
        }
        assertTrue(simulator.implementations().containsKey("protocol online coach v13"), "v13 stays");
        assertTrue(init(coaches, "(init Team (version 13))").matches("\\(init [lr] ok\\)"), "a v13 coach still connects");

        v14.start();
        v16.start();
        Wait.until(() -> simulator.implementations().containsKey("protocol online coach v14-15")
                && simulator.implementations().containsKey("protocol online coach v16-19"), Wait.HANG_MS, "coach v14-19 codecs back");
    }

    private Bundle bundle(String symbolicName) {
        return Bundles.active(context, symbolicName);
    }

    private static String init(int port, String text) throws Exception {
        return UdpClient.greet(port, text);
    }
}
