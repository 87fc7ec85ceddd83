package org.pitch.api.protocol;

import org.pitch.api.param.Parameters;
import org.pitch.api.world.World;

/**
 * The monitor protocol for a range of versions ({@code (dispinit)} = 1, {@code (dispinit version
 * N)}; JSON is version -1 as in rcssserver), and the records of the game log (.rcg) of the
 * matching log version, which rcssserver writes with the same serializers. One bundle per
 * version family; stateless: per-monitor (or per-log) state lives in the {@link MonitorWriter}.
 */
public interface MonitorCodec {
    VersionRange versions();

    /** A writer for one monitor connection or one game log, of that version. */
    MonitorWriter open(double version, Parameters parameters);

    /** Parses one datagram of monitor commands ({@code (dispstart)}, {@code (dispfoul x y side)} ...). */
    void decode(byte[] data, int length, double version, MonitorCommandSink out);

    /**
     * Writes what a monitor or game log of one version gets, message by message. Each message is
     * taken from the sink with {@link MessageSink#next()} and ends with {@link MessageOut#send()}.
     * Stateful (what was sent last: play mode, team names, score), used on the simulation thread.
     */
    interface MonitorWriter {
        /** After {@code (dispinit)} or the log header: parameters, player types, the current state. */
        void greeting(MessageSink out, World world);

        /** After every simulated cycle: the show, and play mode/team records when they changed. */
        void cycle(MessageSink out, World world);

        /** A message board entry: {@code board} 1 = referee/server, as rcssserver's {@code (msg T B "text")}. */
        void message(MessageSink out, World world, int board, String text);
    }

    /** Hands out one message buffer at a time (a datagram for a monitor, a record for a log). */
    interface MessageSink {
        MessageOut next();
    }
}
