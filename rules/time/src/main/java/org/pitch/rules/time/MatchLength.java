package org.pitch.rules.time;

import org.pitch.api.param.MatchTime;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;

/**
 * How long a match lasts, in cycles, as rcssserver derives it: {@code half_time} and
 * {@code extra_half_time} are seconds, turned into cycles with {@code simulator_step} and rounded
 * to the nearest cycle (300 s at 100 ms are 3000 cycles). A half length of 0 or less means the
 * clock is never watched.
 *
 * @param halfTime      cycles of a normal half
 * @param extraHalfTime cycles of an extra half
 * @param normalHalves  {@code nr_normal_halfs}
 * @param extraHalves   {@code nr_extra_halfs}
 */
record MatchLength(int halfTime, int extraHalfTime, int normalHalves, int extraHalves) {

    static MatchLength of(Parameters p) {
        int step = p.integer(ServerParam.SIMULATOR_STEP);
        return new MatchLength(cycles(p.integer(ServerParam.HALF_TIME), step),
                cycles(Math.max(0, p.integer(ServerParam.EXTRA_HALF_TIME)), step),
                Math.max(0, p.integer(ServerParam.NR_NORMAL_HALFS)), Math.max(0, p.integer(ServerParam.NR_EXTRA_HALFS)));
    }

    /** Seconds to cycles, rounded half up as rcssserver's parameter setter does (truncation toward zero for negatives). */
    static int cycles(int seconds, int simulatorStepMs) {
        return MatchTime.cycles(seconds, simulatorStepMs);
    }

    /** When normal time ends. */
    int normalTime() { return halfTime * normalHalves; }

    /** When extra time ends: after it the match is over (or goes to penalties). */
    int maximumTime() { return normalTime() + extraHalfTime * extraHalves; }

    /**
     * Where the clock stands at the start of the half that follows the {@code halvesEnded}-th
     * half-time call: a normal half's start while normal halves remain, an extra half's after.
     */
    int startOfHalf(int halvesEnded) {
        return halvesEnded < normalHalves
                ? halfTime * halvesEnded
                : normalTime() + extraHalfTime * (halvesEnded - normalHalves);
    }

    /**
     * The clock reading at which the referee ends the current half after {@code halvesEnded}
     * half-time calls: the next normal half boundary while inside normal time, else the end of
     * the current extra half (the first "extra" boundary is normal time's end itself).
     */
    int endOfHalf(int halvesEnded) {
        int normalEnd = halfTime * (halvesEnded + 1);
        return normalEnd < normalTime() ? normalEnd : normalTime() + extraHalfTime * (halvesEnded + 1 - normalHalves);
    }

    /**
     * How many half-time calls a referee watching since kick-off would have made by clock
     * {@code time}: a boundary the clock has passed counts, and one the clock stands on counts
     * only while the teams wait for the next half's kick-off. Lets the rule join a match under way.
     */
    int halvesEndedBy(int time, boolean waitingForKickOff) {
        if (halfTime <= 0) return 0;
        int n = 0;
        int calls = normalHalves + extraHalves - 1; // the last half ends the match instead
        while (n < calls) {
            int end = endOfHalf(n);
            if (end >= maximumTime() || end > time || (end == time && !waitingForKickOff)) break;
            n++;
        }
        return n;
    }
}
