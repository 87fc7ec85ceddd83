package org.pitch.bench.diff;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * rcssserver's random placement at half time, recognised in a first difference: its referee moves
 * a player standing in the opponents' half to a random spot of its own half
 * ({@code Referee::placePlayersInTheirField}, {@code fld_l.randomize()}) from a generator no option
 * seeds, where Pitch draws from the match seed. Such a difference is explained, not the same: a
 * trainer's {@code see_global} or a monitor's {@code show} at a half's boundary (the clock stands at
 * a multiple of the half's cycles until the kick-off) in which the two servers differ only in the
 * positions of players who stand in their own half on both.
 */
final class KickOffPlacement {
    /** {@code ((p "Left" 3[ goalie]) X Y} of a see_global, {@code ((l 3) TYPE STATE X Y} of a show. */
    private static final Pattern PLAYER = Pattern.compile(
            "\\(\\((?:p \"(Left|Right)\" (\\d+)(?: goalie)?\\)|([lr]) (\\d+)\\) \\S+ \\S+) (-?[\\d.e-]+) (-?[\\d.e-]+)");

    private KickOffPlacement() {}

    /** Whether {@code d} is that placement, a half being {@code halfCycles} cycles. */
    static boolean explains(Difference d, int halfCycles) {
        String e = d.expected(), a = d.actual();
        if (e == null || a == null || !(e.startsWith("(see_global ") || e.startsWith("(show "))) return false;
        int cycle = d.cycle();
        if (cycle <= 0 || cycle % halfCycles != 0) return false;
        return masked(e, a) != null && masked(e, a).equals(masked(a, e));
    }

    /**
     * {@code message} with the position of every player that stands elsewhere in {@code other} but
     * in its own half in both replaced by a mark; null when a player differs otherwise.
     */
    private static String masked(String message, String other) {
        StringBuilder out = new StringBuilder();
        Matcher m = PLAYER.matcher(message), o = PLAYER.matcher(other);
        int last = 0;
        while (m.find()) {
            if (!o.find() || !name(m).equals(name(o))) return null; // not the same players in the same order
            if (!m.group(5).equals(o.group(5)) || !m.group(6).equals(o.group(6))) {
                boolean left = name(m).startsWith("l");
                if (!ownHalf(left, m.group(5)) || !ownHalf(left, o.group(5))) return null;
                out.append(message, last, m.start(5)).append("X Y");
                last = m.end(6);
            }
        }
        return out.append(message.substring(last)).toString();
    }

    private static String name(Matcher m) {
        return m.group(1) != null ? (m.group(1).equals("Left") ? "l " : "r ") + m.group(2) : m.group(3) + " " + m.group(4);
    }

    private static boolean ownHalf(boolean left, String x) {
        double v = Double.parseDouble(x);
        return left ? v <= 0 : v >= 0;
    }
}
