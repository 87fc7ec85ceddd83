package org.pitch.sense.vision;

import java.util.random.RandomGenerator;

import org.pitch.api.world.PlayerType;

/**
 * The Gaussian observation model of rcssserver 19 ({@code (gaussian_see)}): the reported distance is
 * drawn from a normal distribution around the true distance with standard deviation
 * {@code actual × rate + fromFocus × focusRate} (the viewer type's {@code dist_noise_rate} and
 * {@code focus_dist_noise_rate} for ball and players, {@code land_dist_noise_rate} and
 * {@code land_focus_dist_noise_rate} for landmarks), never below 0, and not rounded. The distance
 * change is the radial relative speed scaled by {@code reported / actual}, rounded to 0.01.
 */
final class GaussianNoise implements DistanceNoise {
    private final PlayerType type;
    private final RandomGenerator random;

    GaussianNoise(PlayerType type, RandomGenerator random) {
        this.type = type;
        this.random = random;
    }

    @Override
    public double mobile(double actual, double fromFocus) {
        return draw(actual, actual * type.distNoiseRate() + fromFocus * type.focusDistNoiseRate());
    }

    @Override
    public double landmark(double actual, double fromFocus) {
        return draw(actual, actual * type.landDistNoiseRate() + fromFocus * type.landFocusDistNoiseRate());
    }

    private double draw(double mean, double deviation) {
        return Math.max(0.0, mean + deviation * random.nextGaussian());
    }

    @Override
    public double distanceChange(double radial, double actual, double reported) {
        return DistanceNoise.quantize(radial * (reported / actual), 0.01);
    }
}
