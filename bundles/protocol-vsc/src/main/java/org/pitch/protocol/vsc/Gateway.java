package org.pitch.protocol.vsc;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.WriteBufferWaterMark;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.DatagramPacket;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioDatagramChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.LengthFieldBasedFrameDecoder;
import io.netty.handler.codec.TooLongFrameException;

import org.pitch.protocol.vsc.team.TeamFile;

/**
 * The robots' API for the configured teams: a TCP port for every robot and, for each, a 2D player
 * on the server's player port. The first team's players are greeted first, robot by robot, so
 * that robot n plays number n and (if no other team came first) on the left. One thread serves
 * everything, so a robot that does not read costs nobody else anything.
 */
final class Gateway implements AutoCloseable {
    private static final Logger LOG = System.getLogger("org.pitch.protocol.vsc");
    /** Largest request accepted, bytes (an ActuatorRequests is a few hundred). */
    static final int MAX_REQUEST = 1 << 20;
    /** How often a player the server has not answered is greeted again (the server may still be starting). */
    private static final long GREET_RETRY_MS = 500;
    /** The kernel's socket buffer for a robot's connection: beyond it, the bounded send queue fills. */
    private static final int SOCKET_SEND_BUFFER = 64 * 1024;

    private final VscSettings settings;
    private final List<RobotSlot> slots = new ArrayList<>();
    private final EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, r -> {
        Thread t = new Thread(r, "pitch-vsc");
        t.setDaemon(true);
        return t;
    }, NioIoHandler.newFactory());
    private final List<Channel> channels = new ArrayList<>();
    private InetSocketAddress playerPort;

    Gateway(VscSettings settings, List<TeamFile> teams) {
        this.settings = settings;
        for (int t = 0; t < teams.size(); t++) {
            TeamFile team = teams.get(t);
            if (team == null) continue;
            String key = "team" + (t + 1) + "_hosts";
            var hosts = VscSettings.hosts(key, settings.teamHosts().get(t), team.robots().size());
            for (var robot : team.robots()) {
                slots.add(new RobotSlot(team.name(), t, robot, hosts.get(robot.id()), settings.port(t, robot.id()), settings, team.robots().size()));
            }
        }
    }

    List<RobotSlot> slots() { return slots; }

    /** Binds every robot's TCP port and a UDP socket for its player; throws naming the port that failed. */
    void open() throws IOException {
        InetAddress local = InetAddress.getByName(settings.serverHost()).isLoopbackAddress() ? InetAddress.getLoopbackAddress() : null;
        for (RobotSlot slot : slots) {
            try {
                Channel tcp = new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
                        .childOption(ChannelOption.SO_SNDBUF, SOCKET_SEND_BUFFER)
                        .childOption(ChannelOption.TCP_NODELAY, true)
                        .childOption(ChannelOption.WRITE_BUFFER_WATER_MARK,
                                new WriteBufferWaterMark(settings.sendQueueBytes() / 2, settings.sendQueueBytes()))
                        .childHandler(new ChannelInitializer<SocketChannel>() {
                            @Override
                            protected void initChannel(SocketChannel ch) {
                                ch.pipeline().addLast(new LengthFieldBasedFrameDecoder(MAX_REQUEST, 0, 4, 0, 4, true),
                                        new ControlHandler(slot));
                            }
                        })
                        .bind(new InetSocketAddress(settings.bind(), slot.tcpPort)).sync().channel();
                channels.add(tcp);
                Channel udp = new Bootstrap().group(group).channel(NioDatagramChannel.class)
                        .handler(new SimpleChannelInboundHandler<DatagramPacket>() {
                            @Override
                            protected void channelRead0(ChannelHandlerContext ctx, DatagramPacket p) {
                                try {
                                    slot.fromServer(p);
                                } catch (RuntimeException e) {
                                    LOG.log(Level.ERROR, slot.describe() + ": a message from the server could not be handled", e);
                                }
                            }
                        })
                        .bind(new InetSocketAddress(local, 0)).sync().channel();
                channels.add(udp);
                slot.greet(udp, null, null); // remembers the socket; greeted once the player port is known
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while binding " + slot.describe());
            } catch (RuntimeException e) {
                throw new IOException("cannot serve " + slot.describe() + " on " + settings.bind() + ":" + slot.tcpPort + ": " + e.getMessage(), e);
            }
        }
    }

    /** The server's player port (again, if it changed): greets the players, one after the other. */
    void playerPort(int port) {
        group.execute(() -> {
            InetSocketAddress to = new InetSocketAddress(settings.serverHost(), port);
            if (to.equals(playerPort)) return;
            playerPort = to;
            greetFrom(0);
        });
    }

    /** Greets the first player not admitted from {@code index} on; retried until it is. */
    private void greetFrom(int index) {
        while (index < slots.size() && slots.get(index).admitted()) index++;
        if (index >= slots.size()) return;
        RobotSlot slot = slots.get(index);
        int next = index + 1;
        InetSocketAddress to = playerPort;
        slot.greet(slotChannel(index), to, () -> greetFrom(next));
        group.schedule(() -> {
            if (!slot.admitted() && to.equals(playerPort)) greetFrom(slots.indexOf(slot));
        }, GREET_RETRY_MS, TimeUnit.MILLISECONDS);
    }

    private Channel slotChannel(int index) { return channels.get(2 * index + 1); }

    @Override
    public void close() {
        try {
            // the players say goodbye on the loop that owns their sockets, before those close
            group.submit(() -> slots.forEach(RobotSlot::leave)).get(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            LOG.log(Level.DEBUG, "the robots' players could not say goodbye: " + e);
        }
        for (Channel c : channels) c.close();
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS);
    }

    /** A robot's connection: admission, then length-prefixed requests. */
    private static final class ControlHandler extends SimpleChannelInboundHandler<ByteBuf> {
        private final RobotSlot slot;

        ControlHandler(RobotSlot slot) { this.slot = slot; }

        @Override
        public void channelActive(ChannelHandlerContext ctx) {
            if (slot.connect(ctx.channel())) {
                ctx.writeAndFlush(Unpooled.wrappedBuffer(RobotSlot.WELCOME));
            } else {
                ctx.writeAndFlush(Unpooled.wrappedBuffer(RobotSlot.REFUSED)).addListener(ChannelFutureListener.CLOSE);
            }
        }

        @Override
        public void channelInactive(ChannelHandlerContext ctx) { slot.disconnected(ctx.channel()); }

        @Override
        protected void channelRead0(ChannelHandlerContext ctx, ByteBuf frame) {
            slot.request(ctx.channel(), frame);
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            if (cause instanceof TooLongFrameException) {
                // the decoder skips the whole frame: the connection goes on
                slot.tooLong("a request over " + MAX_REQUEST + " bytes was discarded: " + cause.getMessage());
                return;
            }
            LOG.log(Level.DEBUG, slot.describe() + ": " + cause);
            ctx.close();
        }
    }
}
