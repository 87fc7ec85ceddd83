package org.pitch.protocol.vsc.sense;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a 2D {@code see} message ({@code (see T ((NAME...) DIST DIR ...) ...)}) into the objects
 * the camera draws. Objects seen without a distance (lines seen edge-on are never, but a close
 * object "behind" can be) are skipped; a player's team is told from its quoted team name.
 */
public final class SeeScene {
    private SeeScene() {}

    /** The objects seen, or null if the text is not a {@code see}. */
    public static List<Seen> parse(String text, String ownTeam) {
        if (!text.startsWith("(see ")) return null;
        List<Seen> seen = new ArrayList<>();
        int at = text.indexOf('(', 5);
        while (at >= 0 && at + 1 < text.length() && text.charAt(at + 1) == '(') {
            int nameEnd = text.indexOf(')', at + 2);
            if (nameEnd < 0) break;
            int end = text.indexOf(')', nameEnd + 1);
            if (end < 0) break;
            String name = text.substring(at + 2, nameEnd);
            String[] values = text.substring(nameEnd + 1, end).trim().split("\\s+");
            Seen.Kind kind = kind(name, ownTeam);
            if (kind != null && values.length >= 2) {
                try {
                    seen.add(new Seen(kind, Double.parseDouble(values[0]), Double.parseDouble(values[1])));
                } catch (NumberFormatException e) {
                    // not a distance and a direction: not drawn
                }
            }
            at = text.indexOf('(', end + 1);
        }
        return seen;
    }

    private static Seen.Kind kind(String name, String ownTeam) {
        if (name.isEmpty()) return null;
        switch (Character.toLowerCase(name.charAt(0))) {
            case 'b': return Seen.Kind.BALL;
            case 'g': return Seen.Kind.GOAL;
            case 'f': return Seen.Kind.FLAG;
            case 'l': return Seen.Kind.LINE;
            case 'p': {
                int q = name.indexOf('"');
                if (q < 0) return Seen.Kind.PLAYER;
                int q2 = name.indexOf('"', q + 1);
                String team = q2 > q ? name.substring(q + 1, q2) : "";
                return team.equals(ownTeam) ? Seen.Kind.TEAMMATE : Seen.Kind.OPPONENT;
            }
            default: return null;
        }
    }
}
