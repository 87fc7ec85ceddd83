package org.pitch.transport.udp;

import java.util.concurrent.ThreadFactory;

import io.netty.channel.Channel;
import io.netty.channel.EventLoopGroup;

/**
 * Netty's native epoll transport, when its native library is present (on Linux it can batch
 * datagrams into one {@code sendmmsg}). Kept apart so that without it no epoll class is touched.
 */
final class EpollSupport {
    private EpollSupport() {}

    static boolean available() {
        try {
            return io.netty.channel.epoll.Epoll.isAvailable();
        } catch (Throwable absent) { // NoClassDefFoundError / UnsatisfiedLinkError when not installed
            return false;
        }
    }

    static EventLoopGroup group(ThreadFactory tf) { return new io.netty.channel.epoll.EpollEventLoopGroup(1, tf); }

    static Class<? extends Channel> channelType() { return io.netty.channel.epoll.EpollDatagramChannel.class; }
}
