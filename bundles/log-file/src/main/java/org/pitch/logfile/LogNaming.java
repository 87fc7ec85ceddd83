package org.pitch.logfile;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.ZonedDateTime;

import org.pitch.wire.Strftime;

/**
 * How rcssserver names a log: while the match runs it is {@code <dir>/incomplete<suffix>} (or the
 * fixed name, {@code server::*_log_fixed}), {@code .gz} added when compressed; at the end a log
 * without a fixed name is renamed to {@code <dir>/[<start time in log_date_format>]<teams and
 * scores><suffix>[.gz]}, e.g. {@code ./20261121043008-TeamA_0-vs-TeamB_0.rcg}.
 *
 * @param directory {@code server::game_log_dir} or {@code text_log_dir}
 * @param suffix {@code .rcg} or {@code .rcl}
 */
public record LogNaming(String directory, boolean fixed, String fixedName, boolean dated, String dateFormat,
                        boolean compressed, String suffix) {
    /** The name of a log whose match has not ended (yet). */
    public static final String INCOMPLETE = "incomplete";
    /** rcssserver formats the date into 32 bytes: a longer one cannot be used. */
    public static final int MAX_DATE_LENGTH = 31;

    /** The directory as a path; an empty name is the working directory. */
    public Path directoryPath() throws InvalidPathException {
        return Path.of(directory.isEmpty() ? "." : directory);
    }

    /** The file name while the match runs. */
    public String workingName() {
        return (fixed ? fixedName : INCOMPLETE) + suffix + (compressed ? ".gz" : "");
    }

    /**
     * Where the log goes when the match ends, or {@code null} with a fixed name (never renamed).
     *
     * @param datePrefix {@link #datePrefix(ZonedDateTime)} of the start time
     * @param title {@link MatchTitle#of} the teams
     */
    public Path finalPath(String datePrefix, String title) throws InvalidPathException {
        if (fixed) return null;
        return directoryPath().resolve((dated ? datePrefix : "") + title + suffix + (compressed ? ".gz" : ""));
    }

    /**
     * The start time in {@code log_date_format}; empty when that gives more than
     * {@value #MAX_DATE_LENGTH} characters (rcssserver's buffer would hold no usable date).
     */
    public String datePrefix(ZonedDateTime start) {
        String s = Strftime.format(dateFormat, start);
        return s.length() > MAX_DATE_LENGTH ? "" : s;
    }
}
