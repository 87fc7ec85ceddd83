package org.pitch.sense.vision;

import org.pitch.api.geom.Libm;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Player;
import org.pitch.api.world.ViewQuality;

/**
 * Where a viewer stands and looks from, in radians as rcssserver computes directions: position, body
 * and neck angles, the half-width of the view cone, the focus point and whether the view is of
 * high quality. Body and neck are the player's radians ({@link Player#bodyRadians}), not the radians
 * of its degrees: a right player's body turned from π differs from those in the last bits, and a
 * direction of exactly half a degree, a line seen exactly side-on or a flag on the cone's edge
 * turns on them.
 *
 * <p>The view cone is {@code visible_angle} scaled by the view width: ×0.5, ×1, ×2 for a player
 * receiving see messages on its own timer, ×2/3, ×4/3, ×2 in synchronous mode (60°, 120°, 180° by
 * default). A synchronous viewer always sees in high quality (rcssserver refuses low quality then).
 */
final class Viewpoint {

    final double x, y;
    final double body, neck;
    final double halfCone;
    final double focusX, focusY;
    final boolean high;
    /** The head's direction as a unit vector, and the cosine below which a point lies surely outside the cone. */
    private final double headX, headY, outsideCosine;

    /**
     * How far beyond the cone's edge {@link #surelyOutside} decides without {@code atan2}: far more
     * than the rounding of either computation, so a point it rules out is outside by the exact test too.
     */
    private static final double CONE_MARGIN = 1.0e-6;

    Viewpoint(Player viewer, Parameters parameters) {
        x = viewer.x();
        y = viewer.y();
        body = viewer.bodyRadians();
        neck = viewer.neckRadians();
        double visible = Math.toRadians(parameters.real(ServerParam.VISIBLE_ANGLE));
        halfCone = visible * widthFactor(viewer) * 0.5;
        double focusDirection = normalize(body + neck + viewer.focusRadians());
        focusX = x + viewer.focusDistance() * Libm.cos(focusDirection);
        focusY = y + viewer.focusDistance() * Libm.sin(focusDirection);
        high = viewer.synchSee() || viewer.viewQuality() == ViewQuality.HIGH;
        double head = body + neck;
        headX = Libm.cos(head);
        headY = Libm.sin(head);
        outsideCosine = halfCone + CONE_MARGIN < Math.PI ? Libm.cos(halfCone + CONE_MARGIN) : -2.0;
    }

    private static double widthFactor(Player viewer) {
        if (!viewer.synchSee()) return viewer.viewWidth().angleFactor();
        return switch (viewer.viewWidth()) {
            case NARROW -> 2.0 / 3.0;
            case NORMAL -> 4.0 / 3.0;
            case WIDE -> 6.0 / 3.0;
        };
    }

    double distance(double px, double py) {
        return Libm.length(px - x, py - y);
    }

    double distanceFromFocus(double px, double py) {
        return Libm.length(px - focusX, py - focusY);
    }

    /** Direction of a point relative to the head, radians in [-π, π], with rcssserver's last bits ({@link Libm}). */
    double direction(double px, double py) {
        double dx = px - x, dy = py - y;
        return normalize(normalize(Libm.atan2(dy, dx) - body) - neck);
    }

    /** Direction of a global angle (radians) relative to the head. */
    double relative(double globalAngle) {
        return normalize(globalAngle - body - neck);
    }

    /**
     * Whether the point at {@code distance} (from {@link #distance}) is outside the view cone by more
     * than a rounding error can explain: a dot product instead of the {@code atan2} of
     * {@link #direction}, which most objects of a see do not need (those out of the cone and beyond
     * {@code visible_distance} are not reported). Points near the edge, or on the viewer, answer false.
     */
    boolean surelyOutside(double px, double py, double distance) {
        return (px - x) * headX + (py - y) * headY < outsideCosine * distance;
    }

    boolean inCone(double direction) {
        return Math.abs(direction) < halfCone;
    }

    /** Radians to degrees; the codec rounds them as the viewer's version prints them. */
    static double degrees(double radians) {
        return Math.toDegrees(radians);
    }

    /** rcssserver's {@code normalize_angle}, in radians. */
    static double normalize(double a) { return org.pitch.api.geom.Angles.normalizeRadians(a); }
}
