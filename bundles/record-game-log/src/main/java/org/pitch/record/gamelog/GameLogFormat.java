package org.pitch.record.gamelog;

import java.time.ZonedDateTime;

import org.pitch.logfile.LogFile;

/**
 * What a game log of one {@code server::game_log_version} has around its records, which the
 * monitor codec writes ({@link org.pitch.api.protocol.MonitorCodec#openGameLog}): the header, the
 * separator between records, and the end of the file.
 */
sealed interface GameLogFormat permits BinaryLogFormat, TextLogFormat, JsonLogFormat {
    /** rcssserver's version string, written into the JSON log's first record. */
    String SERVER_VERSION = "19.0.0";

    /** The format of that log version, or {@code null} if rcssserver has none such. */
    static GameLogFormat forVersion(int logVersion) {
        switch (logVersion) {
            case 1: return BinaryLogFormat.V1;
            case 2: return BinaryLogFormat.V2;
            case 3: return BinaryLogFormat.V3;
            case 4: case 5: case 6:
                return new TextLogFormat(logVersion);
            case -1:
                return new JsonLogFormat();
            default:
                return null;
        }
    }

    int logVersion();

    /** What the file starts with, before the parameter records. */
    void header(LogFile f, ZonedDateTime start);

    /** Before each record. */
    void beginRecord(LogFile f);

    /** After each record. */
    void endRecord(LogFile f);

    /** What ends the file, after the last record. */
    void end(LogFile f);

    /**
     * Whether the referee's messages are logged even without {@code server::record_messages}
     * (rcssserver's game log version 1); other messages still need it.
     */
    default boolean refereeMessagesAlways() { return false; }
}
