package org.pitch.record.textlog;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZonedDateTime;
import java.util.function.Consumer;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.record.Recorder;
import org.pitch.api.record.Sender;
import org.pitch.api.world.World;
import org.pitch.logfile.FlushPolicy;
import org.pitch.logfile.LogFile;
import org.pitch.logfile.LogNaming;

/**
 * The text log (.rcl) of rcssserver: {@code server::text_logging}, {@code text_log_dir},
 * {@code text_log_fixed} / {@code text_log_fixed_name}, {@code text_log_dated} with
 * {@code log_date_format}, {@code text_log_compression} (gzip level). Written like the game log:
 * in memory on the simulation thread, on disk from a writer thread every
 * {@code pitch.record.flush_cycles} cycles, so an abrupt end leaves a readable log.
 *
 * <p>An unwritable directory is reported once and the match goes on without a text log. If this
 * component stops before the match ended, it ends and renames the log with the teams of the last
 * cycle it saw, as rcssserver does on SIGTERM.
 */
@Component(service = Recorder.class, property = Recorder.NAME_PROPERTY + "=" + TextLogRecorder.NAME)
public final class TextLogRecorder implements Recorder {
    /** The recorder's name in the implementation table. */
    public static final String NAME = "text_log";
    /** The sender of referee messages in {@link Recorder#message}; other senders are not in rcssserver's text log. */
    static final String REFEREE = "referee";
    private static final Logger LOG = System.getLogger("org.pitch.record.textlog");

    private final Clock clock;
    private final Consumer<String> problems;
    private TextLog log; // guarded by this

    /** As a DS component: the system clock and time zone, problems to the system logger. */
    public TextLogRecorder() {
        this(Clock.systemDefaultZone(), message -> LOG.log(Level.ERROR, message));
    }

    /**
     * @param clock gives the match's start time (the dated name) and its time zone
     * @param problems where every failure is reported, once, in words
     */
    public TextLogRecorder(Clock clock, Consumer<String> problems) {
        this.clock = clock;
        this.problems = problems;
    }

    /** Ends a log whose match is still running, so it is complete and named. */
    @Deactivate
    synchronized void deactivate() {
        if (log != null) {
            TextLog l = log;
            log = null;
            l.finishLastSeen();
        }
    }

    @Override
    public synchronized void matchStarted(ServerConfiguration configuration, World world) {
        if (log != null) { // a new match on the same recorder: the previous one is over
            log.finishLastSeen();
            log = null;
        }
        Parameters p = configuration.parameters();
        if (!p.bool(ServerParam.TEXT_LOGGING)) return;
        LogNaming naming = new LogNaming(p.string(ServerParam.TEXT_LOG_DIR), p.bool(ServerParam.TEXT_LOG_FIXED),
                p.string(ServerParam.TEXT_LOG_FIXED_NAME), p.bool(ServerParam.TEXT_LOG_DATED),
                p.string(ServerParam.LOG_DATE_FORMAT), p.integer(ServerParam.TEXT_LOG_COMPRESSION) > 0, ".rcl");
        try {
            int flushCycles = FlushPolicy.flushCycles(configuration.settings(), problems);
            LogFile file = LogFile.open(naming.directoryPath(), naming.workingName(), p.integer(ServerParam.TEXT_LOG_COMPRESSION),
                    "text log", flushCycles, problems);
            log = new TextLog(file, naming, ZonedDateTime.now(clock), problems);
        } catch (IOException e) {
            problems.accept("text log: " + e.getMessage() + "; the match goes on without a text log");
        } catch (InvalidPathException e) {
            problems.accept("text log: text_log_dir '" + naming.directory() + "' is not a usable path (" + e.getReason()
                    + "); the match goes on without a text log");
        }
    }

    @Override
    public synchronized void cycle(World world) {
        if (log != null) log.cycle(world);
    }

    @Override
    public synchronized void message(World world, String source, String text) {
        if (log != null && REFEREE.equals(source)) log.referee(world, text);
    }

    @Override
    public synchronized void received(World world, Sender sender, CharSequence text) {
        if (log != null) log.received(world, sender, text);
    }

    @Override
    public synchronized void matchEnded(World world) {
        if (log == null) return;
        TextLog l = log;
        log = null;
        l.finish(world);
    }

    /** The log being written, for tests; {@code null} when none. */
    synchronized Path currentPath() { return log == null ? null : log.path(); }

    /** Waits until the writer thread wrote what was handed over, for tests. */
    synchronized void awaitWritten() { if (log != null) log.file().awaitWritten(); }
}
