package org.pitch.replay;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.atomic.AtomicLong;

import org.pitch.api.protocol.ConnectError;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.DatagramHandler;
import org.pitch.api.transport.Port;
import org.pitch.api.transport.Transport;
import org.pitch.monitors.MonitorServer;

/**
 * What comes to the replay's ports: copied off the transport's thread into a queue, then, on the
 * replay's thread, handed to the monitors, or refused: a replay has no place for a team, and no
 * trainer or coach.
 */
final class ReplayInbox implements DatagramHandler {
    private static final Logger LOG = System.getLogger("org.pitch.replay");
    private static final int CAPACITY = 1024;

    /** One received datagram, copied off the transport's thread. */
    private record Datagram(Port port, ClientPort clientPort, InetSocketAddress from, byte[] payload) {}

    private final ArrayBlockingQueue<Datagram> queue = new ArrayBlockingQueue<>(CAPACITY);
    private final AtomicLong dropped = new AtomicLong();
    private final Transport transport;
    private final Iterable<GreetingParser> parsers;
    private final MonitorServer monitors;

    ReplayInbox(Transport transport, Iterable<GreetingParser> parsers, MonitorServer monitors) {
        this.transport = transport;
        this.parsers = parsers;
        this.monitors = monitors;
    }

    /** Called while the replay's thread awaits the transport: copy and hand over. */
    @Override
    public void received(Port port, ClientPort clientPort, InetSocketAddress from, ByteBuffer payload) {
        byte[] bytes = new byte[payload.remaining()];
        payload.get(bytes);
        if (!queue.offer(new Datagram(port, clientPort, from, bytes))) dropped.incrementAndGet();
    }

    /** Datagrams dropped because the replay's thread fell behind. */
    long dropped() { return dropped.get(); }

    /** Every datagram received so far, on the replay's thread. */
    void handleAll() {
        for (Datagram d = queue.poll(); d != null; d = queue.poll()) handle(d);
    }

    private void handle(Datagram d) {
        try {
            if (d.payload().length == 0) return; // rcssserver is silent for an empty datagram
            if (d.clientPort() != null) {
                monitors.fromOwnPort(d.clientPort(), d.payload());
                return;
            }
            if (d.port() != Port.PLAYER) return; // no trainer, no coach in a replay
            if (!monitors.fromInitPort(d.from(), d.payload())) greeting(d);
        } catch (RuntimeException e) {
            // one bad datagram must cost nothing else
            LOG.log(Level.ERROR, "handling a datagram from " + d.from() + " failed", e);
        }
    }

    /** A greeting: a monitor's is served; a player's is refused. */
    private void greeting(Datagram d) {
        Greeting g = null;
        for (GreetingParser p : parsers) {
            g = p.parse(Port.PLAYER, d.payload(), d.payload().length);
            if (g != null) break;
        }
        if (g == null) refuse(d, ConnectError.UNKNOWN_COMMAND.text());
        else if (g instanceof Greeting.Refused r) refuse(d, ConnectError.text(r.errorToken()));
        else if (g instanceof Greeting.MonitorInit init) monitors.connect(d.port(), d.from(), init.version());
        else refuse(d, ConnectError.NO_MORE_TEAM.text());
    }

    private void refuse(Datagram d, String error) {
        transport.replyFrom(d.port(), d.from()).text(error).send();
    }
}
