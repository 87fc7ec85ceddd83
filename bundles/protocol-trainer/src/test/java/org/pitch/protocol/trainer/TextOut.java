package org.pitch.protocol.trainer;

import org.pitch.api.protocol.MessageOut;
import org.pitch.wire.RcssNumbers;

/** A {@link MessageOut} collecting text, numbers printed as rcssserver prints them; writers must not send. */
public final class TextOut implements MessageOut {
    public final StringBuilder sb = new StringBuilder();

    @Override public MessageOut text(CharSequence s) { sb.append(s); return this; }
    @Override public MessageOut character(char c) { sb.append(c); return this; }
    @Override public MessageOut integer(long v) { sb.append(v); return this; }
    @Override public MessageOut number(double v) { sb.append(RcssNumbers.toString(v)); return this; }
    @Override public void send() { throw new AssertionError("writers must not send"); }

    @Override public String toString() { return sb.toString(); }

    /** What a writer wrote. */
    public static String of(java.util.function.Consumer<MessageOut> writer) {
        TextOut out = new TextOut();
        writer.accept(out);
        return out.toString();
    }
}
