package org.pitch.transport.udp;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.transport.Binding;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.DatagramHandler;
import org.pitch.api.transport.Port;
import org.pitch.api.transport.Transport;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;

import io.netty.bootstrap.Bootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOption;
import io.netty.channel.FixedRecvByteBufAllocator;
import io.netty.channel.IoHandlerFactory;
import io.netty.channel.ManualIoEventLoop;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.DatagramPacket;
import io.netty.channel.socket.SocketProtocolFamily;
import io.netty.channel.socket.nio.NioDatagramChannel;
import io.netty.util.concurrent.FastThreadLocalThread;

/**
 * UDP with Netty, on the caller's thread, as rcssserver's one loop does it: every well-known port
 * and every client has its own datagram channel, all on one Netty {@link ManualIoEventLoop} that
 * the thread which {@linkplain #open opened} the transport drives itself. {@link #await} runs the
 * loop (datagrams go to the kernel's handler as they are read); {@link #flush()} writes the queued
 * messages and flushes each channel, which on the owning thread sends at once. No thread of the
 * transport's own: handing sends to an I/O thread and being woken by it per datagram cost 1.2 ms at
 * the 99th percentile of a real-time cycle's send, and a third of the CPU in synch mode, on a
 * 2-core machine (docs/performance.md). With native epoll, waits are timed to the microsecond and
 * a channel's datagrams of one flush leave in one {@code sendmmsg}; NIO serves otherwise.
 *
 * <p>Datagrams up to {@value #MAX_DATAGRAM} bytes are received whole (rcssserver crashes on more
 * than 8 KB; here a larger one is simply delivered and answered).
 *
 * <p>The loop runs with the thread's interrupt flag set aside: an NIO channel closes itself when
 * used by an interrupted thread, and the kernel is interrupted to stop, after which its last
 * messages must still leave.
 */
@Component(service = Transport.class, property = "pitch.transport.name=udp")
public final class UdpTransport implements Transport {
    private static final Logger LOG = System.getLogger("org.pitch.transport.udp");
    /** The largest UDP payload over IPv4. */
    static final int MAX_DATAGRAM = 65_507;
    /** What the send buffer starts with; it grows as a cycle's messages need (about 16 KB with 22 players). */
    private static final int SEND_BUFFER_BYTES = 32 * 1024;
    /**
     * The transports' own pool of direct buffers: one arena of 1 MB chunks (8 KB pages, order 7),
     * with a cache for every thread that uses it. Netty's default pool gives a thread that is not
     * one of Netty's own no arena when its caches are off for other threads (4.2), so each 64 KB
     * receive buffer was a fresh, zeroed {@code allocateDirect}: 5 % of a synch-mode cycle.
     */
    static final PooledByteBufAllocator ALLOCATOR = new PooledByteBufAllocator(true, 0, 1, 8192, 7, 256, 64, true);

    private final boolean epoll;
    private ManualIoEventLoop loop;
    private final Map<Port, Channel> wellKnown = new EnumMap<>(Port.class);
    /** The messages of the coming flush: the first {@code queued} entries, reused from flush to flush. */
    private final List<Outgoing> pending = new ArrayList<>();
    private int queued;
    /** The channels of a flush in the order of their first message: each sends its datagrams at once. */
    private final List<Channel> flushOrder = new ArrayList<>();
    private final byte[] scratch = new byte[64];
    /**
     * The messages of the coming flush, written one after another into one buffer, reused from
     * flush to flush; the datagrams are slices of it. Owning thread only.
     */
    private ByteBuf sendBuffer;
    /** The message writing into the send buffer now: one at a time; another open meanwhile gets a buffer of its own. */
    private Message bufferWriter;
    private DatagramHandler handler;
    private String host;

    /**
     * A message queued for the next flush: its own buffer, or (content {@code null}) {@code length}
     * bytes of the send buffer from {@code from}.
     */
    static final class Outgoing {
        Channel channel;
        ByteBuf content;
        int from, length;
        InetSocketAddress to;

