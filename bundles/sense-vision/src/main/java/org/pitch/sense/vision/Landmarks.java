package org.pitch.sense.vision;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.sense.SeenObject.Kind;

/**
 * The 55 landmarks of the standard field (manual §4.3.2, figure of the flags), in the order
 * rcssserver 19 lists them in a see message when no landmark file is installed: centre flags,
 * corner flags, the right then the left goal with its two post flags, the right then the left
 * penalty-area flags, then the flags 5 m outside the field: top, bottom (each: 0, right 10..50,
 * left 10..50), right and left (each: 0, top 10..30, bottom 10..30).
 */
final class Landmarks {
    private Landmarks() {}

    /** Half length and half width of the pitch, and the distance of the outer flags from its lines. */
    private static final double HALF_LENGTH = 52.5, HALF_WIDTH = 34.0, OUTER = 5.0;
    /** Half of the goal mouth rcssserver uses for the post flags (fixed, whatever goal_width is). */
    private static final double POST_Y = 7.01;
    /** The line of the penalty-area flags and their distance from the long axis. */
    private static final double PENALTY_X = 36.0, PENALTY_Y = 20.16;

    static final List<Landmark> ALL = build();

    private static List<Landmark> build() {
        List<Landmark> l = new ArrayList<>(55);
        flag(l, "c", 0, 0);
        flag(l, "c t", 0, -HALF_WIDTH);
        flag(l, "c b", 0, HALF_WIDTH);
        for (String side : new String[] {"r", "l"}) {
            double x = side.equals("r") ? HALF_LENGTH : -HALF_LENGTH;
            flag(l, side + " t", x, -HALF_WIDTH);
            flag(l, side + " b", x, HALF_WIDTH);
        }
        for (String side : new String[] {"r", "l"}) {
            double x = side.equals("r") ? HALF_LENGTH : -HALF_LENGTH;
            flag(l, "g " + side + " b", x, POST_Y);
            l.add(new Landmark(Kind.GOAL, side, x, 0, false));
            flag(l, "g " + side + " t", x, -POST_Y);
        }
        for (String side : new String[] {"r", "l"}) {
            double x = side.equals("r") ? PENALTY_X : -PENALTY_X;
            flag(l, "p " + side + " b", x, PENALTY_Y);
            flag(l, "p " + side + " c", x, 0);
            flag(l, "p " + side + " t", x, -PENALTY_Y);
        }
        double outerY = HALF_WIDTH + OUTER, outerX = HALF_LENGTH + OUTER;
        for (String edge : new String[] {"t", "b"}) {
            double y = edge.equals("t") ? -outerY : outerY;
            outerFlag(l, edge + " 0", 0, y);
            for (int x = 10; x <= 50; x += 10) outerFlag(l, edge + " r " + x, x, y);
            for (int x = 10; x <= 50; x += 10) outerFlag(l, edge + " l " + x, -x, y);
        }
        for (String edge : new String[] {"r", "l"}) {
            double x = edge.equals("r") ? outerX : -outerX;
            outerFlag(l, edge + " 0", x, 0);
            for (int y = 10; y <= 30; y += 10) outerFlag(l, edge + " t " + y, x, -y);
            for (int y = 10; y <= 30; y += 10) outerFlag(l, edge + " b " + y, x, y);
        }
        return List.copyOf(l);
    }

    private static void flag(List<Landmark> l, String name, double x, double y) {
        l.add(new Landmark(Kind.FLAG, name, x, y, false));
    }

    /** The flags 5 m outside the field, which not every protocol version sees. */
    private static void outerFlag(List<Landmark> l, String name, double x, double y) {
        l.add(new Landmark(Kind.FLAG, name, x, y, true));
    }
}
