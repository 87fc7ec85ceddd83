package org.pitch.learn.server;

import org.pitch.api.learn.SteppedMatch;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.sense.Heard;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.sense.Speaker;
import org.pitch.api.world.Player;
import org.pitch.learn.env.RawMessages;
import org.pitch.wire.RcssNumbers;

/**
 * The cycle's messages of a protocol-19 client, as text: the referee's announcements as
 * {@code hear}, {@code sense_body}, and a {@code see} when one is due, written by the player codec
 * serving version 19 (rcssserver's order after a cycle).
 */
final class ProtocolMessages implements RawMessages {
    private static final int VERSION = 19;

    private final PlayerCodec codec;
    private final TextOut out = new TextOut();
    private final SeeObservation see = new SeeObservation();

    ProtocolMessages(PlayerCodec codec) { this.codec = codec; }

    @Override
    public String of(SteppedMatch match, Player player, boolean seeDue) {
        out.reset();
        int time = match.world().time();
        for (String said : match.announcements()) codec.writeHear(out, VERSION, new Heard(time, Speaker.REFEREE.heardAs(), 0, false, 0, said));
        codec.writeSenseBody(out, VERSION, match.senseBody(player));
        if (seeDue) {
            match.see(player, VERSION, see);
            codec.writeSee(out, VERSION, see);
        }
        return out.text();
    }

    /** A {@link MessageOut} into a string builder, messages separated by newlines (the wire's NUL dropped). */
    static final class TextOut implements MessageOut {
        private final StringBuilder text = new StringBuilder(1024);
        void reset() { text.setLength(0); }

        String text() { return text.toString(); }

        @Override public MessageOut text(CharSequence s) { text.append(s); return this; }

        @Override public MessageOut character(char c) { text.append(c); return this; }

        @Override public MessageOut integer(long v) { text.append(v); return this; }

        @Override
        public MessageOut number(double v) {
            text.append(RcssNumbers.toString(v));
            return this;
        }

        @Override
        public void send() {
            text.append('\n');
        }
    }
}
