package org.pitch.api.geom;

/** Angle helpers in degrees, the unit of every angle on the wire. */
public final class Angles {
    private Angles() {}

    private static final double TWO_PI = 2 * Math.PI;

    /**
     * Brought into [-180, 180] as rcssserver's {@code normalize_angle} does it (in degrees): -180
     * and 180 both stay what they are, so a body turned by -180 from 0 faces -180, as there.
     */
    public static double normalize(double degrees) {
        double a = Math.abs(degrees) > 360.0 ? degrees % 360.0 : degrees;
        if (a < -180.0) a += 360.0;
        if (a > 180.0) a -= 360.0;
        return a;
    }

    /** rcssserver's {@code normalize_angle}: radians into [-π, π], ±π kept as they are. */
    public static double normalizeRadians(double a) {
        if (Math.abs(a) > TWO_PI) a = a % TWO_PI;
        if (a < -Math.PI) a += TWO_PI;
        if (a > Math.PI) a -= TWO_PI;
        return a;
    }

    /** Direction of a vector in degrees; 0 for the zero vector (signed zeros included), as rcssserver. */
    public static double direction(double x, double y) {
        return x == 0.0 && y == 0.0 ? 0.0 : Math.toDegrees(Libm.atan2(y, x));
    }

    public static double clamp(double value, double min, double max) {
        return value < min ? min : (value > max ? max : value);
    }
}
