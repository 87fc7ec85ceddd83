package org.pitch.record.gamelog;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.function.Consumer;

import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.record.Sender;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.logfile.ClientNames;
import org.pitch.logfile.LogFile;
import org.pitch.logfile.LogNaming;
import org.pitch.logfile.MatchTitle;
import org.pitch.wire.Strftime;

/**
 * One match's game log, as rcssserver's logger writes it; the records themselves come from the
 * monitor codec's game log writer. The opening: the header, then the writer's greeting (server
 * and player parameters, player types), on disk at once. Each cycle the writer's records (play
 * mode and teams when they changed, the show), except before kick-off and after time over, whose
 * first cycle is written once. With {@code server::record_messages}, referee and player messages
 * ({@code (msg T 1 "(referee play_on)")}) and received commands ({@code (msg T 2 "Recv TeamA_1:
 * (dash 80)")}), cut to rcssserver's 2048-byte buffer. At the end {@code (msg T 1 "(result
 * <start, yyyyMMddHHmm> TeamA_1-vs-TeamB_0)")}, the writer's closing records, the format's end
 * and the rename to the dated name.
 *
 * <p>A failing writer costs the record it was writing (reported the first time), never the log.
 */
final class GameLog {
    /** rcssserver copies messages into a 2048-byte buffer: at most this many characters remain. */
    static final int MESSAGE_LIMIT = 2047;
    /** Message boards of {@code (msg T B "...")}: referee/server messages, received commands. */
    static final int MESSAGE_BOARD = 1;
    static final int LOG_BOARD = 2;
    /** The sender of referee messages in {@link org.pitch.api.record.Recorder#message}. */
    static final String REFEREE = "referee";

    private final LogFile file;
    private final GameLogFormat format;
    private final MonitorWriter writer;
    private final RecordSink sink;
    private final LogNaming naming;
    private final ZonedDateTime start;
    private final boolean recordMessages;
    private final boolean textLogging;
    private final Consumer<String> problems;
    private final StringBuilder scratch = new StringBuilder(256);
    private final ClientNames clientNames = new ClientNames();
    private boolean timeOverWritten;
    private long writerFailures;
    private boolean finished;
    /** The world of the last call, for an end without one (the recorder stopped first). */
    private World lastWorld;

    GameLog(LogFile file, GameLogFormat format, MonitorWriter writer, LogNaming naming, ZonedDateTime start,
            boolean recordMessages, boolean textLogging, Consumer<String> problems) {
        this.file = file;
        this.format = format;
        this.writer = writer;
        this.sink = new RecordSink(file, format);
        this.naming = naming;
        this.start = start;
        this.recordMessages = recordMessages;
        this.textLogging = textLogging;
        this.problems = problems;
    }

    Path path() { return file.path(); }

    LogFile file() { return file; }

    /** The header and the writer's greeting, handed to the disk at once. */
    void open(World world) {
        lastWorld = world;
        format.header(file, start);
        try {
            writer.greeting(sink, world);
        } catch (RuntimeException e) {
            writerFailed("greeting", world, e);
        } finally {
            sink.abort();
        }
        file.handOff();
    }

    void cycle(World world) {
        lastWorld = world;
        PlayMode mode = world.playMode();
        if (mode == PlayMode.TIME_OVER) {
            if (!timeOverWritten) {
                timeOverWritten = true;
                writeCycle(world);
            }
        } else if (mode != PlayMode.BEFORE_KICK_OFF) {
            writeCycle(world);
        }
        file.endCycle();
    }

    private void writeCycle(World world) {
        try {
            writer.cycle(sink, world);
        } catch (RuntimeException e) {
            writerFailed("cycle", world, e);
        } finally {
            sink.abort();
        }
    }

