package org.pitch.monitor.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/**
 * A referee control from the page, one text frame {@code control TOKEN WHAT [ARGS]}, turned into
 * the monitor command rcssserver's monitors send for it:
 * <ul>
 *   <li>{@code kick_off}: {@code (dispstart)};</li>
 *   <li>{@code drop_ball X Y}: {@code (dispfoul X Y 0)};</li>
 *   <li>{@code free_kick l|r X Y}: a free kick for that side, {@code (dispfoul X Y 1)} or {@code -1}.</li>
 * </ul>
 * Coordinates come in metres and go out in sixteenths of a metre (the monitor protocol's scale);
 * the server keeps the ball on the field as it does for any monitor.
 */
record ControlCommand(String name, String monitorCommand) {
    /** rcssserver's SHOWINFO_SCALE. */
    private static final double SCALE = 16.0;
    /** Farther than this from the centre is no click on the field (the page draws a 5 m margin). */
    private static final double MAX_X = 60, MAX_Y = 40;

    /** Why a control was not taken, in words the page shows. */
    static final class Refused extends Exception {
        Refused(String why) { super(why, null, false, false); }
    }

    /**
     * @param frame the text after {@code control }
     * @param token the token this server printed
     */
    static ControlCommand parse(String frame, String token) throws Refused {
        String[] w = frame.trim().split("\\s+");
        if (w.length < 2 || w[0].isEmpty()) throw new Refused("a control is 'control TOKEN COMMAND [ARGUMENTS]'");
        if (!sameToken(w[0], token)) throw new Refused("wrong token: controls need the token the server printed at start");
        switch (w[1]) {
            case "kick_off":
                arguments(w, 0);
                return new ControlCommand("kick_off", "(dispstart)");
            case "drop_ball": {
                arguments(w, 2);
                return new ControlCommand("drop_ball", foul(w[2], w[3], 0));
            }
            case "free_kick": {
                arguments(w, 3);
                int side = switch (w[2]) {
                    case "l" -> 1;
                    case "r" -> -1;
                    default -> throw new Refused("free_kick takes the side l or r, not '" + w[2] + "'");
                };
                return new ControlCommand("free_kick", foul(w[3], w[4], side));
            }
            default:
                throw new Refused("no control '" + w[1] + "'; there are kick_off, drop_ball X Y and free_kick l|r X Y");
        }
    }

    private static void arguments(String[] w, int n) throws Refused {
        if (w.length != n + 2) throw new Refused(w[1] + " takes " + n + " argument" + (n == 1 ? "" : "s") + ", got " + (w.length - 2));
    }

    private static String foul(String x, String y, int side) throws Refused {
        return "(dispfoul " + scaled(x, MAX_X) + " " + scaled(y, MAX_Y) + " " + side + ")";
    }

    private static long scaled(String text, double limit) throws Refused {
        double v;
        try {
            v = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new Refused("'" + text + "' is no number");
        }
        if (!(Math.abs(v) <= limit)) throw new Refused(text + " is off the field (|x| <= " + (int) MAX_X + ", |y| <= " + (int) MAX_Y + ")");
        return Math.round(v * SCALE);
    }

    /** Compared in constant time: how long the answer takes tells nothing about the token. */
    static boolean sameToken(String given, String token) {
        return MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8), token.getBytes(StandardCharsets.UTF_8));
    }
}
