package org.pitch.transport.udp;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadFactory;
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
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.FixedRecvByteBufAllocator;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.DatagramPacket;
import io.netty.channel.socket.nio.NioDatagramChannel;
import io.netty.util.concurrent.DefaultThreadFactory;

/**
 * UDP with Netty. Each well-known port and each client has its own datagram channel on one event
 * loop thread. Received datagrams go straight to the kernel's handler. Messages the simulation
 * writes are collected on the simulation thread and handed to the event loop in one task per
 * {@link #flush()}, where they are written and flushed per channel, so the kernel pays one
 * cross-thread hand-off per cycle, not one per datagram.
 *
 * <p>Datagrams up to {@value #MAX_DATAGRAM} bytes are received whole (rcssserver crashes on more
 * than 8 KB; here a larger one is simply delivered and answered).
 */
@Component(service = Transport.class, property = "pitch.transport.name=udp")
public final class NettyUdpTransport implements Transport {
    private static final Logger LOG = System.getLogger("org.pitch.transport.udp");
    /** The largest UDP payload over IPv4. */
    static final int MAX_DATAGRAM = 65_507;

    private final boolean epoll;
    private final Class<? extends Channel> channelType;
    private EventLoopGroup group;
    private final Map<Port, Channel> wellKnown = new EnumMap<>(Port.class);
    private final List<Outgoing> pending = new ArrayList<>();
    private final byte[] scratch = new byte[64];
    /**
     * The messages of the coming flush, written one after another into one buffer: one
     * allocation and one release per flush instead of one per datagram (a pooled buffer freed on
     * another thread than the one that took it is the allocator's slow path). Simulation thread only.
     */
    private ByteBuf slab;
    /** The message writing into the slab now: one at a time; another open meanwhile gets a buffer of its own. */
    private Message slabWriter;
    /** What a slab starts with; it grows as a cycle's messages need (about 16 KB with 22 players). */
    private static final int SLAB_BYTES = 32 * 1024;
    private DatagramHandler handler;
    private String host;

    /**
     * A message queued on the simulation thread for the next flush: its own buffer, or (content
     * {@code null}) {@code length} bytes of the slab from {@code from}.
     */
    record Outgoing(Channel channel, ByteBuf content, int from, int length, InetSocketAddress to) {}

    public NettyUdpTransport() {
        epoll = EpollSupport.available();
        channelType = epoll ? EpollSupport.channelType() : NioDatagramChannel.class;
    }

    /** "epoll" or "nio": which Netty transport carries the datagrams. */
    public String flavour() { return epoll ? "epoll" : "nio"; }

    @Override
    public synchronized Binding open(Binding requested, DatagramHandler handler) throws IOException {
        if (group != null) throw new IllegalStateException("already open");
        ThreadFactory tf = new DefaultThreadFactory("pitch-udp", true);
        group = epoll ? EpollSupport.group(tf) : new NioEventLoopGroup(1, tf);
        this.handler = handler;
        this.host = requested.host();
        int[] bound = new int[Port.values().length];
        for (Port p : Port.values()) {
            Channel ch = bind(new InetSocketAddress(host, requested.port(p)), p, null);
            wellKnown.put(p, ch);
            bound[p.ordinal()] = ((InetSocketAddress) ch.localAddress()).getPort();
        }
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
        cp.channel(bind(new InetSocketAddress(host, 0), Port.PLAYER, cp));
        return cp;
    }

    @Override
    public void flush() {
        if (slabWriter != null) slabWriter.detach(); // unfinished: it goes on in a buffer of its own
        slabWriter = null;
        if (pending.isEmpty()) return;
        ByteBuf[] contents = new ByteBuf[pending.size()];
        for (int i = 0; i < contents.length; i++) {
            Outgoing o = pending.get(i);
            contents[i] = o.content() != null ? o.content() : slab.retainedSlice(o.from(), o.length());
        }
        Outgoing[] batch = pending.toArray(new Outgoing[0]);
        pending.clear();
        if (slab != null) {
            slab.release(); // the slices hold it until the event loop has sent them
            slab = null;
        }
        group.next().execute(() -> writeAll(batch, contents));
    }

    @Override
    @Deactivate
    public synchronized void close() {
        if (group == null) return;
        flush();
        for (Channel ch : wellKnown.values()) ch.close();
        wellKnown.clear();
        // client ports close with the event loop; the quiet period lets the last flush leave
        group.shutdownGracefully(20, 500, TimeUnit.MILLISECONDS).syncUninterruptibly();
        group = null;
    }

    /** Queues one finished message in a buffer of its own; called on the simulation thread. */
    void enqueue(Channel channel, ByteBuf content, InetSocketAddress to) {
        pending.add(new Outgoing(channel, content, 0, content.readableBytes(), to));
    }

    /** Queues one finished message written into the slab; called on the simulation thread. */
    void enqueueSlab(Message writer, Channel channel, int from, int length, InetSocketAddress to) {
        pending.add(new Outgoing(channel, null, from, length, to));
        if (slabWriter == writer) slabWriter = null;
    }

    /** The slab for {@code writer} to write into, or {@code null} while another message writes there. */
    ByteBuf slabFor(Message writer) {
        if (slabWriter != null) return null;
        if (slab == null) slab = PooledByteBufAllocator.DEFAULT.directBuffer(SLAB_BYTES);
        slabWriter = writer;
        return slab;
    }

    ByteBuf buffer() { return PooledByteBufAllocator.DEFAULT.directBuffer(512); }

    /** Formatting space for numbers; the simulation thread is the only writer. */
    byte[] scratch() { return scratch; }

    private static void writeAll(Outgoing[] batch, ByteBuf[] contents) {
        Channel last = null;
        for (int i = 0; i < batch.length; i++) {
            Outgoing o = batch[i];
            if (!o.channel().isActive()) {
                contents[i].release();
                continue;
            }
            if (last != null && last != o.channel()) last.flush();
            o.channel().write(new DatagramPacket(contents[i], o.to()), o.channel().voidPromise());
            last = o.channel();
        }
        if (last != null) last.flush();
    }

    private Channel bind(InetSocketAddress at, Port port, UdpClientPort clientPort) throws IOException {
        Bootstrap b = new Bootstrap()
                .group(group)
                .channel(channelType)
                .option(ChannelOption.RCVBUF_ALLOCATOR, new FixedRecvByteBufAllocator(MAX_DATAGRAM))
                .option(ChannelOption.SO_RCVBUF, 1 << 20)
                .option(ChannelOption.SO_SNDBUF, 1 << 20)
                .handler(new Receiver(port, clientPort));
        try {
            return b.bind(at).sync().channel();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while binding " + at, e);
        } catch (Exception e) {
            throw new IOException(e.getMessage() + " (" + at + ")", e);
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
            java.nio.ByteBuffer payload = packet.content().nioBuffer();
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
