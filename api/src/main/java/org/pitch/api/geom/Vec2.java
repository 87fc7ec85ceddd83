package org.pitch.api.geom;

/** An immutable point or vector on the field, in metres; x grows towards the right goal, y downwards. */
public record Vec2(double x, double y) {
    public static final Vec2 ZERO = new Vec2(0, 0);

    public static Vec2 polar(double length, double directionDegrees) {
        double r = Math.toRadians(directionDegrees);
        return new Vec2(length * Libm.cos(r), length * Libm.sin(r));
    }

    public Vec2 plus(Vec2 o) { return new Vec2(x + o.x, y + o.y); }
    public Vec2 minus(Vec2 o) { return new Vec2(x - o.x, y - o.y); }
    public Vec2 times(double k) { return new Vec2(x * k, y * k); }
    public double length() { return Libm.length(x, y); }
    public double distance(Vec2 o) { return Libm.length(x - o.x, y - o.y); }
    /** Direction in degrees, (-180, 180], as the server measures angles. */
    public double direction() { return Math.toDegrees(Libm.atan2(y, x)); }
}
