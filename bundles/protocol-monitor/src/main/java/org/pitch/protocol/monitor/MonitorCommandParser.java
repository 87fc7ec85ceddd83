package org.pitch.protocol.monitor;

import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.world.Card;
import org.pitch.api.world.Side;
import org.pitch.wire.Scanf;

/**
 * Reads one datagram of a monitor as rcssserver 19's {@code Monitor} does. A datagram holds one
 * command, which ends at the first NUL:
 *
 * <ul>
 *   <li>{@code (dispbye)} and {@code (dispstart)} exactly, nothing after them;</li>
 *   <li>{@code (dispplayer side unum x y angle)}, {@code (dispfoul x y side)},
 *       {@code (dispdiscard side unum)}, {@code (dispcard side unum yellow|red)} and
 *       {@code (compression level)}, all integers, read like {@code sscanf}: what follows the
 *       last number is not checked. Sides are 1 (left), -1 (right) and 0 (none); coordinates come
 *       in sixteenths of a metre ({@code SHOWINFO_SCALE}), angles in degrees. A foul by side 0 is a
 *       drop ball; any side other than 1 and 0 counts as the right, as in rcssserver.</li>
 * </ul>
 *
 * Anything else, a command with too few numbers, a card other than {@code yellow} or {@code red}
 * and a compression level above 9 are answered with {@code (error illegal_command_form)} on the
 * message board. A datagram of a version 2+ or JSON monitor that does not end in a NUL gets
 * {@code (warning message_not_null_terminated)} first and is still executed. (rcssserver lets a
 * monitor also use the trainer's commands when {@code server::coach} is on; Pitch does not.)
 * A version may read commands of its own first ({@link OwnCommands}); rcssserver's versions have none.
 */
final class MonitorCommandParser {
    /** Commands a version reads beyond rcssserver's, tried first: true if the text was one. */
    @FunctionalInterface
    interface OwnCommands {
        OwnCommands NONE = (text, out) -> false;

        boolean read(String text, MonitorCommandSink out);
    }

    static final String ILLEGAL_COMMAND_FORM = "(error illegal_command_form)";
    static final String NOT_NULL_TERMINATED = "(warning message_not_null_terminated)";
    /** rcssserver's SHOWINFO_SCALE: monitor coordinates are in sixteenths of a metre. */
    static final double SCALE = 16.0;
    static final int MAX_COMPRESSION = 9;

    private static final Scanf DISPPLAYER = Scanf.compile(" ( dispplayer %d %d %d %d %d");
    private static final Scanf DISPDISCARD = Scanf.compile(" ( dispdiscard %d %d");
    private static final Scanf COMPRESSION = Scanf.compile(" ( compression %d");
    private static final Scanf DISPFOUL = Scanf.compile(" ( dispfoul %d %d %d");
    private static final Scanf DISPCARD = Scanf.compile(" ( dispcard %d %d %7[^)]");

    /** Parses one datagram; {@code nulExpected}: the codec's version warns about a datagram not ending in a NUL. */
    void parse(byte[] data, int length, boolean nulExpected, MonitorCommandSink out) {
        parse(data, length, nulExpected, OwnCommands.NONE, out);
    }

    /** Parses one datagram, trying the version's {@code own} commands before rcssserver's. */
    void parse(byte[] data, int length, boolean nulExpected, OwnCommands own, MonitorCommandSink out) {
        if (length <= 0) return; // rcssserver never sees an empty datagram as a command
        if (nulExpected && data[length - 1] != 0) out.error(NOT_NULL_TERMINATED);
        String text = Scanf.cString(data, length);
        if (own.read(text, out)) return;
        if (text.equals("(dispbye)")) {
            out.bye();
        } else if (text.equals("(dispstart)")) {
            out.start();
        } else if (text.startsWith("(dispplayer")) {
            dispplayer(text, out);
        } else if (text.startsWith("(dispdiscard")) {
            Scanf.Result r = DISPDISCARD.scan(text);
            if (r.count() == 2) out.discard(side(r.integer(0)), r.integer(1));
            else out.error(ILLEGAL_COMMAND_FORM);
        } else if (text.startsWith("(compression")) {
            Scanf.Result r = COMPRESSION.scan(text);
            if (r.count() == 1 && r.integer(0) <= MAX_COMPRESSION) out.compression(r.integer(0));
            else out.error(ILLEGAL_COMMAND_FORM);
        } else if (text.startsWith("(dispfoul")) {
            Scanf.Result r = DISPFOUL.scan(text);
            int side = r.integer(2);
            if (r.count() != 3) out.error(ILLEGAL_COMMAND_FORM);
            else out.foul(r.integer(0) / SCALE, r.integer(1) / SCALE, side == 0 ? Side.NEUTRAL : side == 1 ? Side.LEFT : Side.RIGHT);
        } else if (text.startsWith("(dispcard")) {
            dispcard(text, out);
        } else {
            out.error(ILLEGAL_COMMAND_FORM);
        }
    }

    private static void dispplayer(String text, MonitorCommandSink out) {
        Scanf.Result r = DISPPLAYER.scan(text);
        if (r.count() != 5) {
            out.error(ILLEGAL_COMMAND_FORM);
            return;
        }
        out.movePlayer(side(r.integer(0)), r.integer(1), r.integer(2) / SCALE, r.integer(3) / SCALE, r.integer(4));
    }

    private static void dispcard(String text, MonitorCommandSink out) {
        Scanf.Result r = DISPCARD.scan(text);
        String card = r.text(2);
        if (r.count() != 3) {
            out.error(ILLEGAL_COMMAND_FORM);
        } else if (card.equals("yellow")) {
            out.card(side(r.integer(0)), r.integer(1), Card.YELLOW);
        } else if (card.equals("red")) {
            out.card(side(r.integer(0)), r.integer(1), Card.RED);
        } else {
            out.error(ILLEGAL_COMMAND_FORM);
        }
    }

    /** A side as rcssserver numbers it; a number that is no side names nobody. */
    static Side side(int s) {
        return s == 1 ? Side.LEFT : s == -1 ? Side.RIGHT : Side.NEUTRAL;
    }
}
