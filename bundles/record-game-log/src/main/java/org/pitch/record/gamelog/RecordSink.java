package org.pitch.record.gamelog;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.logfile.LogFile;

/**
 * Where a game log writer's messages become records in the file: each {@link #next()} opens a
 * record with the log's separator, {@link #send()} closes it (with a newline, not the NUL a
 * datagram ends with). Numbers are printed as rcssserver prints them. A binary record (logs 1-3)
 * is written as raw bytes and big-endian integers and closed by {@link #sendBinary()}; those
 * formats put nothing between records. One object serves every record, so writing a record
 * allocates nothing.
 */
final class RecordSink implements MessageSink, MessageOut {
    private final LogFile file;
    private final GameLogFormat format;
    private boolean open;
    private int mark;
    private int contentStart;

    RecordSink(LogFile file, GameLogFormat format) {
        this.file = file;
        this.format = format;
    }

    @Override
    public MessageOut next() {
        if (open) send(); // a writer that forgot send(): the record ends where the next begins
        mark = file.length();
        format.beginRecord(file);
        contentStart = file.length();
        open = true;
        return this;
    }

    @Override
    public MessageOut text(CharSequence s) {
        if (open) file.text(s);
        return this;
    }

    @Override
    public MessageOut character(char c) {
        if (open) file.character(c);
        return this;
    }

    @Override
    public MessageOut integer(long v) {
        if (open) file.integer(v);
        return this;
    }

    @Override
    public MessageOut number(double v) {
        if (open) file.number(v);
        return this;
    }

    @Override
    public MessageOut int16(int v) {
        if (open) file.int16(v);
        return this;
    }

    @Override
    public MessageOut int32(int v) {
        if (open) file.int32(v);
        return this;
    }

    @Override
    public MessageOut bytes(byte[] b, int offset, int length) {
        if (open) file.bytes(b, offset, length);
        return this;
    }

    /** A record of a binary log ends as a text record does: its format frames both (with nothing). */
    @Override
    public void sendBinary() { send(); }

    @Override
    public void send() {
        if (!open) return;
        open = false;
        if (file.length() == contentStart) { // nothing written: no empty record
            file.truncate(mark);
            return;
        }
        format.endRecord(file);
    }

    /** Drops a record left half-written (its writer failed). */
    void abort() {
        if (!open) return;
        open = false;
        file.truncate(mark);
    }
}
