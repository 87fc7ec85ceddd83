package org.pitch.monitor.web;

import java.net.InetSocketAddress;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

import org.pitch.api.protocol.MonitorCodec;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.websocketx.WebSocketServerProtocolHandler;
import io.netty.handler.timeout.IdleStateHandler;

/**
 * The HTTP port: the page's files ({@link PageFiles}), logs opened in a page ({@link LogUploads})
 * and the WebSocket {@code /ws} on which the page receives the monitor messages and sends its
 * controls ({@link ViewerSocket}). One event loop thread serves every browser.
 */
final class WebServer implements AutoCloseable {
    static final String SOCKET_PATH = "/ws";
    /** Request heads and control frames are small; a larger one closes the connection. */
    static final int MAX_REQUEST = 16 * 1024;
    /** A browser that says nothing (not even a WebSocket pong) this long is let go. */
    static final int IDLE_SECONDS = 120;

    private final EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
    /** Reads opened logs, one at a time, off the event loop (a long log takes seconds). */
    private final ExecutorService readers = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "pitch-web-log-reader");
        t.setDaemon(true);
        return t;
    });
    private final Channel server;

    WebServer(String bind, int port, Viewers viewers, ViewerSocket.Controls controls, Recordings recordings,
              Supplier<MonitorCodec> json, LogUploads.Reader logs) throws InterruptedException {
        PageFiles files = new PageFiles();
        try {
            server = new ServerBootstrap()
                    .group(group)
                    .channel(NioServerSocketChannel.class)
                    .childHandler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel ch) {
                            LogUploads uploads = new LogUploads(controls.token(), logs, readers);
                            ch.pipeline().addLast(
                                    new IdleStateHandler(IDLE_SECONDS, 0, 0),
                                    new HttpServerCodec(4096, 8192, MAX_REQUEST),
                                    uploads,
                                    new HttpObjectAggregator(LogUploads.MAX_LOG),
                                    uploads.receiver(),
                                    new WebSocketServerProtocolHandler(SOCKET_PATH, null, false, MAX_REQUEST),
                                    files,
                                    new ViewerSocket(viewers, controls, recordings, json));
                        }
                    })
                    .bind(new InetSocketAddress(bind, port)).sync().channel();
        } catch (InterruptedException | RuntimeException e) {
            group.shutdownGracefully();
            readers.shutdownNow();
            throw e;
        }
    }

    int port() {
        return ((InetSocketAddress) server.localAddress()).getPort();
    }

    @Override
    public void close() {
        server.close().awaitUninterruptibly();
        group.shutdownGracefully(0, 1, java.util.concurrent.TimeUnit.SECONDS).awaitUninterruptibly();
        readers.shutdownNow();
    }
}
