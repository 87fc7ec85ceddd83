package org.pitch.transport.udp;

import io.netty.channel.Channel;
import io.netty.channel.IoHandlerFactory;
import io.netty.channel.socket.SocketProtocolFamily;

/**
 * Netty's native epoll, when its native library is present: waits timed to the microsecond (a
 * timer file descriptor, where a selector counts whole milliseconds) and a flush's datagrams to one
 * socket in one {@code sendmmsg}. Kept apart so that without it no epoll class is touched.
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

    static IoHandlerFactory ioHandlers() { return io.netty.channel.epoll.EpollIoHandler.newFactory(); }

    static Channel newChannel() { return new io.netty.channel.epoll.EpollDatagramChannel(); }

    static Channel newChannel(SocketProtocolFamily family) { return new io.netty.channel.epoll.EpollDatagramChannel(family); }
}
