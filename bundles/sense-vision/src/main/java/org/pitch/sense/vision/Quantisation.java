package org.pitch.sense.vision;

/**
 * rcssserver's default noise: distances quantised on a logarithmic scale ({@code quantize_step} for
 * ball and players, {@code quantize_step_l} for landmarks). Since rcssserver 18 the focus point takes
 * part: the reported distance is the true distance minus the mean of the quantisation errors of the
 * distance to the viewer and of the distance to the focus point, rounded to 0.1 m (18.1.2). With the
 * focus point on the viewer this is the classic {@code Quantize(exp(Quantize(log(d), q)), 0.1)}.
 * Distance changes are {@code reported × (radial / actual)} with the ratio rounded to 0.02.
 */
final class Quantisation implements DistanceNoise {
    private final double step;
    private final double landmarkStep;

    Quantisation(double step, double landmarkStep) {
        this.step = step;
        this.landmarkStep = landmarkStep;
    }

    @Override
    public double mobile(double actual, double fromFocus) {
        return observed(actual, fromFocus, step);
    }

    @Override
    public double landmark(double actual, double fromFocus) {
        return observed(actual, fromFocus, landmarkStep);
    }

    private static double observed(double actual, double fromFocus, double q) {
        double viewerError = actual - DistanceNoise.logScale(actual, q);
        double focusError = fromFocus - DistanceNoise.logScale(fromFocus, q);
        return DistanceNoise.quantize(Math.max(0.0, actual - (focusError + viewerError) / 2.0), 0.1);
    }

    @Override
    public double distanceChange(double radial, double actual, double reported) {
        return reported * DistanceNoise.quantize(radial / actual, 0.02);
    }
}
