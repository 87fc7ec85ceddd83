package org.pitch.protocol.monitor.v2;

import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.World;
import org.pitch.protocol.monitor.BinaryParameters;
import org.pitch.protocol.monitor.BinaryShows;
import org.pitch.protocol.monitor.LastRecords;
import org.pitch.protocol.monitor.RcssPlayModes;
import org.pitch.protocol.monitor.RcssStructs;
import org.pitch.protocol.monitor.ShowinfoLogWriter;

/**
 * Game log 3: log 2's records, with the parameter structs as greeting (each behind its mode);
 * every cycle the play mode ({@code char}) and the teams ({@code team_t[2]}) when they changed,
 * then the show as {@code short_showinfo_t2}. Board messages as in log 2. Stateful (what it
 * recorded last); writing allocates nothing.
 */
final class ShortShowLogWriter extends ShowinfoLogWriter {
    private final Parameters parameters;
    private final LastRecords last = new LastRecords();

    ShortShowLogWriter(Parameters parameters) { this.parameters = parameters; }

    @Override
    public void greeting(MessageSink out, World world) {
        MessageOut m = record(out.next(), RcssStructs.PARAM_MODE);
        BinaryParameters.serverParams(s, parameters);
        m.sendBinary();
        m = record(out.next(), RcssStructs.PPARAM_MODE);
        BinaryParameters.playerParams(s, parameters);
        m.sendBinary();
        for (PlayerType t : world.playerTypes()) {
            m = record(out.next(), RcssStructs.PT_MODE);
            BinaryParameters.playerType(s, t);
            m.sendBinary();
        }
    }

    @Override
    public void cycle(MessageSink out, World world) {
        if (last.playModeChanged(world)) {
            MessageOut m = record(out.next(), RcssStructs.PM_MODE);
            s.int8(RcssPlayModes.id(world.playMode(), world.playModeSide()));
            m.sendBinary();
        }
        if (last.teamsChanged(world)) {
            MessageOut m = record(out.next(), RcssStructs.TEAM_MODE);
            BinaryShows.teams(s, world);
            m.sendBinary();
        }
        MessageOut m = record(out.next(), RcssStructs.SHOW_MODE);
        BinaryShows.shortShowV2(s, world, parameters);
        m.sendBinary();
    }
}
