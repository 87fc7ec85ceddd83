package org.pitch.monitor.web;

import java.util.function.Consumer;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.wire.RcssNumbers;

/**
 * Collects what a monitor writer writes, one string per message, numbers printed as rcssserver
 * prints them: the JSON monitor protocol's text, produced inside the server for a playback.
 */
final class TextSink implements MessageSink, MessageOut {
    private final StringBuilder text = new StringBuilder(4096);
    private final byte[] number = new byte[RcssNumbers.MAX_LONG_LENGTH];
    private Consumer<String> target;

    /** Where the next messages go. */
    TextSink to(Consumer<String> target) {
        this.target = target;
        return this;
    }

    @Override
    public MessageOut next() {
        text.setLength(0);
        return this;
    }

    @Override
    public MessageOut text(CharSequence s) {
        text.append(s);
        return this;
    }

    @Override
    public MessageOut character(char c) {
        text.append(c);
        return this;
    }

    @Override
    public MessageOut integer(long v) {
        text.append(v);
        return this;
    }

    @Override
    public MessageOut number(double v) {
        int n = RcssNumbers.format(v, number, 0);
        for (int i = 0; i < n; i++) text.append((char) number[i]);
        return this;
    }

    @Override
    public void send() {
        target.accept(text.toString());
    }
}
