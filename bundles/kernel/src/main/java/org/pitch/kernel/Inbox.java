package org.pitch.kernel;

import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.atomic.AtomicLong;

import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.DatagramHandler;
import org.pitch.api.transport.Port;

/**
 * The bounded queue of received datagrams: the transport hands them over while the simulation
 * thread waits, the thread handles them when its wait returns. Receiving copies the payload; when
 * the queue is full the datagram is dropped and counted, so a flood can slow nobody but the
 * flooder's own replies.
 */
final class Inbox implements DatagramHandler {
    /** One received datagram. */
    record Datagram(Port port, ClientPort clientPort, InetSocketAddress from, byte[] payload) {}

    private final ArrayBlockingQueue<Datagram> queue;
    private final AtomicLong dropped = new AtomicLong();

    Inbox(int capacity) {
        this.queue = new ArrayBlockingQueue<>(capacity);
    }

    @Override
    public void received(Port port, ClientPort clientPort, InetSocketAddress from, ByteBuffer payload) {
        byte[] bytes = new byte[payload.remaining()];
        payload.get(bytes);
        if (!queue.offer(new Datagram(port, clientPort, from, bytes))) dropped.incrementAndGet();
    }

    /** The next datagram, or {@code null}. */
    Datagram poll() { return queue.poll(); }

    long dropped() { return dropped.get(); }
}
