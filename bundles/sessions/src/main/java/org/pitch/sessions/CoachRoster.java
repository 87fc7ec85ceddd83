package org.pitch.sessions;

import org.pitch.kernel.SynchBarrier;
import org.pitch.kernel.Simulation;
import java.net.InetSocketAddress;
import java.util.HashMap;
import java.util.Map;

import org.pitch.api.transport.ClientPort;
import org.pitch.api.world.Side;

/**
 * Who is connected as trainer and as each side's online coach, by port and by address. A
 * session that leaves leaves the synch barrier and closes its port. Simulation thread only.
 */
final class CoachRoster {
    private final SynchBarrier barrier;
    private CoachSession trainer;
    /** Each side's online coach, by side ordinal (left, right). */
    private final CoachSession[] coaches = new CoachSession[2];
    private final Map<ClientPort, CoachSession> byPort = new HashMap<>();
    private final Map<InetSocketAddress, CoachSession> byAddress = new HashMap<>();

    CoachRoster(SynchBarrier barrier) { this.barrier = barrier; }

    CoachSession trainer() { return trainer; }

    /** The online coach of a side (by ordinal: 0 left, 1 right), or null. */
    CoachSession coach(int sideOrdinal) { return coaches[sideOrdinal]; }

    CoachSession coach(Side side) { return coaches[side.ordinal()]; }

    /** Whether any trainer or coach is connected (nothing to do per cycle otherwise). */
    boolean anyone() { return trainer != null || coaches[0] != null || coaches[1] != null; }

    /** How many online coaches are connected: 0, 1 or 2. */
    int onlineCoaches() { return (coaches[0] != null ? 1 : 0) + (coaches[1] != null ? 1 : 0); }

    CoachSession onPort(ClientPort port) { return byPort.get(port); }

    CoachSession at(InetSocketAddress address) { return byAddress.get(address); }

    /** A new trainer, or a side's online coach. */
    CoachSession attach(CoachSession s) {
        byPort.put(s.port, s);
        byAddress.put(s.port.client(), s);
        if (s.trainer()) trainer = s;
        else coaches[s.side.ordinal()] = s;
        return s;
    }

    void detach(CoachSession s) {
        byPort.remove(s.port);
        byAddress.remove(s.port.client(), s);
        barrier.leave(s);
        s.port.close();
        if (s == trainer) trainer = null;
        else if (!s.trainer() && coaches[s.side.ordinal()] == s) coaches[s.side.ordinal()] = null;
    }
}
