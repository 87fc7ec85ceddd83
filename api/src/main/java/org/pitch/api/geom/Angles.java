package org.pitch.api.geom;

/** Angle helpers in degrees, the unit of every angle on the wire. */
public final class Angles {
    private Angles() {}

    /** Normalises to the half-open range (-180, 180]. */
    public static double normalize(double degrees) {
        double a = degrees % 360.0;
        if (a > 180.0) a -= 360.0;
        else if (a <= -180.0) a += 360.0;
        return a;
    }

    /** Direction of a vector in degrees; 0 for the zero vector (signed zeros included), as rcssserver. */
    public static double direction(double x, double y) {
        return x == 0.0 && y == 0.0 ? 0.0 : Math.toDegrees(Math.atan2(y, x));
    }

    public static double clamp(double value, double min, double max) {
        return value < min ? min : (value > max ? max : value);
    }
}
