package org.pitch.record.results;

import java.io.PrintStream;
import java.time.Clock;
import java.time.ZonedDateTime;
import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.param.CsvSaverParam;
import org.pitch.api.param.ParamValues;
import org.pitch.api.record.Recorder;
import org.pitch.api.record.TimingListener;
import org.pitch.api.record.TimingReport;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * rcssserver's result savers at the end of a match: the {@code CSVSaver} (a line in
 * {@code CSVSaver::filename} when {@code CSVSaver::save} is on) and the {@code STDOutSaver}, run
 * in that order inside rcssserver's report on standard output:
 * <pre>
 *
 * Saving Results:
 * 	CSVSaver: saving...
 * 	CSVSaver: ...disabled
 * 	STDOutSaver: saving...
 *
 * Game Results:
 * 	...
 * 	STDOutSaver: ...saved
 *
 * Saving Results Complete
 * </pre>
 * When the match starts it announces the savers as rcssserver does at start-up
 * ({@code CSVSaver: Ready}). The start time is the match's (its first cycle). If this component
 * stops before the match ended it saves the result of the last cycle it saw, as rcssserver saves
 * on SIGTERM. After rcssserver's report comes Pitch's own: the teams' {@link TimingReport#summary()
 * timing} (holes, clashes, late commands, the first command's p95), when the kernel gave one.
 */
@Component(service = Recorder.class, property = Recorder.NAME_PROPERTY + "=" + ResultsRecorder.NAME)
public final class ResultsRecorder implements Recorder, TimingListener {
    /** The recorder's name in the implementation table. */
    public static final String NAME = "results";

    private final Clock clock;
    private final PrintStream out;
    private final PrintStream err;

    // one match at a time, guarded by this
    private List<ResultSaver> savers;
    private ZonedDateTime start;
    private Team lastLeft;
    private Team lastRight;
    private TimingReport timing;

    /** As a DS component: the system clock and time zone, standard output and error. */
    public ResultsRecorder() {
        this(Clock.systemDefaultZone(), System.out, System.err);
    }

    public ResultsRecorder(Clock clock, PrintStream out, PrintStream err) {
        this.clock = clock;
        this.out = out;
        this.err = err;
    }

    /** Saves the result of a match that is still running. */
    @Deactivate
    synchronized void deactivate() {
        if (savers != null) save(lastLeft, lastRight);
    }

    @Override
    public synchronized void matchStarted(ServerConfiguration configuration, World world) {
        if (savers != null) save(lastLeft, lastRight); // a new match on the same recorder: the previous one is over
        ParamValues<CsvSaverParam> csv = configuration.parameters().csvSaver();
        savers = List.of(new CsvSaver(csv.bool(CsvSaverParam.SAVE), csv.string(CsvSaverParam.FILENAME), err),
                new StdoutSaver(out));
        start = ZonedDateTime.now(clock);
        remember(world);
        StringBuilder sb = new StringBuilder();
        for (ResultSaver s : savers) sb.append(s.name()).append(": Ready\n");
        out.print(sb);
        out.flush();
    }

    @Override
    public synchronized void cycle(World world) {
        remember(world);
    }

    @Override
    public synchronized void timing(World world, TimingReport report) {
        timing = report;
    }

    @Override
    public synchronized void matchEnded(World world) {
        if (savers != null) save(world.team(Side.LEFT), world.team(Side.RIGHT));
    }

    private void remember(World world) {
        lastLeft = world.team(Side.LEFT);
        lastRight = world.team(Side.RIGHT);
    }

    /** Runs every saver in turn with rcssserver's report around them; once per match. */
    private void save(Team left, Team right) {
        List<ResultSaver> all = savers;
        savers = null;
        MatchResult result = MatchResult.of(start, left, right);
        StringBuilder sb = new StringBuilder("\nSaving Results:\n");
        for (ResultSaver s : all) {
            sb.append('\t').append(s.name()).append(": saving...\n");
            if (!s.enabled()) {
                sb.append('\t').append(s.name()).append(": ...disabled\n");
                continue;
            }
            out.print(sb); // the saver may print: what came before goes first
            sb.setLength(0);
            boolean saved;
            try {
                saved = s.save(result);
            } catch (RuntimeException e) {
                err.println(s.name() + ": " + e);
                saved = false;
            }
            sb.append('\t').append(s.name()).append(saved ? ": ...saved\n" : ": ...failed\n");
        }
        sb.append("\nSaving Results Complete\n");
        if (timing != null) sb.append(timing.summary());
        timing = null;
        out.print(sb);
        out.flush();
    }
}
