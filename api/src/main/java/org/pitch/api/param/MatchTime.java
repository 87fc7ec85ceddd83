package org.pitch.api.param;

/**
 * Half lengths in cycles. {@code half_time} and {@code extra_half_time} are seconds; rcssserver
 * turns them into cycles with the configured {@code simulator_step}, rounding half up with a cast
 * (so negative lengths truncate toward zero): 300 s at 100 ms are 3000 cycles, 1 s at 60 ms 17.
 * Every rule, model and message that needs a half's length or boundary in cycles takes it from here.
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

    /** The length of a normal half in cycles ({@code half_time}). */
    public static int half(Parameters p) { return cycles(p, ServerParam.HALF_TIME); }

    /** The length of an extra half in cycles ({@code extra_half_time}). */
    public static int extraHalf(Parameters p) { return cycles(p, ServerParam.EXTRA_HALF_TIME); }

    /** Regular time in cycles: {@code nr_normal_halfs} halves of {@link #half}. */
    public static int normalTime(Parameters p) { return half(p) * p.integer(ServerParam.NR_NORMAL_HALFS); }

    /** Regular and extra time in cycles: the normal halves, then {@code nr_extra_halfs} extra halves. */
    public static int fullTime(Parameters p) {
        return normalTime(p) + extraHalf(p) * p.integer(ServerParam.NR_EXTRA_HALFS);
    }

    /** Whether the match has no halves at all ({@code nr_normal_halfs} and {@code nr_extra_halfs} 0): a shoot-out only. */
    public static boolean withoutHalves(Parameters p) {
        return p.integer(ServerParam.NR_NORMAL_HALFS) == 0 && p.integer(ServerParam.NR_EXTRA_HALFS) == 0;
    }

    /**
     * The clock reading at which the {@code half}-th half ends and the next one starts, halves
     * counted from 1 and extra halves continuing the count of the normal ones (0 for half 0).
     */
    public static int endOfHalf(Parameters p, int half) {
        int normalHalves = p.integer(ServerParam.NR_NORMAL_HALFS);
        return half < normalHalves ? half(p) * half : normalTime(p) + extraHalf(p) * (half - normalHalves);
    }

    /**
     * How many half-time calls rcssserver's time referee has made by clock {@code time}: one at
     * the end of every half but the last (which ends the match), extra halves' ends only if there
     * is extra time, none without halves ({@code half_time} of 0 or less). The clock stands on a
     * boundary both in the cycle of its call and until the next kick-off, so a boundary at
     * {@code time} itself counts only {@code ifCalledAtTime}.
     */
    public static int halfTimeCalls(Parameters p, int time, boolean ifCalledAtTime) {
        if (half(p) <= 0) return 0;
        int halves = p.integer(ServerParam.NR_NORMAL_HALFS) + p.integer(ServerParam.NR_EXTRA_HALFS);
        int fullTime = fullTime(p);
        int calls = 0;
        while (calls < halves - 1) {
            int end = endOfHalf(p, calls + 1);
            if (end >= fullTime || end > time || (end == time && !ifCalledAtTime)) break;
            calls++;
        }
        return calls;
    }

    /**
     * Halves alternate, left first: the side kicking off the half that starts at {@code time}, or
     * {@code null} if no half starts then. Extra halves continue the count of the normal ones;
     * without halves ({@code half_time} of 0 or less) the only start is 0, the left's.
     */
    public static org.pitch.api.world.Side sideOfHalfStartingAt(Parameters p, int time) {
        int half = half(p);
        if (half <= 0) return time == 0 ? org.pitch.api.world.Side.LEFT : null;
        int normalHalves = p.integer(ServerParam.NR_NORMAL_HALFS);
        int normalTime = half * normalHalves;
        int count;
        if (time <= normalTime) {
            if (time % half != 0) return null;
            count = time / half;
        } else {
            int extra = extraHalf(p);
            if (extra <= 0 || (time - normalTime) % extra != 0) return null;
            count = normalHalves + (time - normalTime) / extra;
        }
        return count % 2 == 0 ? org.pitch.api.world.Side.LEFT : org.pitch.api.world.Side.RIGHT;
    }
}
