package org.pitch.transport.udp;

import java.io.ByteArrayOutputStream;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.transport.ClientPort;

import io.netty.channel.Channel;


/** A port bound for one client after its init; it accepts datagrams from that client only. */
final class UdpClientPort implements ClientPort {
    private final UdpTransport transport;
    private final InetSocketAddress client;
    private Channel channel;
    private Deflater deflater;
    /** Incoming datagrams are zlib streams (after the client's {@code (compression N)}). */
    private boolean compressedInput;
    private Inflater inflater;

    UdpClientPort(UdpTransport transport, InetSocketAddress client) {
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
        compressedInput = level >= 0;
    }

    /**
     * What the client sent, inflated if compression is on (rcssserver then inflates every datagram
     * and drops one that is not a zlib stream); {@code null} for a datagram to drop.
     */
    ByteBuffer incoming(ByteBuffer payload) {
        if (!compressedInput) return payload;
        if (inflater == null) inflater = new Inflater();
        inflater.reset();
        byte[] in = new byte[payload.remaining()];
        payload.get(in);
        inflater.setInput(in);
        ByteArrayOutputStream out = new ByteArrayOutputStream(in.length * 4 + 64);
        byte[] chunk = new byte[4096];
        try {
            while (!inflater.finished()) {
                int n = inflater.inflate(chunk);
                if (n == 0) {
                    if (inflater.needsInput() || inflater.needsDictionary()) break; // a sync-flushed stream ends here
                    continue;
                }
                out.write(chunk, 0, n);
                if (out.size() > UdpTransport.MAX_DATAGRAM * 16) return null; // a zip bomb is not a command
            }
        } catch (DataFormatException notZlib) {
            return null;
        }
        return out.size() == 0 ? null : ByteBuffer.wrap(out.toByteArray());
    }

    @Override
    public void close() {
        if (deflater != null) deflater.end();
        // on the transport's owning thread the close is done when this returns: the port is unbound
        // and no further datagram of this client reaches the handler
        channel.close();
    }
}
