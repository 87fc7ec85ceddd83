package org.pitch.protocol.monitor;

import java.util.List;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MonitorCodec.MessageSink;
import org.pitch.wire.RcssNumbers;

/** A {@link MessageOut} collecting text, numbers printed as rcssserver prints them. */
final class TextOut implements MessageOut {
    final StringBuilder sb = new StringBuilder();
    private final List<String> sent;

    TextOut() { this(null); }

    /** One that adds its text to {@code sent} on {@link #send()}. */
    TextOut(List<String> sent) { this.sent = sent; }

    /** A sink whose messages end up in {@code sent}, one string per message. */
    static MessageSink sink(List<String> sent) { return () -> new TextOut(sent); }

    @Override public MessageOut text(CharSequence s) { sb.append(s); return this; }
    @Override public MessageOut character(char c) { sb.append(c); return this; }
    @Override public MessageOut integer(long v) { sb.append(v); return this; }
    @Override public MessageOut number(double v) { sb.append(RcssNumbers.toString(v)); return this; }

    @Override
    public void send() {
        if (sent == null) throw new AssertionError("not a message of a sink");
        sent.add(sb.toString());
    }

    @Override public String toString() { return sb.toString(); }
}
