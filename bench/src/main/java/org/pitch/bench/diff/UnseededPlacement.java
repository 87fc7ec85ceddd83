package org.pitch.bench.diff;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The two places where rcssserver puts players at random spots from a generator no option seeds
 * (Pitch draws from the match seed), recognised in a first difference, which is then explained
 * rather than the same: a player in the opponents' half before a kick-off sent to a random spot of
 * its own ({@link #explains}), and players a referee put on one spot separated at a random angle
 * ({@link #separatesSameSpot}).
 */
final class UnseededPlacement {
    /** {@code ((p "Left" 3[ goalie]) X Y} of a see_global, {@code ((l 3) TYPE STATE X Y} of a show. */
    private static final Pattern PLAYER = Pattern.compile(
            "\\(\\((?:p \"(Left|Right)\" (\\d+)(?: goalie)?\\)|([lr]) (\\d+)\\) \\S+ \\S+) (-?[\\d.e-]+) (-?[\\d.e-]+)");

    private UnseededPlacement() {}

    /**
     * rcssserver's random placement before a kick-off: its referees move a player standing in the
     * opponents' half to a random spot of its own half ({@code Referee::placePlayersInTheirField},
     * {@code fld_l.randomize()}; at half time, and in every cycle before a kick-off, where the
     * offside referee calls it). Explained: a trainer's {@code see_global} or a monitor's
     * {@code show} while the clock stands at a half's boundary (0 or a multiple of the half's
     * {@code halfCycles}) in which the two servers differ only in the figures of players who stand
     * in their own half on both, from their position on (a pointing arm's direction follows from
     * the spot), and each of whom came from the opponents' half: shown there by the client's
     * previous message of that kind, or sent there by the script's last trainer's move of it up to
     * the difference's step. A player who never crossed was not placed at random: a difference in
     * its spot is a difference (a move's collisions before the kick-off, say).
     */
    static boolean explains(Difference d, int halfCycles, Script script) {
        String e = d.expected(), a = d.actual();
        if (e == null || a == null || !(e.startsWith("(see_global ") || e.startsWith("(show "))) return false;
        int cycle = d.cycle();
        if (cycle < 0 || cycle % halfCycles != 0) return false;
        Set<String> crossed = cameFromOpponentsHalf(d, script);
        String me = masked(e, a, crossed);
        return me != null && me.equals(masked(a, e, crossed));
    }

    /** {@code (move (player Left 3) X Y ...)}, a trainer's move of a player. */
    private static final Pattern TRAINER_MOVE = Pattern.compile("^\\(move \\(player (Left|Right) (\\d+)\\) (-?[\\d.]+) ");

    /** The players (as {@link #name}) the difference's previous message or the script's trainer put in the opponents' half. */
    private static Set<String> cameFromOpponentsHalf(Difference d, Script script) {
        Set<String> crossed = new HashSet<>();
        String previous = previousOfItsKind(d);
        if (previous != null) {
            Matcher m = PLAYER.matcher(previous);
            while (m.find()) if (!ownHalf(name(m).startsWith("l"), m.group(5))) crossed.add(name(m));
        }
        Set<String> movedAcross = new HashSet<>(); // by each player's last trainer's move so far
        for (Script.Action action : script.actions()) {
            if (action.step() > d.step() || script.clients().get(action.client()).kind() != Script.Kind.TRAINER) continue;
            Matcher m = TRAINER_MOVE.matcher(action.text());
            if (!m.find()) continue;
            boolean left = m.group(1).equals("Left");
            String name = (left ? "l " : "r ") + m.group(2);
            if (ownHalf(left, m.group(3))) movedAcross.remove(name);
            else movedAcross.add(name);
        }
        crossed.addAll(movedAcross);
        return crossed;
    }

    /**
     * {@code message} with the position of every player that stands elsewhere in {@code other},
     * in its own half in both and is one of {@code crossed}, replaced by a mark; null when a player
     * differs otherwise.
     */
    private static String masked(String message, String other, Set<String> crossed) {
        StringBuilder out = new StringBuilder();
        Matcher m = PLAYER.matcher(message), o = PLAYER.matcher(other);
        int last = 0;
        while (m.find()) {
            if (!o.find() || !name(m).equals(name(o))) return null; // not the same players in the same order
            if (!m.group(5).equals(o.group(5)) || !m.group(6).equals(o.group(6))) {
                boolean left = name(m).startsWith("l");
                if (!ownHalf(left, m.group(5)) || !ownHalf(left, o.group(5)) || !crossed.contains(name(m))) return null;
                // the rest of the player's figures may follow from the spot (a pointing arm's direction)
                int end = m.end(6);
                while (end < message.length() && message.charAt(end) != '(' && message.charAt(end) != ')') end++;
                out.append(message, last, m.start(5)).append("X Y ...");
                last = end;
            }
        }
        return out.append(message.substring(last)).toString();
    }

    /**
     * rcssserver's separation of two players the referee put on one spot (a free kick's clearing, a
     * kick-off's placement): at a random angle from its unseedable generator, where Pitch draws from
     * the match seed ({@code Stadium::calcCollisionPos}: "separated at a random angle"). Explained
     * when the client's previous message of that kind (a trainer's see_global's, or its look)
     * showed two or more players on exactly one spot and the two servers now differ only in those
     * players' figures.
     */
    static boolean separatesSameSpot(Difference d) {
        String e = d.expected(), a = d.actual();
        if (e == null || a == null || !(e.startsWith("(see_global ") || e.startsWith("(show "))) return false;
        String previous = previousOfItsKind(d);
        if (previous == null) return false;
        Map<String, String> spots = new HashMap<>();
        Set<String> stacked = new HashSet<>();
        Matcher m = PLAYER.matcher(previous);
        while (m.find()) {
            String other = spots.put(m.group(5) + " " + m.group(6), name(m));
            if (other != null) {
                stacked.add(other);
                stacked.add(name(m));
            }
        }
        if (stacked.isEmpty()) return false;
        String me = maskedPlayers(e, stacked), ma = maskedPlayers(a, stacked);
        return me.equals(ma);
    }

    /** A see_global's or a show's ball: its position. */
    private static final Pattern BALL = Pattern.compile("\\(\\(b\\) (-?[\\d.e-]+) (-?[\\d.e-]+)");

    /**
     * rcssserver's separation of a player and the ball a referee put on its very spot outside play
     * on (a foul's free kick on a tackler standing still): at a random angle from its unseedable
     * generator ({@code Stadium::calcBallCollisionPos}, {@code drand(-π, π)}). Explained when both
     * servers show the ball on the spot where the client's previous message of that kind showed a
     * player, and now differ only in that player's figures.
     */
    static boolean separatesFromBallOnItsSpot(Difference d) {
        String e = d.expected(), a = d.actual();
        if (e == null || a == null || !(e.startsWith("(see_global ") || e.startsWith("(show "))) return false;
        Matcher be = BALL.matcher(e), ba = BALL.matcher(a);
        if (!be.find() || !ba.find() || !be.group().equals(ba.group())) return false;
        String previous = previousOfItsKind(d);
        if (previous == null) return false;
        Set<String> onTheSpot = new HashSet<>();
        Matcher m = PLAYER.matcher(previous);
        while (m.find()) if (m.group(5).equals(be.group(1)) && m.group(6).equals(be.group(2))) onTheSpot.add(name(m));
        return !onTheSpot.isEmpty() && maskedPlayers(e, onTheSpot).equals(maskedPlayers(a, onTheSpot));
    }

    /**
     * The client's last message before the difference of the expected one's kind (a see_global or
     * a show); for a see_global also a trainer's look, which names the players as it does.
     */
    private static String previousOfItsKind(Difference d) {
        String e = d.expected();
        String head = e.substring(0, e.indexOf(' ') + 1);
        String previous = null;
        for (String b : d.before()) if (b.startsWith(head) || head.equals("(see_global ") && b.startsWith("(ok look ")) previous = b;
        return previous;
    }

    /** {@code message} with the figures of the named players, from their position on, replaced by a mark. */
    private static String maskedPlayers(String message, Set<String> names) {
        StringBuilder out = new StringBuilder();
        Matcher m = PLAYER.matcher(message);
        int last = 0;
        while (m.find()) {
            if (!names.contains(name(m))) continue;
            int end = m.end(6);
            while (end < message.length() && message.charAt(end) != '(' && message.charAt(end) != ')') end++;
            out.append(message, last, m.start(5)).append("X Y ...");
            last = end;
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
