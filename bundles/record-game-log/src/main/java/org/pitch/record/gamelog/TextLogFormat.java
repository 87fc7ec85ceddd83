package org.pitch.record.gamelog;

import java.time.ZonedDateTime;

import org.pitch.logfile.LogFile;

/** Game logs 4-6: a line {@code ULG<version>}, then one S-expression record per line. */
record TextLogFormat(int logVersion) implements GameLogFormat {
    @Override
    public void header(LogFile f, ZonedDateTime start) {
        f.text("ULG").integer(logVersion).character('\n');
    }

    @Override public void beginRecord(LogFile f) { }

    @Override public void endRecord(LogFile f) { f.character('\n'); }

    @Override public void end(LogFile f) { }
}
