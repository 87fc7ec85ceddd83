package org.pitch.transport.udp;

import java.net.InetSocketAddress;
import java.util.zip.Deflater;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.transport.ClientPort;

import io.netty.channel.Channel;

/** A port bound for one client after its init; it accepts datagrams from that client only. */
final class UdpClientPort implements ClientPort {
    private final NettyUdpTransport transport;
    private final InetSocketAddress client;
    private Channel channel;
    private Deflater deflater;

    UdpClientPort(NettyUdpTransport transport, InetSocketAddress client) {
        this.transport = transport;
        this.client = client;
    }

    void channel(Channel ch) { channel = ch; }

    @Override public int localPort() { return ((InetSocketAddress) channel.localAddress()).getPort(); }
    @Override public InetSocketAddress client() { return client; }
    @Override public MessageOut message() { return new Message(transport, channel, client, deflater); }

    @Override
    public void compression(int level) {
        if (deflater != null) deflater.end();
        deflater = level < 0 ? null : new Deflater(Math.min(level, 9));
    }

    @Override
    public void close() {
        if (deflater != null) deflater.end();
        // wait for the close (unless called on the event loop itself): once close() returns, the
        // port is unbound and no further datagram of this client reaches the handler
        io.netty.channel.ChannelFuture closed = channel.close();
        if (!channel.eventLoop().inEventLoop()) closed.syncUninterruptibly();
    }
}
