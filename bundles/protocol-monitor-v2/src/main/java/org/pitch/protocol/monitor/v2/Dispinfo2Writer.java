package org.pitch.protocol.monitor.v2;

import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.World;
import org.pitch.protocol.monitor.BinaryParameters;
import org.pitch.protocol.monitor.BinaryShows;
import org.pitch.protocol.monitor.RcssStructs;
import org.pitch.protocol.monitor.StructOut;

/**
 * Monitor protocol 2: every message a {@code dispinfo_t2} of 2056 bytes (the mode, two bytes of
 * padding, the union) in network byte order. The greeting is {@code server_params_t},
 * {@code player_params_t} and one {@code player_type_t} per type; then every cycle the show as
 * {@code showinfo_t2}, and board messages as {@code msginfo_t} (the text cut to 2047 characters,
 * NUL-filled). Writing allocates nothing.
 */
final class Dispinfo2Writer implements MonitorWriter {
    private final Parameters parameters;
    private final StructOut s = new StructOut();

    Dispinfo2Writer(Parameters parameters) { this.parameters = parameters; }

    @Override
    public void greeting(MessageSink out, World world) {
        MessageOut m = begin(out.next(), RcssStructs.PARAM_MODE);
        BinaryParameters.serverParams(s, parameters);
        end(m);
        m = begin(out.next(), RcssStructs.PPARAM_MODE);
        BinaryParameters.playerParams(s, parameters);
        end(m);
        for (PlayerType t : world.playerTypes()) {
            m = begin(out.next(), RcssStructs.PT_MODE);
            BinaryParameters.playerType(s, t);
            end(m);
        }
    }

    @Override
    public void cycle(MessageSink out, World world) {
        MessageOut m = begin(out.next(), RcssStructs.SHOW_MODE);
        BinaryShows.showV2(s, world, parameters);
        end(m);
    }

    @Override
    public void message(MessageSink out, World world, int board, String text) {
        MessageOut m = begin(out.next(), RcssStructs.MSG_MODE);
        s.int16(board).chars(text, RcssStructs.MONITOR_MESSAGE_LIMIT, RcssStructs.MESSAGE_SIZE);
        end(m);
    }

    /** A {@code dispinfo_t2} begins: the mode, then the union at the next multiple of four. */
    private MessageOut begin(MessageOut m, int mode) {
        s.start(m).int16(mode).align(4);
        return m;
    }

    /** The rest of the {@code dispinfo_t2}'s 2056 bytes, and off it goes. */
    private void end(MessageOut m) {
        s.endMessage(RcssStructs.DISPINFO2_SIZE);
        m.sendBinary();
    }
}
