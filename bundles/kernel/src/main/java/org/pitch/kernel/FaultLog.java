package org.pitch.kernel;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.function.LongSupplier;

/**
 * The match's failure policy for models, rules and recorders: a failure costs what failed its
 * work for that cycle, never the match. Each is counted; the log gets one report at most every
 * {@value #REPORT_INTERVAL} cycles, so a rule that throws every cycle cannot flood it.
 */
final class FaultLog {
    private static final Logger LOG = System.getLogger("org.pitch.kernel");
    static final int REPORT_INTERVAL = 100;

    /** The match clock in cycles stepped ({@code World.step()}): what the reports are spaced by. */
    private final LongSupplier step;
    private long count;
    private long lastReport = -REPORT_INTERVAL;

    FaultLog(LongSupplier step) { this.step = step; }

    /** Counts a failure of {@code where} (a model, rule hook or recorder) and reports it if the last report is old enough. */
    void report(String where, Throwable e) {
        count++;
        long now = step.getAsLong();
        if (now - lastReport >= REPORT_INTERVAL) {
            lastReport = now;
            LOG.log(Level.ERROR, "cycle " + now + ": " + where + " failed (" + count + " failures so far; the match goes on)", e);
        }
    }

    /** Failures so far. */
    long count() { return count; }
}
