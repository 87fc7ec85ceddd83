package org.pitch.embedded;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;

/**
 * Synch mode, several players brought to wait at one and the same cycle's {@code (think)}: the
 * first connected and read its (think), so the server waits for it alone; the others connected
 * after that, so they are waited for from the next cycle on and get their first (think) there.
 */
final class Lockstep {
    private Lockstep() {}

    /** A server in synch mode on free loopback ports, seeded, no logs, plus {@code more} options. */
    static Kernel synchServer(int seed, String... more) throws Exception {
        List<String> args = new ArrayList<>(List.of("server::synch_mode=true", "server::port=0", "server::coach_port=0",
                "server::olcoach_port=0", "pitch.bind=127.0.0.1", "pitch.synch_timeout_ms=20000", "pitch.seed=" + seed,
                "server::game_logging=false", "server::text_logging=false"));
        args.addAll(List.of(more));
        return Pitch.builder().args(args.toArray(String[]::new)).build().start();
    }

    /** {@code first} says (done); then every player reads up to the next cycle's (think), which the server waits at for all. */
    static void allAtOneThink(UdpClient first, List<UdpClient> joinedAfter) throws IOException {
        first.send("(done)");
        first.receiveUntil("(think)");
        for (UdpClient c : joinedAfter) c.receiveUntil("(think)");
    }
}
