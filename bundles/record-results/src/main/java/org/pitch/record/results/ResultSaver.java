package org.pitch.record.results;

/**
 * One of rcssserver's result savers, each run in turn when a match ends: it has a name, may be
 * switched off by its configuration, and says whether it saved.
 */
sealed interface ResultSaver permits CsvSaver, StdoutSaver {
    String name();

    boolean enabled();

    /** Saves the result; whether that worked (problems are reported by the saver). */
    boolean save(MatchResult result);
}