        void set(Channel channel, ByteBuf content, int from, int length, InetSocketAddress to) {
            this.channel = channel;
            this.content = content;
            this.from = from;
            this.length = length;
            this.to = to;
        }
    }

    public UdpTransport() {
        epoll = EpollSupport.available();
    }

    /** "epoll" or "nio": which Netty transport carries the datagrams. */
    public String flavour() { return epoll ? "epoll" : "nio"; }

    /** Binds the ports; the calling thread owns the transport from now on: it awaits, flushes and closes. */
    @Override
    public synchronized Binding open(Binding requested, DatagramHandler handler) throws IOException {
        if (loop != null) throw new IllegalStateException("already open");
        IoHandlerFactory ioHandlers = epoll ? EpollSupport.ioHandlers() : NioIoHandler.newFactory();
        loop = new ManualIoEventLoop(Thread.currentThread(), ioHandlers);
        this.handler = handler;
        this.host = requested.host();
        int[] bound = new int[Port.values().length];
        try {
            for (Port p : Port.values()) {
                Channel ch = bind(new InetSocketAddress(host, requested.port(p)), p, null, null);
                wellKnown.put(p, ch);
                bound[p.ordinal()] = ((InetSocketAddress) ch.localAddress()).getPort();
            }
        } catch (IOException e) {
            close();
            throw e;
        }
        // the pool's first chunk now, not under the first datagram: creating it also loads Netty's
        // allocation events and the JFR classes behind them, some 40 ms on a cold JVM
        ALLOCATOR.directBuffer(MAX_DATAGRAM).release();
        LOG.log(Level.INFO, "listening on udp " + host + " ports " + bound[0] + " (players, monitors), "
                + bound[1] + " (trainer), " + bound[2] + " (online coach) via " + flavour());
        return new Binding(host, bound[Port.PLAYER.ordinal()], bound[Port.TRAINER.ordinal()], bound[Port.ONLINE_COACH.ordinal()]);
    }

    @Override
    public MessageOut replyFrom(Port port, InetSocketAddress to) {
        return new Message(this, wellKnown.get(port), to, null);
    }

    @Override
    public ClientPort openClientPort(InetSocketAddress client) throws IOException {
        UdpClientPort cp = new UdpClientPort(this, client);
        InetSocketAddress local = new InetSocketAddress(host, 0);
        InetAddress bindAddress = local.getAddress();
        // an IPv4 client's own port is an IPv4 socket where the bind address allows one (see newChannel)
        boolean ipv4 = client.getAddress() instanceof Inet4Address
                && (bindAddress instanceof Inet4Address || bindAddress != null && bindAddress.isAnyLocalAddress());
        if (ipv4 && !(bindAddress instanceof Inet4Address)) local = new InetSocketAddress("0.0.0.0", 0);
        Channel ch = bind(local, Port.PLAYER, cp, ipv4 ? SocketProtocolFamily.INET : null);
        cp.channel(ch);
        connect(ch, client);
        return cp;
    }

    /**
     * A Netty {@link FastThreadLocalThread}: Netty 4.2's recyclers pool only for threads that clean
     * up their fast thread-locals, so on a plain thread every datagram written cost a new outbound
     * entry and a new slice of the send buffer (29 KB a cycle with 22 players in real time, 98 % of
     * what the simulation thread allocated; a young collection every ~14 s, each one a period
     * late by 0.6–2.6 ms). The thread clears those thread-locals when it ends.
     */
    @Override
    public Thread newOwnerThread(Runnable run, String name) {
        return new FastThreadLocalThread(run, name);
    }

    @Override
    public void await(long nanos) {
        ManualIoEventLoop l = loop;
        if (l == null) return;
        boolean interrupted = Thread.interrupted();
        try {
            if (interrupted) return;
            if (nanos > 0) l.run(nanos);
            else l.runNow();
        } finally {
            if (interrupted || Thread.interrupted()) Thread.currentThread().interrupt();
        }
    }

    @Override
    public void wakeup() {
        ManualIoEventLoop l = loop;
        if (l != null) l.wakeup();
    }