    /**
     * A referee (or player, coach) message, with {@code server::record_messages} (the referee's
     * always in a version 1 log). rcssserver logs the referee's even before kick-off and after
     * time over when it also writes a text log; the others only while the game is on.
     */
    void message(World world, String source, String text) {
        if (!recordMessages && !(format.refereeMessagesAlways() && REFEREE.equals(source))) return;
        PlayMode mode = world.playMode();
        boolean idle = mode == PlayMode.BEFORE_KICK_OFF || mode == PlayMode.TIME_OVER;
        if (idle && !(textLogging && REFEREE.equals(source))) return;
        scratch.setLength(0);
        scratch.append('(').append(source).append(' ').append(text).append(')');
        writeMessage(world, MESSAGE_BOARD);
    }

    /** A tile of a team's graphic: written at once, whatever the settings, as rcssserver does. */
    void teamGraphic(World world, org.pitch.api.world.Side side, org.pitch.api.coach.CoachCommand.TeamGraphic graphic) {
        try {
            writer.teamGraphic(sink, world, side, graphic);
        } catch (RuntimeException e) {
            writerFailed("team graphic", world, e);
        } finally {
            sink.abort();
        }
    }

    /** A datagram a client sent, while the game is not over. */
    void received(World world, Sender sender, CharSequence text) {
        if (!recordMessages || world.playMode() == PlayMode.TIME_OVER) return;
        scratch.setLength(0);
        scratch.append("Recv ").append(clientNames.of(sender)).append(": ").append(text);
        writeMessage(world, LOG_BOARD);
    }

    /** The end of the match: result, closing records, end of file, rename. Where the log is now. */
    Path finish(World world) {
        lastWorld = world;
        return finishLastSeen();
    }

    /**
     * The end, with the world of the last call. When the recorder stops before the match ended this
     * runs on another thread than the simulation's: the teams and clock it reads may be a cycle
     * apart, which only the end of an interrupted match can show.
     */
    Path finishLastSeen() {
        if (finished) return file.path();
        finished = true;
        World world = lastWorld;
        String title = MatchTitle.of(world.team(Side.LEFT), world.team(Side.RIGHT));
        scratch.setLength(0);
        scratch.append("(result ").append(Strftime.format("%Y%m%d%H%M", start)).append(' ').append(title).append(')');
        writeMessage(world, MESSAGE_BOARD);
        try {
            writer.end(sink, world);
        } catch (RuntimeException e) {
            writerFailed("end", world, e);
        } finally {
            sink.abort();
        }
        format.end(file);
        if (writerFailures > 1) {
            problems.accept("game log '" + file.path() + "': the monitor writer failed " + writerFailures + " times in this match");
        }
        return file.close(finalPath(title));
    }

    /** Where the log goes at the end; {@code null} to stay (a fixed name, or no usable name). */
    private Path finalPath(String title) {
        if (naming.fixed()) return null;
        String date = naming.datePrefix(start);
        if (naming.dated() && date.isEmpty() && !naming.dateFormat().isEmpty()) {
            problems.accept("game log: log_date_format '" + naming.dateFormat() + "' gives more than "
                    + LogNaming.MAX_DATE_LENGTH + " characters; the log is named without a date");
        }
        try {
            return naming.finalPath(date, title);
        } catch (InvalidPathException e) {
            problems.accept("game log: cannot name the log '" + date + title + "' (" + e.getReason() + "); it stays '" + file.path() + "'");
            return null;
        }
    }

    /** The message in {@link #scratch}, cut to rcssserver's buffer, through the writer. */
    private void writeMessage(World world, int board) {
        if (scratch.length() > MESSAGE_LIMIT) scratch.setLength(MESSAGE_LIMIT);
        try {
            writer.message(sink, world, board, scratch.toString());
        } catch (RuntimeException e) {
            writerFailed("message", world, e);
        } finally {
            sink.abort();
        }
    }

    private void writerFailed(String what, World world, RuntimeException e) {
        if (writerFailures++ == 0) {
            problems.accept("game log: the monitor writer failed in " + what + " at cycle " + world.time()
                    + " (" + e + "); that record is missing, later failures are counted at the end");
        }
    }
}
