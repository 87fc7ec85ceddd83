package org.pitch.protocol.monitor;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.World;

/**
 * Game log 2: each record a mode ({@code short}) and what it holds, in network byte order: a
 * show as {@code showinfo_t} (316 bytes); a board message as board, length and that many bytes
 * without NUL (an empty text is its NUL alone). No greeting and no final record. The base of
 * log 3's writer, which keeps the message record and adds its own greeting and show records
 * through {@link #record}. Stateless but for its buffer; writing allocates nothing.
 */
public class ShowinfoLogWriter implements MonitorWriter {
    /** The struct writer every record goes through. */
    protected final StructOut s = new StructOut();

    @Override public void greeting(MessageSink out, World world) { }

    @Override
    public void cycle(MessageSink out, World world) {
        MessageOut m = record(out.next(), RcssStructs.SHOW_MODE);
        BinaryShows.showV1(s, world);
        m.sendBinary();
    }

    @Override
    public final void message(MessageSink out, World world, int board, String text) {
        MessageOut m = record(out.next(), RcssStructs.MSG_MODE);
        int n = s.latin1(text, RcssStructs.MESSAGE_SIZE);
        s.int16(board).int16(Math.max(n, 1));
        if (n == 0) s.int8(0);
        else s.converted(n);
        m.sendBinary();
    }

    /** A record begins: the mode, and the struct right behind it (no padding between). */
    protected final MessageOut record(MessageOut m, int mode) {
        s.start(m).int16(mode).beginStruct();
        return m;
    }
}
