package org.pitch.protocol.monitor;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.World;

/**
 * Monitor protocol 1 and game log 1: no greeting; every cycle a {@code dispinfo_t} holding the
 * show ({@code showinfo_t}), 2052 bytes in network byte order; board messages as
 * {@code dispinfo_t} holding {@code msginfo_t} (board, then the text NUL-filled, cut to 2047
 * characters for a monitor, 2048 in the log). A log is those datagrams back to back, without a
 * final record (rcssserver ends a binary log with the result message). Writing allocates nothing.
 */
final class DispinfoWriter implements MonitorWriter {
    private final boolean gameLog;
    private final StructOut s = new StructOut();

    DispinfoWriter(boolean gameLog) { this.gameLog = gameLog; }

    @Override public void greeting(MessageSink out, World world) { }

    @Override
    public void cycle(MessageSink out, World world) {
        MessageOut m = out.next();
        s.start(m).int16(RcssStructs.SHOW_MODE);
        BinaryShows.showV1(s, world);
        s.endMessage(RcssStructs.DISPINFO_SIZE);
        m.sendBinary();
    }

    @Override
    public void message(MessageSink out, World world, int board, String text) {
        MessageOut m = out.next();
        s.start(m).int16(RcssStructs.MSG_MODE).int16(board)
                .chars(text, gameLog ? RcssStructs.MESSAGE_SIZE : RcssStructs.MONITOR_MESSAGE_LIMIT, RcssStructs.MESSAGE_SIZE)
                .endMessage(RcssStructs.DISPINFO_SIZE);
        m.sendBinary();
    }
}
