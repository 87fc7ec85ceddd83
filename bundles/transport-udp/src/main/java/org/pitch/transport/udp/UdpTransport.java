package org.pitch.transport.udp;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.transport.Binding;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.DatagramHandler;
import org.pitch.api.transport.Port;
import org.pitch.api.transport.Transport;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;

/**
 * UDP on the caller's thread, as rcssserver's one loop does it: every well-known port and every
 * client has its own non-blocking socket, all on one selector; {@link #await} reads what came and
 * hands it to the kernel's handler, {@link #flush()} sends what the simulation wrote. No thread of
 * the transport's own: handing sends to an I/O thread and being woken by it per datagram cost 1.2 ms
 * at the 99th percentile of a real-time cycle's send, and a third of the CPU in synch mode, on a
 * 2-core machine (docs/performance.md).
 *
 * <p>Messages are written into one buffer kept from flush to flush (no allocation per message;
 * Netty's {@link ByteBuf} only as the writing API). Datagrams up to {@value #MAX_DATAGRAM} bytes are
 * received whole (rcssserver crashes on more than 8 KB; here a larger one is simply delivered and
 * answered).
 *
 * <p>Socket operations run with the thread's interrupt flag set aside: a {@link DatagramChannel}
 * closes itself when used by an interrupted thread, and the kernel is interrupted to stop, after
 * which its last messages must still leave.
 */
@Component(service = Transport.class, property = "pitch.transport.name=udp")
public final class UdpTransport implements Transport {
    private static final Logger LOG = System.getLogger("org.pitch.transport.udp");
    /** The largest UDP payload over IPv4. */
    static final int MAX_DATAGRAM = 65_507;
    /** What the send buffer starts with; it grows as a cycle's messages need (about 16 KB with 22 players). */
    private static final int SEND_BUFFER_BYTES = 32 * 1024;
    /**
     * Datagrams read from one socket per {@link #await}: a client flooding its port cannot keep the
     * caller reading; the rest waits in the socket for the next call.
     */
    private static final int READS_PER_SOCKET = 64;
    private static final long NANOS_PER_MS = 1_000_000L;

    private Selector selector;
    private final Map<Port, DatagramChannel> wellKnown = new EnumMap<>(Port.class);
    private final List<Outgoing> pending = new ArrayList<>();
    private final byte[] scratch = new byte[64];
    /** Where each datagram is read into; handlers copy what they keep. */
    private final ByteBuffer received = ByteBuffer.allocateDirect(MAX_DATAGRAM);
    /** The messages of the coming flush, written one after another. Simulation thread only. */
    private final ByteBuf sendBuffer = Unpooled.directBuffer(SEND_BUFFER_BYTES);
    /** A view of {@link #sendBuffer}'s memory to send from; renewed when the buffer grows. */
    private ByteBuffer sendView;
    /** The message writing into the send buffer now: one at a time; another open meanwhile gets a buffer of its own. */
    private Message bufferWriter;
    private DatagramHandler handler;
    private String host;
    private long sendFailures;

    /** What a socket is: a well-known port, or a client's port (then {@code client} is set). */
    private record Endpoint(Port port, UdpClientPort client) {}

    /**
     * A message queued for the next flush: its own buffer, or (content {@code null}) {@code length}
     * bytes of the send buffer from {@code from}.
     */
    record Outgoing(DatagramChannel socket, ByteBuf content, int from, int length, InetSocketAddress to) {}

    @Override
    public synchronized Binding open(Binding requested, DatagramHandler handler) throws IOException {
        if (selector != null) throw new IllegalStateException("already open");
        selector = Selector.open();
        this.handler = handler;
        this.host = requested.host();
        int[] bound = new int[Port.values().length];
        try {
            for (Port p : Port.values()) {
                DatagramChannel ch = bind(new InetSocketAddress(host, requested.port(p)), new Endpoint(p, null));
                wellKnown.put(p, ch);
                bound[p.ordinal()] = ch.socket().getLocalPort();
            }
        } catch (IOException e) {
            close();
            throw e;
        }
        LOG.log(Level.INFO, "listening on udp " + host + " ports " + bound[0] + " (players, monitors), "
                + bound[1] + " (trainer), " + bound[2] + " (online coach)");
        return new Binding(host, bound[Port.PLAYER.ordinal()], bound[Port.TRAINER.ordinal()], bound[Port.ONLINE_COACH.ordinal()]);
    }

    @Override
    public MessageOut replyFrom(Port port, InetSocketAddress to) {
        return new Message(this, wellKnown.get(port), to, null);
    }

    @Override
    public ClientPort openClientPort(InetSocketAddress client) throws IOException {
        UdpClientPort cp = new UdpClientPort(this, client);
        cp.socket(bind(new InetSocketAddress(host, 0), new Endpoint(Port.PLAYER, cp)));
        return cp;
    }

