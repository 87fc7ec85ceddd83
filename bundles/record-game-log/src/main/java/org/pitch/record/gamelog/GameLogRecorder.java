package org.pitch.record.gamelog;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.pitch.api.config.LaunchProperties;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.record.Recorder;
import org.pitch.api.record.TimingListener;
import org.pitch.api.record.TimingReport;
import org.pitch.api.record.Sender;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.World;
import org.pitch.logfile.FlushPolicy;
import org.pitch.logfile.LogFile;
import org.pitch.logfile.LogNaming;

/**
 * The game log (.rcg) of rcssserver: {@code server::game_logging}, {@code game_log_dir},
 * {@code game_log_version} (1-3 binary, 4-6 text, -1 = JSON), {@code game_log_fixed} / {@code
 * game_log_fixed_name}, {@code game_log_dated} with {@code log_date_format}, {@code
 * game_log_compression} (gzip level) and {@code record_messages}. The records come from the game
 * log writer of the {@link MonitorCodec} whose {@link MonitorCodec#gameLogVersions()} hold the
 * version, picked from the codecs registered when the match starts; the header, separators, file
 * handling and the choice of what is logged when are this recorder's.
 *
 * <p>A log that cannot be written never stops the match: an unwritable directory, a missing codec
 * or an unsupported version is reported once and the match goes on without a game log. A codec
 * that registers after the first cycle is still taken before kick-off (nothing is logged
 * earlier). If this component stops before the match ended, it ends the log from the last cycle
 * it saw, as rcssserver does on SIGTERM.
 *
 * <p>Beside the closed log it writes the players' timing ({@link TimingFiles}) and the variant of
 * the server that played the match ({@link VariantFiles}), which the launcher publishes as the
 * properties of its variant service: taken from them on the framework's thread that changes them,
 * never computed on the simulation's.
 */
@Component(service = Recorder.class, property = Recorder.NAME_PROPERTY + "=" + GameLogRecorder.NAME)
public final class GameLogRecorder implements Recorder, TimingListener {
    /** The recorder's name in the implementation table. */
    public static final String NAME = "game_log";
    private static final Logger LOG = System.getLogger("org.pitch.record.gamelog");

    private final List<MonitorCodec> codecs = new CopyOnWriteArrayList<>();
    private final Clock clock;
    private final Consumer<String> problems;

    // one match at a time, guarded by this
    private GameLog log;
    /** The players' timing, written beside the log when it is closed ({@link TimingFiles}). */
    private TimingReport timing;
    /** Set while the log waits for a codec of its version. */
    private Pending pending;
    /** The variant the launcher published last (JSON), or null. */
    private String variant;
    /** The variants of the match in progress: the one it started with, then each swap; null between matches. */
    private List<VariantFiles.Seen> variants;
    /** The game time of the last cycle seen. */
    private int lastTime;

    /** As a DS component: the system clock and time zone, problems to the system logger. */
    public GameLogRecorder() {
        this(Clock.systemDefaultZone(), message -> LOG.log(Level.ERROR, message));
    }

    /**
     * @param clock gives the match's start time (names, JSON timestamp) and its time zone
     * @param problems where every failure is reported, once, in words
     */
    public GameLogRecorder(Clock clock, Consumer<String> problems) {
        this.clock = clock;
        this.problems = problems;
    }

