package org.pitch.protocol.trainer;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.wire.RcssNumbers;

/**
 * A {@link MessageOut} collecting text, numbers printed as rcssserver prints them; writers must
 * not send, behaviours ({@link #sent}) send each message they write.
 */
public final class TextOut implements MessageOut {
    public final StringBuilder sb = new StringBuilder();
    /** Where a sent message goes; null: none may be sent. */
    private final List<String> sentTo;

    public TextOut() { this(null); }

    private TextOut(List<String> sentTo) { this.sentTo = sentTo; }

    @Override public MessageOut text(CharSequence s) { sb.append(s); return this; }
    @Override public MessageOut character(char c) { sb.append(c); return this; }
    @Override public MessageOut integer(long v) { sb.append(v); return this; }
    @Override public MessageOut number(double v) { sb.append(RcssNumbers.toString(v)); return this; }

    @Override
    public void send() {
        if (sentTo == null) throw new AssertionError("writers must not send");
        sentTo.add(toString());
    }

    @Override public String toString() { return sb.toString(); }

    /** What a writer wrote. */
    public static String of(Consumer<MessageOut> writer) {
        TextOut out = new TextOut();
        writer.accept(out);
        return out.toString();
    }

    /** The messages a behaviour sent, in order. */
    public static List<String> sent(Consumer<MessageSink> behaviour) {
        List<String> messages = new ArrayList<>();
        behaviour.accept(() -> new TextOut(messages));
        return messages;
    }
}
