package org.pitch.transport.udp;

import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.zip.Deflater;

import org.pitch.api.protocol.MessageOut;
import org.pitch.wire.RcssNumbers;

import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;

/**
 * One outgoing message written into a pooled direct buffer. Numbers are formatted straight into
 * bytes, as rcssserver prints them, without creating strings. Text is sent as Latin-1, the
 * protocol's byte-per-character encoding. A binary message (the structs of monitor protocol 1-2)
 * is written as it comes, in network byte order, and leaves without the NUL; compression treats
 * both alike, as rcssserver's compressing stream does.
 */
final class Message implements MessageOut {
    private final NettyUdpTransport transport;
    private final Channel channel;
    private final InetSocketAddress to;
    private final Deflater deflater;
    private ByteBuf buf;

    Message(NettyUdpTransport transport, Channel channel, InetSocketAddress to, Deflater deflater) {
        this.transport = transport;
        this.channel = channel;
        this.to = to;
        this.deflater = deflater;
        this.buf = transport.buffer();
    }

    @Override
    public MessageOut text(CharSequence s) {
        buf.writeCharSequence(s, StandardCharsets.ISO_8859_1);
        return this;
    }

    @Override
    public MessageOut character(char c) {
        buf.writeByte(c);
        return this;
    }

    @Override
    public MessageOut integer(long v) {
        byte[] s = transport.scratch();
        buf.writeBytes(s, 0, RcssNumbers.format(v, s, 0));
        return this;
    }

    @Override
    public MessageOut number(double v) {
        byte[] s = transport.scratch();
        buf.writeBytes(s, 0, RcssNumbers.format(v, s, 0));
        return this;
    }

    @Override
    public MessageOut int16(int v) {
        buf.writeShort(v); // big-endian: network byte order
        return this;
    }

    @Override
    public MessageOut int32(int v) {
        buf.writeInt(v);
        return this;
    }

    @Override
    public MessageOut bytes(byte[] b, int offset, int length) {
        buf.writeBytes(b, offset, length);
        return this;
    }

    @Override
    public void send() {
        if (buf == null) throw new IllegalStateException("message already sent");
        buf.writeByte(0);
        queue();
    }

    @Override
    public void sendBinary() {
        if (buf == null) throw new IllegalStateException("message already sent");
        queue();
    }

    private void queue() {
        ByteBuf out = deflater == null ? buf : compress(buf);
        buf = null;
        transport.enqueue(channel, out, to);
    }

    /**
     * The message as rcssserver sends it once compression is on: each datagram a new zlib stream
     * (header, then the data) ended by a sync flush ({@code 00 00 ff ff}), not by a final block.
     */
    private ByteBuf compress(ByteBuf plain) {
        byte[] in = new byte[plain.readableBytes()];
        plain.readBytes(in);
        plain.release();
        deflater.reset();
        deflater.setInput(in);
        ByteBuf out = transport.buffer();
        byte[] chunk = new byte[1024];
        int n;
        do {
            n = deflater.deflate(chunk, 0, chunk.length, Deflater.SYNC_FLUSH);
            out.writeBytes(chunk, 0, n);
        } while (n == chunk.length);
        return out;
    }
}