    @Override
    public void await(long nanos) {
        Selector sel = selector;
        if (sel == null) return;
        boolean interrupted = Thread.interrupted();
        try {
            if (interrupted) return;
            long ms = Math.max(0, nanos / NANOS_PER_MS);
            int ready = ms > 0 ? sel.select(ms) : sel.selectNow();
            if (ready > 0) {
                readReady(sel);
            } else if (ms == 0 && nanos > 0) {
                LockSupport.parkNanos(this, nanos); // under a millisecond, which select cannot time
            }
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "udp: waiting for datagrams failed", e);
            if (nanos > 0) LockSupport.parkNanos(this, nanos); // never a busy loop, whatever the selector does
        } finally {
            if (interrupted || Thread.interrupted()) Thread.currentThread().interrupt();
        }
    }

    private void readReady(Selector sel) {
        for (SelectionKey key : sel.selectedKeys()) {
            if (!key.isValid()) continue;
            DatagramChannel ch = (DatagramChannel) key.channel();
            Endpoint at = (Endpoint) key.attachment();
            for (int i = 0; i < READS_PER_SOCKET; i++) {
                InetSocketAddress from;
                received.clear();
                try {
                    from = (InetSocketAddress) ch.receive(received);
                } catch (IOException | RuntimeException e) {
                    // an ICMP port-unreachable from a client that went away, or similar: the port stays open
                    LOG.log(Level.DEBUG, "udp " + ch.socket().getLocalSocketAddress() + ": " + e);
                    break;
                }
                if (from == null) break;
                received.flip();
                deliver(at, from, received);
            }
        }
        sel.selectedKeys().clear();
    }

    /** Hands one datagram to the kernel; drops one a client port received from a stranger. */
    private void deliver(Endpoint at, InetSocketAddress from, ByteBuffer payload) {
        UdpClientPort client = at.client();
        if (client != null) {
            if (!client.client().equals(from)) return; // no hijacking another player's port
            payload = client.incoming(payload);
            if (payload == null) return; // not a zlib stream while compression is on: rcssserver drops it too
        }
        handler.received(at.port(), client, from, payload);
    }

    /** Sends what was queued since the last flush, on the calling (simulation) thread, in order. */
    @Override
    public void flush() {
        if (bufferWriter != null) bufferWriter.detach(); // unfinished: it goes on in a buffer of its own
        bufferWriter = null;
        if (pending.isEmpty()) return;
        boolean interrupted = Thread.interrupted();
        try {
            for (int i = 0, n = pending.size(); i < n; i++) {
                Outgoing o = pending.get(i);
                if (o.content() != null) {
                    send(o.socket(), o.content().nioBuffer(), o.to());
                    o.content().release();
                } else {
                    ByteBuffer view = sendView();
                    view.limit(o.from() + o.length()).position(o.from());
                    send(o.socket(), view, o.to());
                }
            }
        } finally {
            pending.clear();
            sendBuffer.clear();
            if (interrupted) Thread.currentThread().interrupt();
        }
    }

    /**
     * One datagram, without blocking: a full socket buffer or a closed port loses this datagram
     * (as a full network would), counted and logged once in a while, never thrown at the caller.
     */
    private void send(DatagramChannel socket, ByteBuffer datagram, InetSocketAddress to) {
        try {
            if (socket.send(datagram, to) > 0 || !datagram.hasRemaining()) return;
            sendFailed(to, "socket buffer full");
        } catch (IOException | RuntimeException e) {
            sendFailed(to, e.toString());
        }
    }

    private void sendFailed(InetSocketAddress to, String why) {
        sendFailures++;
        if (sendFailures == 1 || sendFailures % 1000 == 0) {
            LOG.log(Level.DEBUG, "udp send to " + to + " failed (" + sendFailures + " so far): " + why);
        }
    }

    private ByteBuffer sendView() {
        if (sendView == null || sendView.capacity() != sendBuffer.capacity()) {
            sendView = sendBuffer.nioBuffer(0, sendBuffer.capacity()); // shares the buffer's memory
        }
        return sendView;
    }

    @Override
    @Deactivate
    public synchronized void close() {
        Selector sel = selector;
        if (sel == null) return;
        flush();
        for (SelectionKey key : sel.keys()) closeQuietly(key.channel());
        for (DatagramChannel ch : wellKnown.values()) closeQuietly(ch);
        wellKnown.clear();
        closeQuietly(sel);
        selector = null;
    }

    private static void closeQuietly(java.io.Closeable c) {
        try {
            c.close();
        } catch (IOException e) {
            LOG.log(Level.DEBUG, "udp: closing " + c + ": " + e);
        }
    }

    /** Queues one finished message in a buffer of its own; called on the simulation thread. */
    void enqueue(DatagramChannel socket, ByteBuf content, InetSocketAddress to) {
        pending.add(new Outgoing(socket, content, 0, content.readableBytes(), to));
    }

    /** Queues one finished message written into the send buffer; called on the simulation thread. */
    void enqueueShared(Message writer, DatagramChannel socket, int from, int length, InetSocketAddress to) {
        pending.add(new Outgoing(socket, null, from, length, to));
        if (bufferWriter == writer) bufferWriter = null;
    }

    /** The send buffer for {@code writer} to write into, or {@code null} while another message writes there. */
    ByteBuf sharedBufferFor(Message writer) {
        if (bufferWriter != null) return null;
        bufferWriter = writer;
        return sendBuffer;
    }

    ByteBuf buffer() { return Unpooled.buffer(512); }

    /** Formatting space for numbers; the simulation thread is the only writer. */
    byte[] scratch() { return scratch; }

    private DatagramChannel bind(InetSocketAddress at, Endpoint endpoint) throws IOException {
        DatagramChannel ch = DatagramChannel.open();
        try {
            ch.setOption(StandardSocketOptions.SO_RCVBUF, 1 << 20);
            ch.setOption(StandardSocketOptions.SO_SNDBUF, 1 << 20);
            ch.bind(at);
            ch.configureBlocking(false);
            ch.register(selector, SelectionKey.OP_READ, endpoint);
            return ch;
        } catch (IOException | RuntimeException e) {
            closeQuietly(ch);
            throw new IOException(e.getMessage() + " (" + at + ")", e);
        }
    }
}
