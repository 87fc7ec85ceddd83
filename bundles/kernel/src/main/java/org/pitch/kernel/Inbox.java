package org.pitch.kernel;

import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;

import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.DatagramHandler;
import org.pitch.api.transport.Port;

/**
 * The bounded queue of received datagrams: the transport hands them over while the simulation
 * thread waits, the thread handles them when its wait returns. Receiving copies the payload; when
 * the queue is full the datagram is dropped and counted, so a flood can slow nobody but the
 * flooder's own replies. One thread fills and empties it (the simulation thread, inside and after
 * its waits), so it needs no lock; the drop count is read from others.
 */
final class Inbox implements DatagramHandler {
    /** One received datagram. */
    record Datagram(Port port, ClientPort clientPort, InetSocketAddress from, byte[] payload) {}

    private final ArrayDeque<Datagram> queue = new ArrayDeque<>();
    private final int capacity;
    private volatile long dropped;

    Inbox(int capacity) {
        this.capacity = capacity;
    }

    @Override
    public void received(Port port, ClientPort clientPort, InetSocketAddress from, ByteBuffer payload) {
        if (queue.size() >= capacity) {
            dropped++; // the one writer: no lost update
            return;
        }
        byte[] bytes = new byte[payload.remaining()];
        payload.get(bytes);
        queue.add(new Datagram(port, clientPort, from, bytes));
    }

    /** The next datagram, or {@code null}. */
    Datagram poll() { return queue.poll(); }

    long dropped() { return dropped; }
}