    /** Sends what was queued since the last flush, in order; on the owning thread the datagrams leave now. */
    @Override
    public void flush() {
        if (bufferWriter != null) bufferWriter.detach(); // unfinished: it goes on in a buffer of its own
        bufferWriter = null;
        if (queued == 0) return;
        boolean interrupted = Thread.interrupted();
        try {
            for (int i = 0; i < queued; i++) {
                Outgoing o = pending.get(i);
                ByteBuf content = o.content != null ? o.content : sendBuffer.retainedSlice(o.from, o.length);
                if (!o.channel.isActive()) {
                    content.release();
                    continue;
                }
                // a client's own port is connected to it: the datagram goes without an address
                Object datagram = o.channel.remoteAddress() != null ? content : new DatagramPacket(content, o.to);
                o.channel.write(datagram, o.channel.voidPromise());
                // each channel's datagrams leave together, the channels in the order of their last
                // datagram: in synch mode that is the order of the (think)s, which the kernel sends
                // in rcssserver's slot order after the senses it sends in a shuffled order
                flushOrder.remove(o.channel);
                flushOrder.add(o.channel);
            }
            for (int i = 0, n = flushOrder.size(); i < n; i++) flushOrder.get(i).flush();
        } finally {
            for (int i = 0; i < queued; i++) pending.get(i).set(null, null, 0, 0, null); // nothing kept alive
            queued = 0;
            flushOrder.clear();
            recycleSendBuffer();
            if (interrupted) Thread.currentThread().interrupt();
        }
    }

    /**
     * The send buffer is written again from its start once every datagram sliced from it left; a
     * socket that was full keeps its slices until it can send, and the next flush takes a new buffer.
     */
    private void recycleSendBuffer() {
        if (sendBuffer == null) return;
        if (sendBuffer.refCnt() == 1) {
            sendBuffer.clear();
        } else {
            sendBuffer.release();
            sendBuffer = null;
        }
    }

    @Override
    @Deactivate
    public synchronized void close() {
        ManualIoEventLoop l = loop;
        if (l == null) return;
        if (!l.inEventLoop()) {
            // only the owning thread can run the loop; the kernel closes it there when it stops
            LOG.log(Level.WARNING, "udp: close() on " + Thread.currentThread().getName() + ", not the thread that opened the transport; its ports close with that thread's close()");
            return;
        }
        boolean interrupted = Thread.interrupted();
        try {
            flush();
            for (Channel ch : wellKnown.values()) ch.close();
            wellKnown.clear();
            l.shutdownGracefully(0, 0, TimeUnit.MILLISECONDS); // closes every client channel too
            long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
            while (!l.isTerminated() && System.nanoTime() < giveUp) l.runNow();
            if (sendBuffer != null) sendBuffer.release();
            sendBuffer = null;
            loop = null;
        } finally {
            if (interrupted) Thread.currentThread().interrupt();
        }
    }

    private Outgoing nextOutgoing() {
        if (queued == pending.size()) pending.add(new Outgoing());
        return pending.get(queued++);
    }

    /** Queues one finished message in a buffer of its own; owning thread. */
    void enqueue(Channel channel, ByteBuf content, InetSocketAddress to) {
        nextOutgoing().set(channel, content, 0, content.readableBytes(), to);
    }

    /** Queues one finished message written into the send buffer; owning thread. */
    void enqueueShared(Message writer, Channel channel, int from, int length, InetSocketAddress to) {
        nextOutgoing().set(channel, null, from, length, to);
        if (bufferWriter == writer) bufferWriter = null;
    }

    /** The send buffer for {@code writer} to write into, or {@code null} while another message writes there. */
    ByteBuf sharedBufferFor(Message writer) {
        if (bufferWriter != null) return null;
        if (sendBuffer == null) sendBuffer = ALLOCATOR.directBuffer(SEND_BUFFER_BYTES);
        bufferWriter = writer;
        return sendBuffer;
    }

    ByteBuf buffer() { return ALLOCATOR.directBuffer(512); }

    /** Formatting space for numbers; the owning thread is the only writer. */
    byte[] scratch() { return scratch; }

