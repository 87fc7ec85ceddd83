package org.pitch.protocol.monitor;

import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.world.Card;
import org.pitch.api.world.Side;

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
 */
final class MonitorCommandParser {
    static final String ILLEGAL_COMMAND_FORM = "(error illegal_command_form)";
    static final String NOT_NULL_TERMINATED = "(warning message_not_null_terminated)";
    /** rcssserver's SHOWINFO_SCALE: monitor coordinates are in sixteenths of a metre. */
    static final double SCALE = 16.0;
    static final int MAX_COMPRESSION = 9;

    /** Parses one datagram; {@code nulExpected}: the codec's version warns about a datagram not ending in a NUL. */
    void parse(byte[] data, int length, boolean nulExpected, MonitorCommandSink out) {
        if (length <= 0) return; // rcssserver never sees an empty datagram as a command
        if (nulExpected && data[length - 1] != 0) out.error(NOT_NULL_TERMINATED);
        CScan scan = new CScan(data, length);
        if (scan.is("(dispbye)")) {
            out.bye();
        } else if (scan.is("(dispstart)")) {
            out.start();
        } else if (scan.startsWith("(dispplayer")) {
            dispplayer(scan, out);
        } else if (scan.startsWith("(dispdiscard")) {
            int side = scan.literal(" ( dispdiscard").integer(), unum = scan.integer();
            if (scan.ok()) out.discard(side(side), unum);
            else out.error(ILLEGAL_COMMAND_FORM);
        } else if (scan.startsWith("(compression")) {
            int level = scan.literal(" ( compression").integer();
            if (scan.ok() && level <= MAX_COMPRESSION) out.compression(level);
            else out.error(ILLEGAL_COMMAND_FORM);
        } else if (scan.startsWith("(dispfoul")) {
            int x = scan.literal(" ( dispfoul").integer(), y = scan.integer(), side = scan.integer();
            if (!scan.ok()) out.error(ILLEGAL_COMMAND_FORM);
            else out.foul(x / SCALE, y / SCALE, side == 0 ? Side.NEUTRAL : side == 1 ? Side.LEFT : Side.RIGHT);
        } else if (scan.startsWith("(dispcard")) {
            dispcard(scan, out);
        } else {
            out.error(ILLEGAL_COMMAND_FORM);
        }
    }

    private static void dispplayer(CScan scan, MonitorCommandSink out) {
        int side = scan.literal(" ( dispplayer").integer(), unum = scan.integer();
        int x = scan.integer(), y = scan.integer(), angle = scan.integer();
        if (!scan.ok()) {
            out.error(ILLEGAL_COMMAND_FORM);
            return;
        }
        out.movePlayer(side(side), unum, x / SCALE, y / SCALE, angle);
    }

    private static void dispcard(CScan scan, MonitorCommandSink out) {
        int side = scan.literal(" ( dispcard").integer(), unum = scan.integer();
        String card = scan.literal(" ").upTo(')', 7);
        if (!scan.ok()) {
            out.error(ILLEGAL_COMMAND_FORM);
        } else if (card.equals("yellow")) {
            out.card(side(side), unum, Card.YELLOW);
        } else if (card.equals("red")) {
            out.card(side(side), unum, Card.RED);
        } else {
            out.error(ILLEGAL_COMMAND_FORM);
        }
    }

    /** A side as rcssserver numbers it; a number that is no side names nobody. */
    static Side side(int s) {
        return s == 1 ? Side.LEFT : s == -1 ? Side.RIGHT : Side.NEUTRAL;
    }
}
