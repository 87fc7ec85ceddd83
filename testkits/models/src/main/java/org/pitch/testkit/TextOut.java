package org.pitch.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.wire.RcssNumbers;

/**
 * A {@link MessageOut} collecting text, numbers printed as rcssserver prints them; binary output
 * is collected as one character per byte (0-255, as ISO-8859-1 would decode it). A text sink's
 * messages must end with {@link #send()}, a binary sink's with {@link #sendBinary()}. For the
 * unit tests of the monitor codecs, which write both.
 */
public final class TextOut implements MessageOut {
    private final StringBuilder sb = new StringBuilder();
    private final List<String> sent;
    private final List<byte[]> binarySent;

    public TextOut() { this(null, null); }

    /** One that adds its text to {@code sent} on {@link #send()}. */
    public TextOut(List<String> sent) { this(sent, null); }

    private TextOut(List<String> sent, List<byte[]> binarySent) {
        this.sent = sent;
        this.binarySent = binarySent;
    }

    /** A sink whose messages end up in {@code sent}, one string per message. */
    public static MessageSink sink(List<String> sent) { return () -> new TextOut(sent, null); }

    /** A sink of binary messages, which end up in {@code sent} as their bytes. */
    public static MessageSink binarySink(List<byte[]> sent) { return () -> new TextOut(null, sent); }

    /** The binary messages a behaviour sent into a {@link #binarySink}, in order. */
    public static List<byte[]> sentBinary(Consumer<MessageSink> behaviour) {
        List<byte[]> sent = new ArrayList<>();
        behaviour.accept(binarySink(sent));
        return sent;
    }

    @Override public MessageOut text(CharSequence s) { sb.append(s); return this; }
    @Override public MessageOut character(char c) { sb.append(c); return this; }
    @Override public MessageOut integer(long v) { sb.append(v); return this; }
    @Override public MessageOut number(double v) { sb.append(RcssNumbers.toString(v)); return this; }

    @Override
    public MessageOut int16(int v) {
        sb.append((char) ((v >>> 8) & 0xFF)).append((char) (v & 0xFF));
        return this;
    }

    @Override
    public MessageOut int32(int v) {
        return int16(v >>> 16).int16(v);
    }

    @Override
    public MessageOut bytes(byte[] b, int offset, int length) {
        for (int i = offset; i < offset + length; i++) sb.append((char) (b[i] & 0xFF));
        return this;
    }

    @Override
    public void send() {
        if (binarySent != null) throw new AssertionError("a binary message sent as text (with a NUL)");
        if (sent == null) throw new AssertionError("not a message of a sink");
        sent.add(sb.toString());
    }

    @Override
    public void sendBinary() {
        if (binarySent == null) throw new AssertionError("a message of a text sink sent as binary");
        binarySent.add(bytes());
    }

    /** What was written, one byte per character. */
    public byte[] bytes() {
        byte[] b = new byte[sb.length()];
        for (int i = 0; i < b.length; i++) b[i] = (byte) sb.charAt(i);
        return b;
    }

    @Override public String toString() { return sb.toString(); }
}
