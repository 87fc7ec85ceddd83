package org.pitch.kernel;

import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.config.Settings;
import org.pitch.api.param.Parameters;
import org.pitch.api.record.Recorder;
import org.pitch.api.record.TimingListener;
import org.pitch.api.record.TimingReport;
import org.pitch.api.world.World;

/**
 * The recorders of one match (game log, text log, results): each hears the match start before its
 * first cycle, every cycle, and the end, with the {@link FaultLog}'s failure policy. Recorders that
 * join during a match start then; those that leave are forgotten, so their class loaders can go.
 */
final class RecorderBus {
    /** The configuration with the parameters clients were told (bound ports, the types' seed), as the logs record it. */
    private final ServerConfiguration announced;
    private final FaultLog faults;
    private final PlayerTiming timing;
    /** Recorders that were told the match started, and so must be told it ended. */
    private final Set<Recorder> started = Collections.newSetFromMap(new IdentityHashMap<>());

    RecorderBus(ServerConfiguration configuration, Parameters parameters, FaultLog faults, PlayerTiming timing) {
        this.faults = faults;
        this.timing = timing;
        this.announced = new ServerConfiguration() {
            @Override public Parameters parameters() { return parameters; }
            @Override public Settings settings() { return configuration.settings(); }
            @Override public List<String> profiles() { return configuration.profiles(); }
            @Override public long seed() { return configuration.seed(); }
            @Override public String render() { return configuration.render(); }
        };
    }

    /** Recorders present since the last cycle (or all, at the first) are told the match started. */
    void start(ModelSet m, World world) {
        if (started.size() == m.recorders.length && allStarted(m.recorders)) return; // the usual cycle: nothing allocated
        started.retainAll(Arrays.asList(m.recorders));
        for (Recorder r : m.recorders) {
            if (started.add(r)) {
                try { r.matchStarted(announced, world); } catch (RuntimeException | LinkageError e) { faults.report("recorder matchStarted", e); }
            }
        }
    }

    /** The cycle just simulated. */
    void cycle(ModelSet m, World world) {
        for (Recorder r : m.recorders) {
            try { r.cycle(world); } catch (RuntimeException | LinkageError e) { faults.report("recorder", e); }
        }
    }

    /** The match is over: the timing report to those that want it, then final records, results. */
    void end(World world) {
        TimingReport report = null;
        for (Recorder r : started) {
            if (!(r instanceof TimingListener)) continue;
            try {
                if (report == null) report = timing.report(world);
                ((TimingListener) r).timing(world, report);
            } catch (RuntimeException | LinkageError e) { faults.report("recorder timing", e); }
        }
        for (Recorder r : started) {
            try { r.matchEnded(world); } catch (RuntimeException | LinkageError e) { faults.report("recorder matchEnded", e); }
        }
    }

    private boolean allStarted(Recorder[] recorders) {
        for (Recorder r : recorders) if (!started.contains(r)) return false;
        return true;
    }
}
