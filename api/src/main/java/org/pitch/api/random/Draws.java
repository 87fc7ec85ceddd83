package org.pitch.api.random;

import java.util.random.RandomGenerator;

/** Random draws as rcssserver makes them, shared by the models that must reproduce its noise. */
public final class Draws {
    private Draws() {}

    /**
     * Uniform on [low, high] with the bounds in either order; a range narrower than 1e-10 gives its
     * middle without drawing, as rcssserver's {@code drand}.
     */
    public static double uniform(RandomGenerator rnd, double low, double high) {
        if (low > high) {
            double t = low;
            low = high;
            high = t;
        }
        if (high - low < 1.0e-10) return (low + high) * 0.5;
        return low + (high - low) * rnd.nextDouble();
    }
}