    /**
     * Connects a client's port to the client, as rcssserver's per-client sockets are: the kernel
     * then delivers that client's datagrams only, and sends to it without a route lookup each.
     * A client that goes away makes its port see "connection refused"; the port stays open (a
     * player may come back to the same address), as rcssserver keeps such a socket.
     */
    private void connect(Channel ch, InetSocketAddress client) throws IOException {
        boolean interrupted = Thread.interrupted();
        try {
            ChannelFuture connected = ch.connect(client);
            while (!connected.isDone()) loop.runNow();
            if (!connected.isSuccess()) {
                ch.close();
                Throwable cause = connected.cause();
                throw new IOException(cause.getMessage() + " (connecting to " + client + ")", cause);
            }
        } finally {
            if (interrupted) Thread.currentThread().interrupt();
        }
    }

    /**
     * A datagram channel of the family, or ({@code null}) Netty's default: a dual-stack IPv6 socket
     * where the machine has IPv6, which the well-known ports keep so that IPv6 clients can greet.
     * A client's own port is an IPv4 socket for an IPv4 client, as rcssserver's: Linux sends each
     * datagram of a dual-stack socket to a v4-mapped address as if unconnected, with a route lookup
     * every datagram (some 5 % of a synch-mode cycle with 22 players).
     */
    private Channel newChannel(SocketProtocolFamily family) {
        if (family == null) return epoll ? EpollSupport.newChannel() : new NioDatagramChannel();
        return epoll ? EpollSupport.newChannel(family) : new NioDatagramChannel(family);
    }

    /** Binds a channel on the loop, running the loop until the bind is done. */
    private Channel bind(InetSocketAddress at, Port port, UdpClientPort clientPort, SocketProtocolFamily family) throws IOException {
        Bootstrap b = new Bootstrap()
                .group(loop)
                .channelFactory(() -> newChannel(family))
                // a pool, not Netty 4.2's adaptive default: one thread, one arena, a few MB
                .option(ChannelOption.ALLOCATOR, ALLOCATOR)
                .option(ChannelOption.RCVBUF_ALLOCATOR, new FixedRecvByteBufAllocator(MAX_DATAGRAM))
                .option(ChannelOption.SO_RCVBUF, 1 << 20)
                .option(ChannelOption.SO_SNDBUF, 1 << 20)
                .handler(new Receiver(port, clientPort));
        boolean interrupted = Thread.interrupted();
        try {
            ChannelFuture bound = b.bind(at);
            while (!bound.isDone()) loop.runNow();
            if (!bound.isSuccess()) {
                Throwable cause = bound.cause();
                throw new IOException(cause.getMessage() + " (" + at + ")", cause);
            }
            return bound.channel();
        } finally {
            if (interrupted) Thread.currentThread().interrupt();
        }
    }

    /** Hands every datagram to the kernel; drops those a client port receives from a stranger. */
    private final class Receiver extends SimpleChannelInboundHandler<DatagramPacket> {
        private final Port port;
        private final UdpClientPort clientPort;

        Receiver(Port port, UdpClientPort clientPort) {
            this.port = port;
            this.clientPort = clientPort;
        }

        @Override
        protected void channelRead0(ChannelHandlerContext ctx, DatagramPacket packet) {
            InetSocketAddress from = packet.sender();
            if (clientPort != null && !clientPort.client().equals(from)) return; // no hijacking another player's port
            // the buffer's own NIO view, which Netty's read made already: no new view per datagram;
            // the handler reads it before this returns
            ByteBuf content = packet.content();
            java.nio.ByteBuffer payload = content.internalNioBuffer(content.readerIndex(), content.readableBytes());
            if (clientPort != null) {
                payload = clientPort.incoming(payload);
                if (payload == null) return; // not a zlib stream while compression is on: rcssserver drops it too
            }
            handler.received(port, clientPort, from, payload);
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            // an ICMP port-unreachable from a client that went away, or similar: the port stays open
            LOG.log(Level.DEBUG, "udp " + ctx.channel().localAddress() + ": " + cause);
        }
    }
}
