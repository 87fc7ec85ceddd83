package org.pitch.api.protocol;

import org.pitch.api.coach.CoachCommand;
import org.pitch.api.world.Side;

import org.pitch.api.param.Parameters;
import org.pitch.api.record.TimingReport;
import org.pitch.api.world.World;

/**
 * The monitor protocol for a range of versions ({@code (dispinit)} = 1, {@code (dispinit version
 * N)}; JSON is version -1 as in rcssserver), and the records of the game log (.rcg) rcssserver
 * writes with the same serializers (log version N+1 with monitor version N, the JSON log with
 * JSON). One bundle per version family; stateless: per-monitor (or per-log) state lives in the
 * {@link MonitorWriter}.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface MonitorCodec {
    VersionRange versions();

    /**
     * The codec among {@code codecs} that serves a {@code (dispinit version V)}: rcssserver cuts V
     * to its whole part (3.5 is 3); {@code null} if none serves it or V is no number.
     */
    static MonitorCodec serving(Iterable<? extends MonitorCodec> codecs, double version) {
        if (Double.isNaN(version)) return null;
        double whole = (long) version; // towards zero
        for (MonitorCodec c : codecs) if (c.versions().contains(whole)) return c;
        return null;
    }

    /**
     * A writer for one monitor connection of that version: the greeting, then every cycle a show
     * that carries the play mode and the teams ({@code (pm N) (tm ...)}), and board messages.
     */
    MonitorWriter open(double version, Parameters parameters);

    /**
     * A connected monitor of that version wrote to the well-known port again: rcssserver answers
     * those of version 2 and later (and JSON) with {@code (error only_init_allowed_on_init_port)}
     * on their own port ({@code out}) and reads nothing more of it, while a version 1 monitor may
     * use either port: its codec answers nothing, and the server reads its commands as if they had
     * come to its own port.
     *
     * @return whether it answered (then the datagram is done with)
     */
    default boolean answerOnWellKnownPort(MessageSink out, double version) {
        out.next().text(ConnectError.ONLY_INIT_ALLOWED_ON_INIT_PORT.text()).send();
        return true;
    }

    /**
     * How a monitor of that version is named in the server's log ({@code A new (v3) monitor
     * connected.}): {@code v} and the version as a C++ stream prints it ({@code 3}, {@code 3.5}),
     * unless the codec knows a better name.
     */
    default String describe(double version) {
        long whole = (long) version;
        return "v" + (whole == version ? Long.toString(whole) : Double.toString(version));
    }

    /**
     * The words of a board notice in this protocol (the text of a board message, which the
     * {@link MonitorWriter} then frames as the version frames messages).
     */
    String boardText(BoardNotice notice);

    /** Parses one datagram of monitor commands ({@code (dispstart)}, {@code (dispfoul x y side)} ...). */
    void decode(byte[] data, int length, double version, MonitorCommandSink out);

    /**
     * The rcssserver {@code game_log_version}s whose records this codec writes through
     * {@link #openGameLog}, or {@code null} for none.
     */
    default VersionRange gameLogVersions() { return null; }

    /**
     * A writer for the records of one game log of that {@code game_log_version}: the parameter
     * records as greeting; every cycle {@code (playmode ...)} and {@code (team ...)} records when
     * they changed, then the show without them; board messages as {@code (msg ...)} records; and
     * {@link MonitorWriter#end} the closing team record. Records only: the file header
     * ({@code ULG5}, or the JSON log's {@code [} with version and time stamp), the separators
     * between records (a newline, or the JSON log's {@code ,} and newline) and the JSON log's
     * closing {@code ]} are the recorder's.
     *
     * @throws UnsupportedOperationException if {@link #gameLogVersions()} does not contain it
     */
    default MonitorWriter openGameLog(double logVersion, Parameters parameters) {
        throw new UnsupportedOperationException("no game log version " + logVersion);
    }

    /**
     * Writes what a monitor or game log of one version gets, message by message. Each message is
     * taken from the sink with {@link MessageSink#next()} and ends with {@link MessageOut#send()}.
     * Stateful (what was sent last: play mode, team names, score), used on the simulation thread.
     */
    @org.osgi.annotation.versioning.ConsumerType
    interface MonitorWriter {
        /** After {@code (dispinit)} or the log header: server parameters, player parameters, player types. */
        void greeting(MessageSink out, World world);

        /**
         * After every simulated cycle: the show, and for a game log the play mode and team
         * records before it when they changed.
         */
        void cycle(MessageSink out, World world);

        /** A message board entry: {@code board} 1 = referee/server, as rcssserver's {@code (msg T B "text")}. */
        void message(MessageSink out, World world, int board, String text);

        /**
         * The same, stamped with the clock when the message was made ({@code time}, and the
         * stoppage cycles {@code stoppage}) rather than now: the referee's words, which rcssserver
         * puts on the boards the moment it speaks (within a cycle, before a stoppage's end moves
         * the clock on). A format without a clock writes it as {@link #message}.
         */
        default void message(MessageSink out, World world, int time, int stoppage, int board, String text) {
            message(out, world, board, text);
        }

        /**
         * A tile of a team's graphic (an online coach's {@code team_graphic}), as a board
         * message {@code (team_graphic_l (X Y "xpm" ...))} unless the format has its own record.
         */
        default void teamGraphic(MessageSink out, World world, Side side, CoachCommand.TeamGraphic graphic) {
            message(out, world, 1, graphic.boardText(side));
        }

        /**
         * The players' timing of the current half so far (docs/competitions.md, "Timing
         * telemetry"), about once a second, to a monitor that asked for it with
         * {@code (disptiming on)}. A Pitch addition: only a format of Pitch's own writes it;
         * rcssserver's formats have no such message and write nothing.
         */
        default void timing(MessageSink out, World world, TimingReport live) {}

        /** When the match is over: a game log's closing records (rcssserver repeats the team record). */
        default void end(MessageSink out, World world) {}
    }
}
