package org.pitch.transport.udp;

import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.zip.Deflater;

import org.pitch.api.protocol.MessageOut;
import org.pitch.wire.RcssNumbers;

import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;

/**
 * One outgoing message, written into the transport's shared send buffer for the coming flush (or,
 * while another message writes there, into a buffer of its own). Numbers are formatted straight
 * into bytes, as rcssserver prints them, without creating strings. Text is sent as Latin-1, the
 * protocol's byte-per-character encoding. A binary message (the structs of monitor protocol 1-2)
 * is written as it comes, in network byte order, and leaves without the NUL; compression treats
 * both alike, as rcssserver's compressing stream does.
 */
final class Message implements MessageOut {
    private final UdpTransport transport;
    private final Channel channel;
    private final InetSocketAddress to;
    private final Deflater deflater;
    private ByteBuf buf;
    /** Whether {@link #buf} is this message's own buffer rather than the transport's shared send buffer. */
    private boolean own;
    /** Where this message starts in {@link #buf}. */
    private int start;

    Message(UdpTransport transport, Channel channel, InetSocketAddress to, Deflater deflater) {
        this.transport = transport;
        this.channel = channel;
        this.to = to;
        this.deflater = deflater;
        this.buf = transport.sharedBufferFor(this);
        if (buf == null) {
            buf = transport.buffer();
            own = true;
        }
        this.start = buf.writerIndex();
    }

    /** A flush empties the shared buffer while this message is unfinished: it continues in a buffer of its own. */
    void detach() {
        if (own || buf == null) return;
        ByteBuf mine = transport.buffer();
        mine.writeBytes(buf, start, buf.writerIndex() - start);
        buf.writerIndex(start);
        buf = mine;
        own = true;
        start = 0;
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
        ByteBuf b = buf;
        buf = null;
        if (deflater != null) {
            byte[] plain = new byte[b.writerIndex() - start];
            b.getBytes(start, plain);
            b.writerIndex(start);
            compress(plain, b);
        }
        if (own) transport.enqueue(channel, b, to);
        else transport.enqueueShared(this, channel, start, b.writerIndex() - start, to);
    }

    /**
     * The message as rcssserver sends it once compression is on: each datagram a new zlib stream
     * (header, then the data) ended by a sync flush ({@code 00 00 ff ff}), not by a final block.
     */
    private void compress(byte[] plain, ByteBuf out) {
        deflater.reset();
        deflater.setInput(plain);
        byte[] chunk = new byte[1024];
        int n;
        do {
            n = deflater.deflate(chunk, 0, chunk.length, Deflater.SYNC_FLUSH);
            out.writeBytes(chunk, 0, n);
        } while (n == chunk.length);
    }
}
