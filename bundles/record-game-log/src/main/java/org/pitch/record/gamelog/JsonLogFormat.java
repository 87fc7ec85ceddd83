package org.pitch.record.gamelog;

import java.time.ZonedDateTime;

import org.pitch.logfile.LogFile;
import org.pitch.wire.Strftime;

/**
 * The JSON game log (version -1) of rcssserver 19: one JSON array, one record per line:
 * {@code [}, {@code {"version":"19.0.0"}}, {@code {"timestamp":"2026-11-21T04:30:10+0000"}} (the
 * start time, local), then each record preceded by {@code ,} and a newline, and {@code ]} on a
 * line of its own at the end.
 */
record JsonLogFormat() implements GameLogFormat {
    @Override public int logVersion() { return -1; }

    @Override
    public void header(LogFile f, ZonedDateTime start) {
        f.text("[\n{\"version\":\"").text(SERVER_VERSION).text("\"},\n{\"timestamp\":\"")
                .text(Strftime.format("%FT%T%z", start)).text("\"}");
    }

    @Override public void beginRecord(LogFile f) { f.text(",\n"); }

    @Override public void endRecord(LogFile f) { }

    @Override public void end(LogFile f) { f.text("\n]\n"); }
}
