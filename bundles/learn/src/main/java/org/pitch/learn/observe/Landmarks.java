package org.pitch.learn.observe;

import java.util.HashMap;
import java.util.Map;

import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.sense.SeenObject.Kind;

/**
 * Where the landmarks a player sees stand (field coordinates), by the name a see gives them without
 * the kind letter ({@code "c"}, {@code "p l t"}, {@code "t r 30"}; the goals {@code "l"} and
 * {@code "r"}): the flags of rcssserver's field as its manual draws them. Lines are not used.
 */
final class Landmarks {
    private static final double GOAL_POST_Y = 7.01; // the goal flags stand at the standard goal's posts
    private static final double OUTER = 5; // outer flags stand 5 m outside the field's lines
    private static final Map<String, double[]> FLAGS = new HashMap<>();
    private static final Map<String, double[]> GOALS = new HashMap<>();

    static {
        double l = FieldGeometry.HALF_LENGTH, w = FieldGeometry.HALF_WIDTH;
        double px = l - FieldGeometry.PENALTY_AREA_LENGTH, py = FieldGeometry.PENALTY_AREA_WIDTH / 2;
        flag("c", 0, 0);
        flag("c t", 0, -w);
        flag("c b", 0, w);
        for (String side : new String[] {"l", "r"}) {
            double s = side.equals("l") ? -1 : 1;
            flag(side + " t", s * l, -w);
            flag(side + " b", s * l, w);
            flag("p " + side + " t", s * px, -py);
            flag("p " + side + " c", s * px, 0);
            flag("p " + side + " b", s * px, py);
            flag("g " + side + " t", s * l, -GOAL_POST_Y);
            flag("g " + side + " b", s * l, GOAL_POST_Y);
            GOALS.put(side, new double[] {s * l, 0});
            flag(side + " 0", s * (l + OUTER), 0);
            for (int d = 10; d <= 30; d += 10) {
                flag(side + " t " + d, s * (l + OUTER), -d);
                flag(side + " b " + d, s * (l + OUTER), d);
            }
        }
        flag("t 0", 0, -(w + OUTER));
        flag("b 0", 0, w + OUTER);
        for (int d = 10; d <= 50; d += 10) {
            flag("t l " + d, -d, -(w + OUTER));
            flag("t r " + d, d, -(w + OUTER));
            flag("b l " + d, -d, w + OUTER);
            flag("b r " + d, d, w + OUTER);
        }
    }

    private Landmarks() {}

    private static void flag(String name, double x, double y) { FLAGS.put(name, new double[] {x, y}); }

    /** The position of the landmark, or null for lines, unknown names and other kinds. */
    static double[] at(Kind kind, String name) {
        if (name == null) return null;
        return switch (kind) {
            case FLAG -> FLAGS.get(name);
            case GOAL -> GOALS.get(name);
            default -> null;
        };
    }
}
