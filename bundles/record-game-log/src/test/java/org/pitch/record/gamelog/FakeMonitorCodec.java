package org.pitch.record.gamelog;

import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * A codec whose game log writer writes recognisable records of the world, S-expressions or JSON:
 * the parameters and one record per player type as greeting; each cycle the play mode and teams
 * when they changed, then {@code (show T ((b) X Y))} or {@code {"show":{"time":T,"ball":{"x":X,"y":Y}}}};
 * {@code (msg T B "text")}; at the end {@code (team T L R SL SR)}.
 */
final class FakeMonitorCodec implements MonitorCodec {
    private final VersionRange logVersions;
    private final boolean json;
    double openedWith = Double.NaN;
    /** The cycle whose show throws half-written (negative: never). */
    int failAtTime = -1;

    FakeMonitorCodec(double minLog, double maxLog, boolean json) {
        this.logVersions = new VersionRange(minLog, maxLog);
        this.json = json;
    }

    @Override public VersionRange versions() { return new VersionRange(1, 1); }

    @Override public VersionRange gameLogVersions() { return logVersions; }

    @Override
    public MonitorWriter open(double version, Parameters parameters) {
        throw new AssertionError("a game log opens a game log writer, not a monitor's");
    }

    @Override
    public MonitorWriter openGameLog(double version, Parameters parameters) {
        openedWith = version;
        return new Writer();
    }

    @Override public void decode(byte[] data, int length, double version, MonitorCommandSink out) { }
    @Override public String boardText(org.pitch.api.protocol.BoardNotice notice) { return notice.toString(); }

    private final class Writer implements MonitorWriter {
        private PlayMode lastMode = PlayMode.NULL;
        private String lastTeams = "";

        @Override
        public void greeting(MessageSink out, World world) {
            if (json) {
                out.next().text("{\"server_param\":{\"fake\":1}}").send();
                out.next().text("{\"player_param\":{\"fake\":2}}").send();
                for (int i = 0; i < world.playerTypes().size(); i++) out.next().text("{\"player_type\":{\"id\":").integer(i).text("}}").send();
            } else {
                out.next().text("(server_param (fake 1))").send();
                out.next().text("(player_param (fake 2))").send();
                for (int i = 0; i < world.playerTypes().size(); i++) out.next().text("(player_type (id ").integer(i).text("))").send();
            }
        }

        @Override
        public void cycle(MessageSink out, World world) {
            if (world.playMode() != lastMode) {
                lastMode = world.playMode();
                String name = lastMode.wireName(world.playModeSide());
                if (json) out.next().text("{\"playmode\":{\"time\":").integer(world.time()).text(",\"mode\":\"").text(name).text("\"}}").send();
                else out.next().text("(playmode ").integer(world.time()).character(' ').text(name).character(')').send();
            }
            String teams = teams(world);
            if (!teams.equals(lastTeams)) {
                lastTeams = teams;
                team(out, world);
            }
            MessageOut m = out.next();
            if (json) {
                m.text("{\"show\":{\"time\":").integer(world.time()).text(",\"ball\":{\"x\":").number(world.ball().x())
                        .text(",\"y\":").number(world.ball().y()).text("}}}");
            } else {
                m.text("(show ").integer(world.time()).text(" ((b) ").number(world.ball().x()).character(' ').number(world.ball().y()).text("))");
            }
            if (world.time() == failAtTime) throw new IllegalStateException("writer broke at " + failAtTime);
            m.send();
        }

        @Override
        public void message(MessageSink out, World world, int board, String text) {
            if (json) {
                out.next().text("{\"msg\":{\"time\":").integer(world.time()).text(",\"stime\":").integer(world.stoppageTime())
                        .text(",\"board\":").integer(board).text(",\"message\":\"").text(text.replace("\\", "\\\\").replace("\"", "\\\"")).text("\"}}").send();
            } else {
                out.next().text("(msg ").integer(world.time()).character(' ').integer(board).text(" \"").text(text).text("\")").send();
            }
        }

        @Override
        public void end(MessageSink out, World world) {
            team(out, world);
        }

        private void team(MessageSink out, World world) {
            if (json) out.next().text("{\"team\":{\"time\":").integer(world.time()).text(",\"stime\":").integer(world.stoppageTime())
                    .text(",\"teams\":\"").text(teams(world)).text("\"}}").send();
            else out.next().text("(team ").integer(world.time()).character(' ').text(teams(world)).character(')').send();
        }

        private String teams(World w) {
            return name(w.team(Side.LEFT)) + ' ' + name(w.team(Side.RIGHT)) + ' ' + score(w.team(Side.LEFT)) + ' ' + score(w.team(Side.RIGHT));
        }

        private String name(Team t) { return t == null ? "null" : t.name(); }
        private int score(Team t) { return t == null ? 0 : t.score(); }
    }
}
