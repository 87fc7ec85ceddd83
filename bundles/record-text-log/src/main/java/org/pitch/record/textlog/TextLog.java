package org.pitch.record.textlog;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.function.Consumer;

import org.pitch.api.record.Sender;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;
import org.pitch.logfile.ClientNames;
import org.pitch.logfile.LogFile;
import org.pitch.logfile.LogNaming;
import org.pitch.logfile.MatchTitle;

/**
 * One match's text log, as rcssserver writes it: one line per datagram a client sent and per
 * referee message, {@code <time>,<stoppage time>\t<entry>}, e.g. {@code 0,8\tRecv TeamA_2: (move
 * -10 -5)} and {@code 36,0\t(referee play_on)}. Entries are cut where rcssserver's buffers end:
 * 8191 characters for what a client sent, 2047 for a referee message. At the end a log without a
 * fixed name is renamed like the game log ({@code 20261121043008-TeamA_0-vs-TeamB_0.rcl}).
 */
final class TextLog {
    /** rcssserver formats "Recv ...: ..." into an 8192-byte buffer. */
    static final int RECEIVED_LIMIT = 8191;
    /** ... and "(referee ...)" into a 2048-byte one. */
    static final int REFEREE_LIMIT = 2047;

    private final LogFile file;
    private final LogNaming naming;
    private final ZonedDateTime start;
    private final Consumer<String> problems;
    private final ClientNames clientNames = new ClientNames();
    private boolean finished;
    private Team lastLeft;
    private Team lastRight;

    TextLog(LogFile file, LogNaming naming, ZonedDateTime start, Consumer<String> problems) {
        this.file = file;
        this.naming = naming;
        this.start = start;
        this.problems = problems;
    }

    Path path() { return file.path(); }

    LogFile file() { return file; }

    void cycle(World world) {
        remember(world);
        file.endCycle();
    }

    void referee(World world, String text) {
        stamp(world);
        int budget = put("(referee ", REFEREE_LIMIT);
        budget = put(text, budget);
        put(")", budget);
        file.character('\n');
    }

    void received(World world, Sender sender, CharSequence text) {
        stamp(world);
        int budget = put("Recv ", RECEIVED_LIMIT);
        budget = put(clientNames.of(sender), budget);
        budget = put(": ", budget);
        put(text, budget);
        file.character('\n');
    }

    /** The end: renamed unless the name is fixed. Where the log is now. */
    Path finish(World world) {
        remember(world);
        return finishLastSeen();
    }

    /** The end, with the teams of the last cycle seen. */
    Path finishLastSeen() {
        if (finished) return file.path();
        finished = true;
        Path target = null;
        if (!naming.fixed()) {
            String date = naming.datePrefix(start);
            if (naming.dated() && date.isEmpty() && !naming.dateFormat().isEmpty()) {
                problems.accept("text log: log_date_format '" + naming.dateFormat() + "' gives more than "
                        + LogNaming.MAX_DATE_LENGTH + " characters; the log is named without a date");
            }
            String title = MatchTitle.of(lastLeft, lastRight);
            try {
                target = naming.finalPath(date, title);
            } catch (InvalidPathException e) {
                problems.accept("text log: cannot name the log '" + date + title + "' (" + e.getReason() + "); it stays '" + file.path() + "'");
            }
        }
        return file.close(target);
    }

    private void stamp(World world) {
        remember(world);
        file.integer(world.time()).character(',').integer(world.stoppageTime()).character('\t');
    }

    /** Writes at most {@code budget} characters of {@code s}; the budget left. */
    private int put(CharSequence s, int budget) {
        int n = Math.min(s.length(), budget);
        file.text(s, 0, n);
        return budget - n;
    }

    private void remember(World world) {
        lastLeft = world.team(Side.LEFT);
        lastRight = world.team(Side.RIGHT);
    }
}
