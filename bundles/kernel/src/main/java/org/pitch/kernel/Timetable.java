package org.pitch.kernel;

/**
 * When the server does what, in milliseconds since its first cycle, laid out as rcssserver 19's
 * timers lay it out (StandardTimer in real time, SyncTimer on virtual time in synch mode). Both
 * timers act only on a {@value #SLICE_MS} ms grid, so anything between cycles happens on the first
 * grid point at or after it is due:
 * <ul>
 * <li>{@link Duty#STEP}: a cycle every {@code simulator_step}.</li>
 * <li>{@link Duty#VISUAL_TICK}: every {@code send_step / 4} (37.5 ms by default), the tick that
 *     asynchronous-see players count towards their next see. A grid point that passes one or more
 *     multiples of {@code send_step / 4} gives one tick, so by default they fall at 40, 80, 120,
 *     150, 190, 230, 270 and 300 ms of every 300 ms.</li>
 * <li>{@link Duty#SYNCH_SEE}: once per cycle, {@code synch_see_offset} after it.</li>
 * <li>{@link Duty#THINK} (synch mode only): once per cycle, {@code synch_offset} after it; the
 *     server waits there for every client's {@code (done)}.</li>
 * </ul>
 * Duties due at the same instant come in that order (rcssserver's timer loop order), so at 300 ms
 * the cycle comes before the visual tick. Offsets of a cycle or more are taken within the cycle
 * (modulo {@code simulator_step}); rcssserver's behaviour there is not periodic and not worth
 * copying. All times are whole milliseconds; the quarter send step is kept in quarter milliseconds.
 *
 * <p>A cursor: {@link #duty()} and {@link #dueMs()} name the next duty, {@link #advance()} moves
 * past it. Nothing is allocated after construction.
 */
public final class Timetable {
    /** What falls due; at the same instant they run in declaration order. */
    public enum Duty { STEP, VISUAL_TICK, SYNCH_SEE, THINK }

    /** rcssserver's timer resolution (its TIMEDELTA): sends between cycles fall on this grid. */
    static final long SLICE_MS = 10;
    private static final long NEVER = Long.MAX_VALUE;
    /** A slice in quarter milliseconds, the unit the visual tick period is exact in. */
    private static final long SLICE_QUARTERS = SLICE_MS * 4;

    private final long stepMs;
    /** The visual tick period in quarter milliseconds: {@code send_step / 4} ms is {@code send_step} quarters. */
    private final long tickQuarters;
    private final long synchSeeOffsetMs;
    /** Negative: no think (real-time mode). */
    private final long thinkOffsetMs;

    private long nextStep, nextVisual, nextSynchSee, nextThink;
    /** Visual ticks whose moment has passed (rcssserver's tick counter, never reset: the pattern repeats by itself). */
    private long ticksPassed;

    /**
     * @param stepMs          {@code simulator_step}, already times {@code slow_down_factor}
     * @param sendStepMs      {@code send_step}, likewise
     * @param synchSeeOffsetMs {@code synch_see_offset}, likewise
     * @param thinkOffsetMs   {@code synch_offset} likewise in synch mode; negative in real time
     */
    public Timetable(long stepMs, long sendStepMs, long synchSeeOffsetMs, long thinkOffsetMs) {
        if (stepMs <= 0 || sendStepMs <= 0) throw new IllegalArgumentException("steps must be positive");
        this.stepMs = stepMs;
        this.tickQuarters = sendStepMs;
        this.synchSeeOffsetMs = Math.max(0, synchSeeOffsetMs) % stepMs;
        this.thinkOffsetMs = thinkOffsetMs < 0 ? -1 : thinkOffsetMs % stepMs;
        this.nextStep = 0;
        this.nextVisual = nextVisualTick();
        this.nextSynchSee = NEVER; // each cycle brings its own
        this.nextThink = NEVER;
    }

    /** The duty due next. */
    public Duty duty() {
        // ties go to the earlier duty in declaration order
        Duty d = Duty.STEP;
        long t = nextStep;
        if (nextVisual < t) { d = Duty.VISUAL_TICK; t = nextVisual; }
        if (nextSynchSee < t) { d = Duty.SYNCH_SEE; t = nextSynchSee; }
        if (nextThink < t) d = Duty.THINK;
        return d;
    }

    /** When the next duty is due, in ms since the first cycle. */
    public long dueMs() { return Math.min(Math.min(nextStep, nextVisual), Math.min(nextSynchSee, nextThink)); }

    /** When the next duty of that kind is due; {@link Long#MAX_VALUE} if none is scheduled yet. */
    public long next(Duty d) {
        switch (d) {
            case STEP: return nextStep;
            case VISUAL_TICK: return nextVisual;
            case SYNCH_SEE: return nextSynchSee;
            default: return nextThink;
        }
    }

    /** Moves past the next duty. */
    public void advance() {
        switch (duty()) {
            case STEP:
                long cycle = nextStep;
                nextStep += stepMs;
                nextSynchSee = inCycle(cycle, synchSeeOffsetMs);
                nextThink = thinkOffsetMs < 0 ? NEVER : inCycle(cycle, thinkOffsetMs);
                break;
            case VISUAL_TICK:
                // every multiple of the tick period up to this grid point is now counted as one tick
                ticksPassed = nextVisual * 4 / tickQuarters;
                nextVisual = nextVisualTick();
                break;
            case SYNCH_SEE:
                nextSynchSee = NEVER;
                break;
            default:
                nextThink = NEVER;
        }
    }

    /** The grid point at or after the next multiple of the tick period. */
    private long nextVisualTick() {
        long quarters = (ticksPassed + 1) * tickQuarters;
        return ceilDiv(quarters, SLICE_QUARTERS) * SLICE_MS;
    }

    /** The grid point at or after {@code offset} into the cycle starting at {@code cycleMs}, kept inside the cycle. */
    private long inCycle(long cycleMs, long offset) {
        long at = ceilDiv(cycleMs + offset, SLICE_MS) * SLICE_MS;
        return at < cycleMs + stepMs ? at : cycleMs + offset;
    }

    private static long ceilDiv(long a, long b) { return -Math.floorDiv(-a, b); }
}
