package org.pitch.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.pitch.config.CommandLine;
import org.pitch.config.ConfigLoader;
import org.pitch.config.ConfigurationException;

/**
 * Configuration as a user writes it: a HOCON file over the defaults, and command lines in
 * rcssserver's {@code server::name=value} syntax. Anything is a configuration or a
 * {@link ConfigurationException} naming the problem (exit status 2 in the launcher); nothing
 * else may come out.
 */
class ConfigurationFuzzTest {
    @FuzzTest(maxExecutions = FuzzBudget.EXECUTIONS, maxDuration = FuzzBudget.DURATION)
    @DictionaryFile(resourcePath = "/org/pitch/fuzz/dictionaries/config.dict")
    void configurationText(FuzzedDataProvider data) {
        try {
            ConfigLoader.fromText(data.consumeRemainingAsString(), "fuzz.conf");
        } catch (ConfigurationException rejected) {
            // named problems
        }
    }

    @FuzzTest(maxExecutions = FuzzBudget.EXECUTIONS, maxDuration = FuzzBudget.DURATION)
    @DictionaryFile(resourcePath = "/org/pitch/fuzz/dictionaries/config.dict")
    void commandLine(FuzzedDataProvider data) {
        String[] args = new String[data.consumeInt(0, 6)];
        for (int i = 0; i < args.length; i++) args[i] = data.consumeString(80);
        try {
            CommandLine.parse(args);
        } catch (ConfigurationException rejected) {
            // named problems
        }
    }
}
