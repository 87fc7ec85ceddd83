package org.pitch.api.world;

import org.pitch.api.geom.Libm;

/**
 * Position, velocity and the acceleration accumulated during the current cycle. Mutable on
 * purpose: the simulation updates thousands of these a second and must not allocate to do so.
 * Only the simulation thread writes them.
 */
@org.osgi.annotation.versioning.ProviderType
public abstract class MovingObject {
    private double x, y, vx, vy, ax, ay;

    public double x() { return x; }
    public double y() { return y; }
    public double vx() { return vx; }
    public double vy() { return vy; }
    public double ax() { return ax; }
    public double ay() { return ay; }

    public void position(double x, double y) { this.x = x; this.y = y; }
    public void velocity(double vx, double vy) { this.vx = vx; this.vy = vy; }
    public void accelerate(double dax, double day) { ax += dax; ay += day; }
    public void clearAcceleration() { ax = 0; ay = 0; }

    public double speed() { return Libm.length(vx, vy); }
    public double distanceTo(MovingObject o) { return Libm.length(o.x - x, o.y - y); }
    public double distanceTo(double px, double py) { return Libm.length(px - x, py - y); }

    /** Radius of the object's disc, metres. */
    public abstract double size();

    /** Velocity kept from one cycle to the next. */
    public abstract double decay();
}
