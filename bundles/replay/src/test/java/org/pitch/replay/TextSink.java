package org.pitch.replay;

import java.util.List;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.wire.RcssNumbers;

/** Messages as text, numbers printed as the transport prints them; each sent message added to a list. */
final class TextSink implements MessageSink {
    private final List<String> sent;

    TextSink(List<String> sent) { this.sent = sent; }

    @Override
    public MessageOut next() {
        StringBuilder sb = new StringBuilder();
        return new MessageOut() {
            @Override public MessageOut text(CharSequence s) { sb.append(s); return this; }
            @Override public MessageOut character(char c) { sb.append(c); return this; }
            @Override public MessageOut integer(long v) { sb.append(v); return this; }
            @Override public MessageOut number(double v) { sb.append(RcssNumbers.toString(v)); return this; }
            @Override public void send() { sent.add(sb.toString()); }
        };
    }
}
