package org.pitch.logfile;

import java.util.Optional;
import java.util.function.Consumer;

import org.pitch.api.config.Settings;

/**
 * How often logs hand what they wrote to the disk: {@code pitch.record.flush_cycles} cycles
 * (default 1, every cycle), so a server killed abruptly leaves logs complete up to that many
 * cycles before its end.
 */
public final class FlushPolicy {
    /** The setting's path below {@code pitch}. */
    public static final String FLUSH_CYCLES = "record.flush_cycles";
    public static final int DEFAULT_FLUSH_CYCLES = 1;

    private FlushPolicy() {
    }

    /** The configured number of cycles; a value that is not a whole number >= 1 is reported and replaced by 1. */
    public static int flushCycles(Settings settings, Consumer<String> problems) {
        Optional<Double> v = settings == null ? Optional.empty() : settings.number(FLUSH_CYCLES);
        if (v.isEmpty()) return DEFAULT_FLUSH_CYCLES;
        double d = v.get();
        if (d >= 1 && d <= Integer.MAX_VALUE && d == Math.rint(d)) return (int) d;
        problems.accept("pitch." + FLUSH_CYCLES + " = " + d + " is not a whole number of cycles >= 1; logs flush every cycle");
        return DEFAULT_FLUSH_CYCLES;
    }
}
