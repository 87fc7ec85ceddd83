package org.pitch.record.gamelog;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MonitorCodec.MessageSink;
import org.pitch.record.gamelog.file.LogFile;

/**
 * Where a game log writer's messages become records in the file: each {@link #next()} opens a
 * record with the log's separator, {@link #send()} closes it (with a newline, not the NUL a
 * datagram ends with). Numbers are printed as rcssserver prints them. One object serves every
 * record, so writing a record allocates nothing.
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
