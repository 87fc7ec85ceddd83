package org.pitch.protocol.monitor;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.BoardNotice;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.protocol.VersionRange;

/**
 * rcssserver 19's oldest monitor protocol, {@code (dispinit)} (version 1: {@code dispinfo_t}
 * structs, {@link DispinfoWriter}), and the binary game logs written with the same show, 1 (the
 * monitor's datagrams back to back) and 2 ({@link ShowinfoLogWriter}). The base of one subclass
 * per version range where the wire changes, each in its own bundle ({@code protocol-monitor-v2}
 * ... {@code -v5}, and {@code protocol-monitor-json}), overriding only its hooks: the versions,
 * the writers it opens and {@link #warnsUnterminated()}.
 *
 * <p>The commands are the S-expression ones in every version ({@link MonitorCommandParser}).
 */
@Component(service = MonitorCodec.class)
public class MonitorCodecV1 implements MonitorCodec {
    private static final VersionRange VERSIONS = new VersionRange(1, 1);
    private static final VersionRange LOG_VERSIONS = new VersionRange(1, 2);
    private final MonitorCommandParser parser = new MonitorCommandParser();
    private final MonitorCommandParser.OwnCommands own = this::decodeOwn;

    @Override public VersionRange versions() { return VERSIONS; }

    @Override public VersionRange gameLogVersions() { return LOG_VERSIONS; }

    /**
     * A version 1 monitor may keep using the well-known port once connected: nothing is answered,
     * its commands are read. The later versions (this codec's subclasses) are answered as every
     * monitor codec answers them.
     */
    @Override
    public boolean answerOnWellKnownPort(MessageSink out, double version) {
        return (long) version != 1 && MonitorCodec.super.answerOnWellKnownPort(out, version);
    }

    /** Whether a datagram without a final NUL is warned about: version 1 monitors never were. */
    protected boolean warnsUnterminated() { return false; }

    @Override
    public MonitorWriter open(double version, Parameters parameters) {
        return new DispinfoWriter(false);
    }

    /** Log 1 is the monitor's stream of {@code dispinfo_t}; log 2 holds {@code showinfo_t} records. */
    @Override
    public MonitorWriter openGameLog(double logVersion, Parameters parameters) {
        return switch ((int) logVersion) {
            case 1 -> new DispinfoWriter(true);
            case 2 -> new ShowinfoLogWriter();
            default -> throw new UnsupportedOperationException("no game log version " + logVersion + " in " + getClass().getSimpleName());
        };
    }

    /**
     * rcssserver's board texts, the same in every version: {@code (referee MSG)}, a say as
     * {@code ((player TEAM UNUM) MSG)}, a coach's as {@code (SOURCE MSG)}, {@code (change_player_type SIDE UNUM TYPE)} (the type
     * {@code goalie} for a goalie change) and {@code (ok compression N)}.
     */
    @Override
    public String boardText(BoardNotice notice) {
        if (notice instanceof BoardNotice.Referee r) return "(referee " + r.message() + ")";
        if (notice instanceof BoardNotice.PlayerSaid s) return "((player " + s.team() + " " + s.unum() + ") " + s.message() + ")";
        if (notice instanceof BoardNotice.CoachSaid c) return "(" + c.source() + " " + c.text() + ")";
        if (notice instanceof BoardNotice.CoachClang c) return "(" + c.source() + " " + c.timeSaid() + " " + c.clang() + ")";
        if (notice instanceof BoardNotice.TypeChanged t) return "(change_player_type " + t.side().wire() + " " + t.unum() + " " + t.type() + ")";
        if (notice instanceof BoardNotice.GoalieChanged g) return "(change_player_type " + g.side().wire() + " " + g.unum() + " goalie)";
        BoardNotice.CompressionTaken c = (BoardNotice.CompressionTaken) notice;
        return "(ok compression " + c.level() + ")";
    }

    /**
     * A command of this version's own, beyond rcssserver's (the text up to its NUL): true if it
     * was one and was handed to {@code out}. rcssserver's versions have none; anything not taken
     * here is read as rcssserver reads it, so an unknown command gets its error.
     */
    protected boolean decodeOwn(String command, MonitorCommandSink out) { return false; }

    @Override
    public final void decode(byte[] data, int length, double version, MonitorCommandSink out) {
        parser.parse(data, length, warnsUnterminated(), own, out);
    }
}
