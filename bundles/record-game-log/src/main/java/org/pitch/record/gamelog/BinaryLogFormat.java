package org.pitch.record.gamelog;

import java.time.ZonedDateTime;

import org.pitch.logfile.LogFile;

/**
 * The binary game logs 1-3 of rcssserver: C structs back to back, nothing between them. Version 1
 * has no header; 2 and 3 start with {@code ULG} and the version as one byte ({@code ULG\2},
 * {@code ULG\3}). A version 1 log records the referee's messages even without
 * {@code server::record_messages}, as rcssserver does for that version only.
 */
record BinaryLogFormat(int logVersion) implements GameLogFormat {
    BinaryLogFormat {
        if (logVersion < 1 || logVersion > 3) throw new IllegalArgumentException("no binary game log version " + logVersion);
    }

    @Override
    public void header(LogFile f, ZonedDateTime start) {
        if (logVersion >= 2) f.text("ULG").character((char) logVersion); // the version as a byte, not a digit
    }

    @Override public void beginRecord(LogFile f) { }

    @Override public void endRecord(LogFile f) { }

    @Override public void end(LogFile f) { }

    @Override public boolean refereeMessagesAlways() { return logVersion == 1; }
}
