package org.pitch.sessions;

import org.pitch.kernel.SynchBarrier;
import org.pitch.kernel.ModelSet;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.world.Player;

/**
 * Who is connected as a player: each session by its own port and by its address, in the order
 * they joined. In synch mode a session joins the barrier with its connection and leaves it with
 * it. Simulation thread only.
 */
final class PlayerRoster {
    private final Map<ClientPort, PlayerSession> byPort = new HashMap<>();
    private final Map<InetSocketAddress, PlayerSession> byAddress = new HashMap<>();
    private final List<PlayerSession> sessions = new ArrayList<>();
    private final List<PlayerSession> view = Collections.unmodifiableList(sessions);
    private final SynchBarrier barrier;
    private final boolean synchMode;

    PlayerRoster(SynchBarrier barrier, boolean synchMode) {
        this.barrier = barrier;
        this.synchMode = synchMode;
    }

    /** The connected sessions in the order they joined (a live, read-only view). */
    List<PlayerSession> sessions() { return view; }

    int size() { return sessions.size(); }

    /** The session talking on {@code port}, or null. */
    PlayerSession onPort(ClientPort port) { return byPort.get(port); }

    /** The session of the client at {@code address}, or null. */
    PlayerSession at(InetSocketAddress address) { return byAddress.get(address); }

    /** The session playing {@code p}, or null when nobody does (a disconnected or discarded player). */
    PlayerSession of(Player p) {
        for (int i = 0, n = sessions.size(); i < n; i++) if (sessions.get(i).player == p) return sessions.get(i);
        return null;
    }

    PlayerSession attach(ClientPort port, double version, Player p, PlayerCodec codec, ModelSet models) {
        PlayerSession s = new PlayerSession(port, version, p, codec, models);
        // rcssserver's player audio before protocol 8 hears everything at once and has no attention
        p.attends(!codec.hearsAtOnce(version));
        byPort.put(port, s);
        byAddress.put(port.client(), s);
        sessions.add(s);
        if (synchMode) barrier.join(s);
        return s;
    }

    /** Closes the session's port; the player stays in the match (a reconnect may take it over). */
    void detach(PlayerSession s) {
        byPort.remove(s.port);
        byAddress.remove(s.port.client(), s);
        sessions.remove(s);
        barrier.leave(s);
        s.port.close();
    }
}
