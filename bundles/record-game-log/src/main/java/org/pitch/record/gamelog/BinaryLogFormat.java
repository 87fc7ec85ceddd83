package org.pitch.record.gamelog;

import java.time.ZonedDateTime;

import org.pitch.logfile.LogFile;

/**
 * The binary game logs 1-3 of rcssserver: C structs back to back, nothing between them. Version 1
 * has no header; 2 and 3 start with {@code ULG} and the version as one byte ({@code ULG\2},
 * {@code ULG\3}). A version 1 log records the referee's messages even without
 * {@code server::record_messages}, as rcssserver does for that version only.
 */
enum BinaryLogFormat implements GameLogFormat {
    V1(1, false, true),
    V2(2, true, false),
    V3(3, true, false);

    private final int logVersion;
    private final boolean header;
    private final boolean refereeMessagesAlways;

    BinaryLogFormat(int logVersion, boolean header, boolean refereeMessagesAlways) {
        this.logVersion = logVersion;
        this.header = header;
        this.refereeMessagesAlways = refereeMessagesAlways;
    }

    @Override public int logVersion() { return logVersion; }

    @Override
    public void header(LogFile f, ZonedDateTime start) {
        if (header) f.text("ULG").character((char) logVersion); // the version as a byte, not a digit
    }

    @Override public void beginRecord(LogFile f) { }

    @Override public void endRecord(LogFile f) { }

    @Override public void end(LogFile f) { }

    @Override public boolean refereeMessagesAlways() { return refereeMessagesAlways; }
}
