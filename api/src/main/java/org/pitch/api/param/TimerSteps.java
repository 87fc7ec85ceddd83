package org.pitch.api.param;

/**
 * The step lengths rcssserver's timer runs on. rcssserver multiplies every step parameter by
 * {@code slow_down_factor} (at least 1) when it loads it, except {@code recv_step}, and its timer
 * ticks at the least common multiple of them all ({@code lcm_step}, 300 ms with the defaults).
 * The parameter messages announce these values; the kernel's timetable repeats on them.
 */
public final class TimerSteps {
    private TimerSteps() {}

    /** {@code slow_down_factor}, raised to at least 1 as rcssserver does. */
    public static int slowDown(Parameters p) {
        return Math.max(1, p.integer(ServerParam.SLOW_DOWN_FACTOR));
    }

    /** A step parameter as rcssserver runs it: the configured milliseconds times the slow-down factor. */
    public static int slowed(Parameters p, ServerParam step) {
        return p.integer(step) * slowDown(p);
    }

    /**
     * rcssserver's {@code lcm_step}: the least common multiple of the slowed simulator, send,
     * sense-body and coach visual steps, {@code recv_step}, {@code synch_see_offset} (at least 1)
     * and, in synch mode, {@code synch_offset}.
     */
    public static int lcmStep(Parameters p) {
        int l = lcm(slowed(p, ServerParam.SIMULATOR_STEP), slowed(p, ServerParam.SEND_STEP));
        l = lcm(l, p.integer(ServerParam.RECV_STEP));
        l = lcm(l, slowed(p, ServerParam.SENSE_BODY_STEP));
        l = lcm(l, slowed(p, ServerParam.SEND_VI_STEP));
        l = lcm(l, Math.max(slowed(p, ServerParam.SYNCH_SEE_OFFSET), 1));
        return lcm(l, p.bool(ServerParam.SYNCH_MODE) ? slowed(p, ServerParam.SYNCH_OFFSET) : 1);
    }

    /** The least common multiple; 0 if either is 0. */
    static int lcm(int a, int b) {
        int x = a, y = b;
        while (y != 0) {
            int r = x % y;
            x = y;
            y = r;
        }
        return x == 0 ? 0 : Math.abs(a / x * b);
    }
}
