package org.pitch.embedded;

import java.io.IOException;
import java.util.List;

import org.pitch.testkit.clients.UdpClient;

/**
 * Synch mode, several players brought to wait at one and the same cycle's {@code (think)}: the
 * first connected and read its (think), so the server waits for it alone; the others connected
 * after that, so they are waited for from the next cycle on and get their first (think) there.
 */
final class Lockstep {
    private Lockstep() {}

    /** {@code first} says (done); then every player reads up to the next cycle's (think), which the server waits at for all. */
    static void allAtOneThink(UdpClient first, List<UdpClient> joinedAfter) throws IOException {
        first.send("(done)");
        first.receiveUntil("(think)");
        for (UdpClient c : joinedAfter) c.receiveUntil("(think)");
    }
}
