package org.pitch.api.geom;

/**
 * The rectangle and circle arithmetic rcssserver's referee moves players with (its RArea and
 * CArea): containment is inclusive, and a point goes to the nearest edge the way rcssserver picks
 * it, quirks included, so players land exactly where they would there. Rectangles are given as
 * left, right, top, bottom (top &lt; bottom).
 */
public final class Areas {
    /** What rcssserver nudges a point at a circle's centre by, to give it a direction. */
    private static final double EPS = 1.0e-10;

    private Areas() {}

    public static boolean inRect(double x, double y, double left, double right, double top, double bottom) {
        return x >= left && x <= right && y >= top && y <= bottom;
    }

    public static boolean inCircle(double x, double y, double cx, double cy, double radius) {
        double dx = x - cx, dy = y - cy;
        return Math.sqrt(dx * dx + dy * dy) <= radius; // rcssserver's distance, to the last bit
    }

    /** The nearer of the left and right edges, y kept within the rectangle. */
    public static Vec2 nearestVerticalEdge(double x, double y, double left, double right, double top, double bottom) {
        return new Vec2(Math.abs(x - left) < Math.abs(x - right) ? left : right, Math.min(Math.max(y, top), bottom));
    }

    /**
     * The nearest edge as rcssserver picks it: the vertical edges if x is nearer one of them than
     * y is to a horizontal one, and the other coordinate clamped into the rectangle.
     */
    public static Vec2 nearestEdge(double x, double y, double left, double right, double top, double bottom) {
        if (Math.min(Math.abs(x - left), Math.abs(x - right)) < Math.min(Math.abs(y - top), Math.abs(y - bottom))) {
            return nearestVerticalEdge(x, y, left, right, top, bottom);
        }
        return new Vec2(Math.min(Math.max(x, left), right), Math.abs(y - top) < Math.abs(y - bottom) ? top : bottom);
    }

    /** The point of the circle's edge in the direction of (x, y) from its centre. */
    public static Vec2 circleEdge(double cx, double cy, double radius, double x, double y) {
        double dx = x - cx, dy = y - cy;
        if (dx == 0.0 && dy == 0.0) { dx = EPS; dy = EPS; }
        double scale = radius / Math.sqrt(dx * dx + dy * dy); // rcssserver's normalize, to the last bit
        return new Vec2(cx + dx * scale, cy + dy * scale);
    }

}