    @Reference(service = MonitorCodec.class, cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    public void addCodec(MonitorCodec codec) { codecs.add(codec); }

    public void removeCodec(MonitorCodec codec) { codecs.remove(codec); }

    /** The launcher's variant service ({@link LaunchProperties#VARIANT_SERVICE_FILTER}); none in an embedded server. */
    @Reference(service = Supplier.class, target = LaunchProperties.VARIANT_SERVICE_FILTER, cardinality = ReferenceCardinality.OPTIONAL,
            policy = ReferencePolicy.DYNAMIC, unbind = "unbindVariant", updated = "updatedVariant")
    public void bindVariant(Supplier<?> service, Map<String, Object> properties) { variantPublished(properties); }

    public void updatedVariant(Supplier<?> service, Map<String, Object> properties) { variantPublished(properties); }

    public void unbindVariant(Supplier<?> service) {
        // what was published stays the record of the match in progress
    }

    /** A variant the launcher published: the match's first, or a swap during it. */
    synchronized void variantPublished(Map<String, Object> properties) {
        if (!(properties.get(LaunchProperties.VARIANT) instanceof String json) || json.equals(variant)) return;
        variant = json;
        if (variants != null) variants.add(new VariantFiles.Seen(lastTime, json));
    }

    /** Ends a log whose match is still running, from the last cycle seen, so it is complete and named. */
    @Deactivate
    synchronized void deactivate() {
        pending = null;
        if (log != null) {
            GameLog l = log;
            log = null;
            Path where = l.finishLastSeen();
            if (where != null && variants != null) VariantFiles.write(where, variants, problems);
        }
        variants = null;
    }

    @Override
    public synchronized void matchStarted(ServerConfiguration configuration, World world) {
        if (log != null) { // a new match on the same recorder: the previous one is over
            Path where = log.finishLastSeen();
            if (where != null && variants != null) VariantFiles.write(where, variants, problems);
            log = null;
        }
        pending = null;
        lastTime = world.time();
        variants = new ArrayList<>(2);
        if (variant != null) variants.add(new VariantFiles.Seen(lastTime, variant));
        Parameters p = configuration.parameters();
        if (!p.bool(ServerParam.GAME_LOGGING)) return;
        int version = p.integer(ServerParam.GAME_LOG_VERSION);
        GameLogFormat format = GameLogFormat.forVersion(version);
        if (format == null) {
            problems.accept("game log: game_log_version " + version + " is not supported (1-6, or -1 = JSON);"
                    + " the match goes on without a game log");
            return;
        }
        pending = new Pending(configuration, format, ZonedDateTime.now(clock));
        tryOpen(world, false);
    }

    @Override
    public synchronized void cycle(World world) {
        lastTime = world.time();
        if (pending != null) tryOpen(world, world.playMode() != PlayMode.BEFORE_KICK_OFF);
        if (log != null) log.cycle(world);
    }

    @Override
    public synchronized void message(World world, String source, String text) {
        if (log != null) log.message(world, source, text);
    }

    @Override
    public synchronized void teamGraphic(World world, org.pitch.api.world.Side side, org.pitch.api.coach.CoachCommand.TeamGraphic graphic) {
        if (log != null) log.teamGraphic(world, side, graphic);
    }

    @Override
    public synchronized void received(World world, Sender sender, CharSequence text) {
        if (log != null) log.received(world, sender, text);
    }

    @Override
    public synchronized void timing(World world, TimingReport report) {
        timing = report;
    }

    @Override
    public synchronized void matchEnded(World world) {
        if (pending != null) tryOpen(world, true);
        TimingReport t = timing;
        timing = null;
        List<VariantFiles.Seen> seen = variants;
        variants = null;
        if (log == null) return;
        GameLog l = log;
        log = null;
        Path where = l.finish(world);
        if (t != null && where != null) TimingFiles.write(where, t, problems);
        if (seen != null && where != null) VariantFiles.write(where, seen, problems);
    }

    /** The log being written, for tests; {@code null} when none. */
    synchronized Path currentPath() { return log == null ? null : log.path(); }

    /** Waits until the writer thread wrote what was handed over, for tests. */
    synchronized void awaitWritten() { if (log != null) log.file().awaitWritten(); }

    /** Opens the log once a codec of its version is registered; gives up (reported) on the last attempt. */
    private void tryOpen(World world, boolean lastAttempt) {
        Pending pd = pending;
        int version = pd.format.logVersion();
        MonitorCodec codec = codecFor(version);
        if (codec == null) {
            if (lastAttempt) {
                pending = null;
                problems.accept("game log: no monitor protocol bundle writes game_log_version " + version
                        + "; the match goes on without a game log");
            }
            return;
        }
        pending = null;
        Parameters p = pd.configuration.parameters();
        LogNaming naming = new LogNaming(p.string(ServerParam.GAME_LOG_DIR), p.bool(ServerParam.GAME_LOG_FIXED),
                p.string(ServerParam.GAME_LOG_FIXED_NAME), p.bool(ServerParam.GAME_LOG_DATED),
                p.string(ServerParam.LOG_DATE_FORMAT), p.integer(ServerParam.GAME_LOG_COMPRESSION) > 0, ".rcg");
        MonitorWriter writer;
        try {
            writer = codec.openGameLog(version, p);
        } catch (RuntimeException e) {
            problems.accept("game log: the monitor protocol cannot write game_log_version " + version + " (" + e
                    + "); the match goes on without a game log");
            return;
        }
        LogFile file;
        try {
            int flushCycles = FlushPolicy.flushCycles(pd.configuration.settings(), problems);
            file = LogFile.open(naming.directoryPath(), naming.workingName(), p.integer(ServerParam.GAME_LOG_COMPRESSION),
                    "game log", flushCycles, problems);
        } catch (IOException e) {
            problems.accept("game log: " + e.getMessage() + "; the match goes on without a game log");
            return;
        } catch (InvalidPathException e) {
            problems.accept("game log: game_log_dir '" + naming.directory() + "' is not a usable path (" + e.getReason()
                    + "); the match goes on without a game log");
            return;
        }
        log = new GameLog(file, pd.format, writer, naming, pd.start, p.bool(ServerParam.RECORD_MESSAGES),
                p.bool(ServerParam.TEXT_LOGGING), problems);
        log.open(world);
    }

    private MonitorCodec codecFor(int logVersion) {
        for (MonitorCodec c : codecs) {
            VersionRange logs = c.gameLogVersions();
            if (logs != null && logs.contains(logVersion)) return c;
        }
        return null;
    }

    /** A log waiting for its codec: what it was started with. */
    private record Pending(ServerConfiguration configuration, GameLogFormat format, ZonedDateTime start) { }
}
