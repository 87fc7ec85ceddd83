package org.pitch.rules.keepaway;

import java.io.BufferedWriter;
import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.ZoneId;
import java.time.ZonedDateTime;

import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;
import org.pitch.wire.Strftime;
import org.pitch.wire.RcssNumbers;

/**
 * rcssserver's keepaway episode log ({@code keepaway_logging}): a file in {@code keepaway_log_dir}
 * named {@code keepaway_log_fixed_name.kwy} with {@code keepaway_log_fixed}, else
 * {@code incomplete.kwy} until the match ends, when it is renamed like rcssserver's logs:
 * {@code [date-]Left_3-vs-Right_0.kwy} (the date in {@code log_date_format} with
 * {@code keepaway_log_dated}). It holds rcssserver's header (keepers, takers, region, the fields)
 * and one tab-separated line per episode: number, start and end cycle, duration, and how it ended
 * ({@code o} out of the region, {@code t} taken).
 *
 * <p>Written with a buffer flushed after the header and after each episode line (an episode lasts
 * seconds, so the simulation thread writes a short line now and then). A log that cannot be written
 * is reported once, as a warning, and the match goes on without it.
 */
final class EpisodeLog {
    private static final Logger LOG = System.getLogger("org.pitch.rules.keepaway");
    static final String SUFFIX = ".kwy";
    static final String INCOMPLETE = "incomplete";

    private final String dir;
    private final boolean fixed;
    private final boolean dated;
    private final String dateFormat;
    private final ZonedDateTime started;
    private Path path;
    private BufferedWriter out;
    private boolean failed;

    private EpisodeLog(Parameters p, ZonedDateTime started) {
        this.dir = p.string(ServerParam.KEEPAWAY_LOG_DIR);
        this.fixed = p.bool(ServerParam.KEEPAWAY_LOG_FIXED);
        this.dated = p.bool(ServerParam.KEEPAWAY_LOG_DATED);
        this.dateFormat = p.string(ServerParam.LOG_DATE_FORMAT);
        this.started = started;
    }

    /** Creates the directory if needed and the file; a failure is reported and leaves a log that writes nothing. */
    static EpisodeLog open(Parameters p, Clock clock) {
        EpisodeLog log = new EpisodeLog(p, ZonedDateTime.now(clock.withZone(ZoneId.systemDefault())));
        String name = (log.fixed ? p.string(ServerParam.KEEPAWAY_LOG_FIXED_NAME) : INCOMPLETE) + SUFFIX;
        try {
            Path folder = Paths.get(log.dir.isEmpty() ? "." : log.dir);
            Files.createDirectories(folder);
            log.path = folder.resolve(name);
            log.out = Files.newBufferedWriter(log.path, StandardCharsets.ISO_8859_1);
        } catch (IOException | InvalidPathException | SecurityException e) {
            log.fail("cannot create the keepaway log " + name + " in '" + log.dir + "'", e);
        }
        return log;
    }

    /** Where the log is written now ({@code null} if it could not be created). */
    Path path() { return path; }

    boolean failed() { return failed; }

    void header(int keepers, int takers, Parameters p) {
        write("# Keepers: " + keepers + '\n'
                + "# Takers:  " + takers + '\n'
                + "# Region:  " + RcssNumbers.toString(p.real(ServerParam.KEEPAWAY_LENGTH))
                + " x " + RcssNumbers.toString(p.real(ServerParam.KEEPAWAY_WIDTH)) + '\n'
                + "#\n"
                + "# Description of Fields:\n"
                + "# 1) Episode number\n"
                + "# 2) Start time in simulator steps (100ms)\n"
                + "# 3) End time in simulator steps (100ms)\n"
                + "# 4) Duration in simulator steps (100ms)\n"
                + "# 5) (o)ut of bounds / (t)aken away\n"
                + "#\n");
    }

    void episode(int number, int start, int end, String how) {
        write(number + "\t" + start + "\t" + end + "\t" + (end - start) + "\t" + how + '\n');
    }

    /**
     * The match is over: the file is closed and, unless its name is fixed, renamed after the
     * teams and score. Should play go on after all, later lines are appended to the renamed file.
     */
    void close(World world, Parameters p) {
        if (failed || path == null) return;
        try {
            if (out != null) {
                out.close();
                out = null;
            }
            if (fixed) return;
            Path target = Paths.get(finalName(world));
            if (!target.equals(path)) {
                Files.move(path, target, StandardCopyOption.REPLACE_EXISTING);
                path = target;
            }
        } catch (IOException | InvalidPathException | SecurityException e) {
            fail("cannot close or rename the keepaway log " + path, e);
        }
    }

    /** rcssserver's name for a finished log: directory, optional date, teams with their scores. */
    String finalName(World world) {
        StringBuilder name = new StringBuilder(dir);
        if (name.length() == 0 || name.charAt(name.length() - 1) != '/') name.append('/');
        if (dated) name.append(Strftime.format(dateFormat, started));
        Team left = world.team(Side.LEFT), right = world.team(Side.RIGHT);
        // penalty results join the name when the shoot-out decided a drawn match
        boolean penalties = left != null && right != null && left.score() == right.score()
                && left.penaltyTaken() > 0 && right.penaltyTaken() > 0;
        appendTeam(name, left, penalties);
        name.append("-vs-");
        appendTeam(name, right, penalties);
        return name.append(SUFFIX).toString();
    }

    private static void appendTeam(StringBuilder name, Team team, boolean penalties) {
        if (team == null) {
            name.append("null");
            return;
        }
        name.append(team.name()).append('_').append(team.score());
        if (penalties) {
            name.append('_').append(team.penaltyScore());
            if (team.penaltyWinner()) name.append('w');
        }
    }

    private void write(String text) {
        if (failed || path == null) return;
        try {
            if (out == null) { // reopened after the match was closed and play went on
                out = Files.newBufferedWriter(path, StandardCharsets.ISO_8859_1,
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
            }
            out.write(text);
            out.flush();
        } catch (IOException e) {
            fail("cannot write the keepaway log " + path, e);
        }
    }

    private void fail(String what, Exception e) {
        failed = true;
        if (out != null) {
            try { out.close(); } catch (IOException ignored) { /* already failing */ }
            out = null;
        }
        LOG.log(Level.WARNING, what + " (" + e + "); the match goes on without an episode log");
    }
}
