package org.pitch.bench;

import java.util.Arrays;

import org.pitch.api.protocol.MessageOut;
import org.pitch.wire.RcssNumbers;

/**
 * A {@link MessageOut} over one reusable byte array, as a transport's pooled buffer would be:
 * numbers through {@link RcssNumbers}, text as UTF-8, binary integers big-endian; {@link #send()}
 * appends the NUL and counts the message, {@link #sendBinary()} only counts it. {@link #reset()}
 * starts the next message at the beginning of the same array.
 */
final class ByteMessageOut implements MessageOut {
    private byte[] buf;
    private int pos;
    private long sent;
    private long sentBytes;

    ByteMessageOut(int capacity) { buf = new byte[capacity]; }

    ByteMessageOut reset() { pos = 0; return this; }

    int length() { return pos; }

    byte[] buffer() { return buf; }

    long sent() { return sent; }

    long sentBytes() { return sentBytes; }

    private void ensure(int more) {
        if (pos + more > buf.length) buf = Arrays.copyOf(buf, Math.max(buf.length * 2, pos + more));
    }

    @Override
    public MessageOut text(CharSequence s) {
        int n = s.length();
        ensure(3 * n);
        byte[] b = buf;
        int p = pos;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                b[p++] = (byte) c;
            } else if (c < 0x800) {
                b[p++] = (byte) (0xC0 | (c >> 6));
                b[p++] = (byte) (0x80 | (c & 0x3F));
            } else { // BMP only; a benchmark never sends surrogates
                b[p++] = (byte) (0xE0 | (c >> 12));
                b[p++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                b[p++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        pos = p;
        return this;
    }

    @Override
    public MessageOut character(char c) {
        if (c >= 0x80) return text(String.valueOf(c));
        ensure(1);
        buf[pos++] = (byte) c;
        return this;
    }

    @Override
    public MessageOut integer(long v) {
        ensure(RcssNumbers.MAX_LONG_LENGTH);
        pos = RcssNumbers.format(v, buf, pos);
        return this;
    }

    @Override
    public MessageOut number(double v) {
        ensure(RcssNumbers.MAX_LENGTH);
        pos = RcssNumbers.format(v, buf, pos);
        return this;
    }

    @Override
    public MessageOut int16(int v) {
        ensure(2);
        buf[pos++] = (byte) (v >>> 8);
        buf[pos++] = (byte) v;
        return this;
    }

    @Override
    public MessageOut int32(int v) {
        ensure(4);
        buf[pos++] = (byte) (v >>> 24);
        buf[pos++] = (byte) (v >>> 16);
        buf[pos++] = (byte) (v >>> 8);
        buf[pos++] = (byte) v;
        return this;
    }

    @Override
    public MessageOut bytes(byte[] b, int offset, int length) {
        ensure(length);
        System.arraycopy(b, offset, buf, pos, length);
        pos += length;
        return this;
    }

    @Override
    public void sendBinary() {
        sent++;
        sentBytes += pos;
    }

    @Override
    public void send() {
        ensure(1);
        buf[pos++] = 0;
        sent++;
        sentBytes += pos;
    }
}
