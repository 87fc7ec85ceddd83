package org.pitch.replay;

/**
 * How to play a log.
 *
 * @param speed how much faster than recorded: a show every {@code simulator_step / speed}
 *              milliseconds (2 = twice as fast, 0.5 = half speed)
 * @param loop  whether to start again from the first show after the last, instead of stopping
 */
public record ReplayOptions(double speed, boolean loop) {
    /** Real time, once. */
    public static final ReplayOptions DEFAULT = new ReplayOptions(1.0, false);

    /** The fastest pace: a show every 0.1 ms at 100 ms steps. */
    public static final double MAX_SPEED = 1000;

    public ReplayOptions {
        if (!(speed > 0 && speed <= MAX_SPEED)) {
            throw new IllegalArgumentException("the speed must be above 0 and at most " + (int) MAX_SPEED + ", not " + speed);
        }
    }
}
