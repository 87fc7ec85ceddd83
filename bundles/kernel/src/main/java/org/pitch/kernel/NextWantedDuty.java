package org.pitch.kernel;

import java.util.function.LongUnaryOperator;

/**
 * What real time waits for: the next duty someone needs. A cycle always; a visual tick only while
 * a player sees asynchronously, a synch-see tick while one sees synchronously, a think while a
 * client is connected in synch mode. Duties passed over are run when the thread wakes for a later
 * one (they have nothing to do then).
 */
final class NextWantedDuty implements Pacer.Target {
    private final Timetable timetable;
    private final MatchClients clients;
    private final boolean synchMode;
    /** A timetable instant (ms) as a {@link System#nanoTime()}. */
    private final LongUnaryOperator nanoTimeOf;
    /** Whether the last deadline given was a cycle's. */
    private boolean cycle;

    NextWantedDuty(Timetable timetable, MatchClients clients, boolean synchMode, LongUnaryOperator nanoTimeOf) {
        this.timetable = timetable;
        this.clients = clients;
        this.synchMode = synchMode;
        this.nanoTimeOf = nanoTimeOf;
    }

    @Override
    public long deadline() {
        long step = timetable.next(Timetable.Duty.STEP);
        long ms = step;
        if (clients.seesAsynchronously()) ms = Math.min(ms, timetable.next(Timetable.Duty.VISUAL_TICK));
        if (clients.seesSynchronously()) ms = Math.min(ms, timetable.next(Timetable.Duty.SYNCH_SEE));
        if (synchMode && clients.connected() > 0) ms = Math.min(ms, timetable.next(Timetable.Duty.THINK));
        cycle = ms == step;
        return nanoTimeOf.applyAsLong(ms);
    }

    /** A cycle's deadline is kept to the spin's precision; a send between cycles need not be. */
    @Override
    public boolean precise() { return cycle; }
}
