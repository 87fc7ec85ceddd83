package org.pitch.protocol.player;

import org.pitch.api.command.CommandKind;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;

/**
 * Small printing and conversion steps every player protocol version shares, written as
 * rcssserver does them, so that the codecs of the version chain print alike. Nothing is allocated.
 */
public final class Wire {
    private Wire() {}

    /** A play mode as players see it: {@code kick_off_l}, {@code play_on}. */
    public static MessageOut playMode(MessageOut out, PlayMode mode, Side side) {
        out.text(mode.wireName());
        if (mode.sided() && side != Side.NEUTRAL) out.character('_').character(side.wire());
        return out;
    }

    /** Text as it is; nothing for null. */
    public static MessageOut text(MessageOut out, String s) {
        return s == null ? out : out.text(s);
    }

    /** Text in double quotes, unescaped; {@code ""} for null. */
    public static MessageOut quoted(MessageOut out, String s) {
        out.character('"');
        return text(out, s).character('"');
    }

    /** How often a command was executed, as the body observation counts it (0 if not counted). */
    public static int count(int[] counters, CommandKind kind) {
        int index = kind.ordinal();
        return counters != null && index < counters.length ? counters[index] : 0;
    }

    /** {@code " (name n)"}: one of sense_body's command counters. */
    public static void counter(MessageOut out, String name, int[] counters, CommandKind kind) {
        out.text(" (").text(name).character(' ').integer(count(counters, kind)).character(')');
    }

    /** rcssserver's {@code Quantize}: {@code rint(v / q) * q}. */
    public static double quantize(double v, double q) {
        return Math.rint(v / q) * q;
    }

    /** A C {@code static_cast<int>} of a double: truncation toward zero. */
    public static int truncate(double v) {
        return (int) v;
    }
}
