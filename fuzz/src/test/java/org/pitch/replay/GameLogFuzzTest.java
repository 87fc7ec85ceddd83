package org.pitch.replay;

import java.nio.file.Path;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.pitch.api.param.Parameters;
import org.pitch.config.ConfigLoader;
import org.pitch.fuzz.FuzzBudget;

/**
 * Game logs as the log player reads them (binary 1-3, text 4-6, JSON, gzip or not): any file is
 * a recorded match or a {@link LogFormatException} saying what is wrong with it. In the log
 * player's package to reach the reader of bytes the file reader uses.
 */
class GameLogFuzzTest {
    private static final Parameters DEFAULTS;

    static {
        try {
            DEFAULTS = ConfigLoader.fromText("", "defaults").parameters();
        } catch (Exception e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @FuzzTest(maxExecutions = FuzzBudget.EXECUTIONS, maxDuration = FuzzBudget.DURATION)
    @DictionaryFile(resourcePath = "/org/pitch/fuzz/dictionaries/logs.dict")
    void gameLogs(FuzzedDataProvider data) {
        try {
            GameLogReader.read(Path.of("fuzz.rcg"), data.consumeRemainingAsBytes(), DEFAULTS);
        } catch (LogFormatException rejected) {
            // told to the user, the log player does not start
        }
    }
}
