package org.pitch.sense.vision;

import static java.lang.Double.NaN;

import org.pitch.api.geom.Libm;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.sense.SeenObject.Kind;

/**
 * The four field lines (manual §4.3.2): a line is seen when the line of sight (the head direction)
 * heads towards it and crosses it between its ends. The reported direction is the angle between the
 * line of sight and the line, the distance is the length of the line of sight up to the crossing,
 * quantised with {@code quantize_step_l} on the logarithmic scale (with either noise model). Lines
 * are tried in the order left, right, top, bottom; a viewer inside the field reports the first line
 * seen only, one outside (or on a line) up to two. Lines are never sensed anonymously.
 */
final class FieldLines {
    private FieldLines() {}

    private static final double HALF_LENGTH = 52.5, HALF_WIDTH = 34.0;
    private static final double HALF_PI = Math.PI * 0.5;
    private static final String[] ORDER = {"l", "r", "t", "b"};

    static void see(Viewpoint view, double landmarkStep, SeeObservation out) {
        boolean inside = Math.abs(view.x) < HALF_LENGTH && Math.abs(view.y) < HALF_WIDTH;
        int max = inside ? 1 : 2;
        int count = 0;
        for (String name : ORDER) {
            if (count >= max) break;
            if (line(view, name, landmarkStep, out)) count++;
        }
    }

    /** Adds the line to {@code out} when the viewer sees it; returns whether it did. */
    private static boolean line(Viewpoint view, String name, double landmarkStep, SeeObservation out) {
        boolean vertical = name.equals("l") || name.equals("r");
        double coordinate = switch (name) {
            case "l" -> -HALF_LENGTH;
            case "r" -> HALF_LENGTH;
            case "t" -> -HALF_WIDTH;
            default -> HALF_WIDTH;
        };
        double own = vertical ? view.y : view.x;          // the viewer's coordinate along the line
        double across = vertical ? view.x : view.y;       // and across it
        double toLine = coordinate - across;              // signed perpendicular offset to the line
        // direction of the perpendicular from the viewer towards the line
        double normal = vertical
                ? (toLine > 0 || (toLine == 0 && name.equals("r")) ? 0.0 : Math.PI)
                : (toLine > 0 || (toLine == 0 && name.equals("b")) ? HALF_PI : -HALF_PI);
        double sight = view.relative(normal);             // line of sight against the perpendicular
        if (Math.abs(sight) >= HALF_PI) return false;
        double offset = toLine * Libm.tan(sight);
        double crossing = vertical ? own - offset : own + offset;
        double half = vertical ? HALF_WIDTH : HALF_LENGTH;
        if (crossing < -half || crossing > half) return false;
        double direction = Viewpoint.degrees(sight > 0 ? sight - HALF_PI : sight + HALF_PI);
        double distance = view.high
                ? DistanceNoise.logQuantize(Math.abs(toLine / Libm.cos(sight)), landmarkStep)
                : NaN;
        out.add(Kind.LINE, name, false, distance, direction, NaN, NaN);
        return true;
    }
}
