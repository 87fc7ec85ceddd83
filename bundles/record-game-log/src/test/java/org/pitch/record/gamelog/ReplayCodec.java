package org.pitch.record.gamelog;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * A codec whose game log writer replays state records taken from a reference log: the opening
 * records as greeting, then one group of records (ending with a show) per cycle. Messages and the
 * closing team record it writes from what it is given, in rcssserver's format, so the test sees
 * what the recorder passed.
 */
final class ReplayCodec implements MonitorCodec {
    private final int logVersion;
    private final List<String> opening;
    final Deque<List<String>> groups;

    ReplayCodec(int logVersion, List<String> opening, List<List<String>> groups) {
        this.logVersion = logVersion;
        this.opening = opening;
        this.groups = new ArrayDeque<>(groups);
    }

    @Override public VersionRange versions() { return new VersionRange(1, 1); }

    @Override public VersionRange gameLogVersions() { return new VersionRange(logVersion, logVersion); }

    @Override
    public MonitorWriter open(double v, Parameters parameters) {
        throw new AssertionError("a game log opens a game log writer");
    }

    @Override
    public MonitorWriter openGameLog(double v, Parameters parameters) {
        boolean json = logVersion == -1;
        return new MonitorWriter() {
            @Override public void greeting(MessageSink out, World world) {
                for (String r : opening) out.next().text(r).send();
            }

            @Override public void cycle(MessageSink out, World world) {
                List<String> group = groups.poll();
                if (group == null) throw new IllegalStateException("more cycles logged than the reference has");
                for (String r : group) out.next().text(r).send();
            }

            @Override public void message(MessageSink out, World world, int board, String text) {
                MessageOut m = out.next();
                if (json) time(m.text("{\"msg\":{"), world).text(",\"board\":").integer(board).text(",\"message\":\"").text(text).text("\"}}");
                else m.text("(msg ").integer(world.time()).character(' ').integer(board).text(" \"").text(text).text("\")");
                m.send();
            }

            @Override public void end(MessageSink out, World world) {
                Team l = world.team(Side.LEFT);
                Team r = world.team(Side.RIGHT);
                MessageOut m = out.next();
                if (json) {
                    time(m.text("{\"team\":{"), world).text(",\"l\":{\"name\":\"").text(l.name()).text("\",\"score\":").integer(l.score())
                            .text("},\"r\":{\"name\":\"").text(r.name()).text("\",\"score\":").integer(r.score()).text("}}}");
                } else {
                    m.text("(team ").integer(world.time()).character(' ').text(l.name()).character(' ').text(r.name())
                            .character(' ').integer(l.score()).character(' ').integer(r.score()).character(')');
                }
                m.send();
            }

            private MessageOut time(MessageOut m, World world) {
                m.text("\"time\":").integer(world.time());
                if (world.stoppageTime() > 0) m.text(",\"stime\":").integer(world.stoppageTime());
                return m;
            }
        };
    }

    @Override public void decode(byte[] data, int length, double v, MonitorCommandSink out) { }
    @Override public String boardText(org.pitch.api.protocol.BoardNotice notice) { return notice.toString(); }
}
