package org.pitch.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.pitch.api.clang.ClangSyntaxException;
import org.pitch.protocol.clang.StandardClangParser;

/** The coach language parser: any text is a message or a syntax error, nothing else. */
class ClangFuzzTest {
    private static final StandardClangParser PARSER = new StandardClangParser();

    @FuzzTest(maxExecutions = FuzzBudget.EXECUTIONS, maxDuration = FuzzBudget.DURATION)
    @DictionaryFile(resourcePath = "/org/pitch/fuzz/dictionaries/clang.dict")
    void coachLanguage(FuzzedDataProvider data) {
        int freeformLimit = data.consumeInt(0, 512);
        try {
            PARSER.parseSay(data.consumeRemainingAsString(), freeformLimit);
        } catch (ClangSyntaxException rejected) {
            // the answer a coach gets for it
        }
    }
}
