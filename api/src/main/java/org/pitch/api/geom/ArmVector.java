package org.pitch.api.geom;

/**
 * The arithmetic of rcssserver's pointing arm, to the last bit: its vectors ({@code
 * rcss::geom::Vector2D}) are made from a heading as a unit vector scaled to the wanted length, and
 * rotated through their heading and magnitude, {@code (cos(h + a), sin(h + a)) × |v|}, not by a
 * rotation matrix. Where a pointed-at spot is printed (a sense_body's arm, a trainer's or coach's
 * pointing direction in whole degrees), the last bits of these steps decide a rounding (the
 * differential tester's seed 1425). The functions allocate nothing.
 */
public final class ArmVector {
    private ArmVector() {}

    /** The x of {@code polarVector2D(length, heading)}: the unit vector of {@code heading}, normalised, times {@code length}. */
    public static double polarX(double length, double heading) {
        double ux = Libm.cos(heading), uy = Libm.sin(heading);
        return ux / Libm.length(ux, uy) * length;
    }

    /** The y of {@code polarVector2D(length, heading)}. */
    public static double polarY(double length, double heading) {
        double ux = Libm.cos(heading), uy = Libm.sin(heading);
        return uy / Libm.length(ux, uy) * length;
    }

    /** The x of {@code (x, y)} rotated by {@code angle} radians as {@code Vector2D::rotate} does. */
    public static double rotatedX(double x, double y, double angle) {
        return Libm.cos(Libm.atan2(y, x) + angle) * Libm.length(x, y);
    }

    /** The y of {@code (x, y)} rotated by {@code angle} radians as {@code Vector2D::rotate} does. */
    public static double rotatedY(double x, double y, double angle) {
        return Libm.sin(Libm.atan2(y, x) + angle) * Libm.length(x, y);
    }
}
