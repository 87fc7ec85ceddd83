package org.pitch.api.param;

/**
 * Half lengths in cycles. {@code half_time} and {@code extra_half_time} are seconds; rcssserver
 * turns them into cycles with the configured {@code simulator_step}, rounding half up with a cast
 * (so negative lengths truncate toward zero): 300 s at 100 ms are 3000 cycles, 1 s at 60 ms 17.
 * Every rule, model and message that needs a half's length in cycles takes it from here.
 */
public final class MatchTime {
    private MatchTime() {}

    /** Seconds to cycles of {@code simulatorStepMs}; 0 for a non-positive step. */
    public static int cycles(int seconds, int simulatorStepMs) {
        return simulatorStepMs <= 0 ? 0 : (int) (seconds * (1000.0 / simulatorStepMs) + 0.5);
    }

    /** A length parameter in seconds ({@code HALF_TIME}, {@code EXTRA_HALF_TIME}) in cycles. */
    public static int cycles(Parameters p, ServerParam seconds) {
        return cycles(p.integer(seconds), p.integer(ServerParam.SIMULATOR_STEP));
    }
}
