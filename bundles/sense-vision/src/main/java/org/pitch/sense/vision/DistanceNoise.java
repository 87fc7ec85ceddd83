package org.pitch.sense.vision;

import org.pitch.api.geom.Libm;

/**
 * How a viewer's distances are degraded: rcssserver's quantisation or, since v19, Gaussian noise.
 * Both take into account the focus point: the farther an object is from it, the coarser its distance.
 */
interface DistanceNoise {
    /** The distance reported for the ball or a player. */
    double mobile(double actual, double fromFocus);

    /** The distance reported for a flag or a goal. */
    double landmark(double actual, double fromFocus);

    /**
     * The distance change reported, from the relative velocity along the line of sight
     * ({@code radial}, metres per cycle), the actual and the reported distance.
     */
    double distanceChange(double radial, double actual, double reported);

    /** rcssserver's {@code Quantize}: {@code v} rounded (half to even) to a multiple of {@code q}. */
    static double quantize(double v, double q) {
        return q < 1.0e-10 ? v : Math.rint(v / q) * q;
    }

    /** A distance quantised on a logarithmic scale with step {@code q}, then to 0.1 m. */
    static double logQuantize(double distance, double q) {
        return quantize(logScale(distance, q), 0.1);
    }

    /** {@code exp} of the quantised logarithm of the distance (1e-10 keeps the logarithm finite at 0). */
    static double logScale(double distance, double q) {
        return Libm.exp(quantize(Libm.log(distance + 1.0e-10), q));
    }
}
