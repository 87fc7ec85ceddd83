package org.pitch.monitors;

import java.nio.CharBuffer;
import java.util.Arrays;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;

/**
 * The messages of one monitor's last show, kept as the calls its writer made, so that the same
 * show can be sent again exactly as it was: rcssserver's monitor senders (every version, JSON
 * too) send their cached show once more when the clock (time, stoppage time) has not moved since
 * the last one, which happens when a half time called one cycle after a stoppage straddled the
 * half's end sets the clock back (the differential tester's seeds 5191 and 11140).
 *
 * <p>{@link #recording(MessageSink)} hands the writer a sink that sends to the monitor and records
 * at once; {@link #replay(MessageSink)} sends what was recorded. The buffers grow to the largest
 * show and are then reused: nothing is allocated per cycle.
 */
final class ShowRecording implements MessageSink, MessageOut {
    private static final byte TEXT = 0, CHARACTER = 1, INTEGER = 2, NUMBER = 3, INT16 = 4, INT32 = 5, BYTES = 6, SEND = 7,
            SEND_BINARY = 8;

    /** The calls in order; each takes one value (a number's bits, or an offset and a length packed). */
    private byte[] ops = new byte[64];
    private long[] values = new long[64];
    private int count;
    private char[] chars = new char[1024];
    private int charCount;
    private byte[] bytes = new byte[256];
    private int byteCount;

    /** Where the writer's calls go on to while recording. */
    private MessageSink target;
    private MessageOut out;
    private boolean complete;

    /** Forgets the last show and records the next one while it goes to {@code target}. */
    MessageSink recording(MessageSink target) {
        count = 0;
        charCount = 0;
        byteCount = 0;
        complete = false;
        this.target = target;
        return this;
    }

    /** The recording is whole: the writer returned without failing. */
    void finish() {
        complete = target != null;
        target = null;
        out = null;
    }

    /** Forgets the last show: the next one is built afresh (a new writer, a failed show). */
    void forget() {
        complete = false;
        target = null;
        out = null;
    }

    /** Whether a whole show is recorded. */
    boolean hasShow() { return complete; }

    /** Sends the recorded show's messages to {@code sink} again, as they were sent. */
    void replay(MessageSink sink) {
        MessageOut m = null;
        for (int i = 0; i < count; i++) {
            long v = values[i];
            if (m == null) m = sink.next();
            switch (ops[i]) {
                case TEXT -> m.text(CharBuffer.wrap(chars, offset(v), length(v)));
                case CHARACTER -> m.character((char) v);
                case INTEGER -> m.integer(v);
                case NUMBER -> m.number(Double.longBitsToDouble(v));
                case INT16 -> m.int16((int) v);
                case INT32 -> m.int32((int) v);
                case BYTES -> m.bytes(bytes, offset(v), length(v));
                case SEND -> { m.send(); m = null; }
                case SEND_BINARY -> { m.sendBinary(); m = null; }
                default -> throw new IllegalStateException("unknown recorded call " + ops[i]);
            }
        }
    }

    // ------------------------------------------------------------------ recording

    @Override
    public MessageOut next() {
        out = target.next();
        return this;
    }

    @Override
    public MessageOut text(CharSequence s) {
        out.text(s);
        int n = s.length();
        if (charCount + n > chars.length) chars = Arrays.copyOf(chars, Math.max(2 * chars.length, charCount + n));
        for (int i = 0; i < n; i++) chars[charCount + i] = s.charAt(i);
        recorded(TEXT, pack(charCount, n));
        charCount += n;
        return this;
    }

    @Override public MessageOut character(char c) { out.character(c); return recorded(CHARACTER, c); }

    @Override public MessageOut integer(long v) { out.integer(v); return recorded(INTEGER, v); }

    @Override public MessageOut number(double v) { out.number(v); return recorded(NUMBER, Double.doubleToRawLongBits(v)); }

    @Override public MessageOut int16(int v) { out.int16(v); return recorded(INT16, v); }

    @Override public MessageOut int32(int v) { out.int32(v); return recorded(INT32, v); }

    @Override
    public MessageOut bytes(byte[] b, int offset, int length) {
        out.bytes(b, offset, length);
        if (byteCount + length > bytes.length) bytes = Arrays.copyOf(bytes, Math.max(2 * bytes.length, byteCount + length));
        System.arraycopy(b, offset, bytes, byteCount, length);
        recorded(BYTES, pack(byteCount, length));
        byteCount += length;
        return this;
    }

    @Override public void send() { out.send(); recorded(SEND, 0); }

    @Override public void sendBinary() { out.sendBinary(); recorded(SEND_BINARY, 0); }

    /** Appends one call to the recording. */
    private MessageOut recorded(byte op, long value) {
        if (count == ops.length) {
            ops = Arrays.copyOf(ops, 2 * count);
            values = Arrays.copyOf(values, 2 * count);
        }
        ops[count] = op;
        values[count++] = value;
        return this;
    }

    private static long pack(int offset, int length) { return ((long) offset << 32) | (length & 0xffffffffL); }

    private static int offset(long v) { return (int) (v >>> 32); }

    private static int length(long v) { return (int) v; }
}
