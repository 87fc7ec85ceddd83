package org.pitch.protocol.clang;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.clang.ClangSyntaxException;

/**
 * Spec 5.2's length limits, each at its boundary: accepted at the limit, refused one beyond. The
 * {@code %s} in each template is where the name goes.
 */
class LengthLimitsTest {

    private final StandardClangParser parser = new StandardClangParser();

    private void accepted(String template, String name) {
        String say = "(say " + template.formatted(name) + ")";
        assertDoesNotThrow(() -> parser.parseSay(say, 128), say);
    }

    private void refused(String template, String name) {
        String say = "(say " + template.formatted(name) + ")";
        assertThrows(ClangSyntaxException.class, () -> parser.parseSay(say, 128), say);
    }

    /** Every place a VAR appears: at most 8 characters. */
    @ParameterizedTest
    @ValueSource(strings = {
        "(delete %s)",
        "(delete (A %s))",
        "(rule (on %s))",
        "(define (definerule %s model all))",
        "(define (definerule R direc (%s)))",
        "(info (1 (unum %s {1}) \"D\"))",
        "(info (1 (true) (do our {%s} (shoot))))",
        "(info (1 (true) (do our {1} (pos (pt our %s)))))",
    })
    void aVarHasAtMostEightCharacters(String template) {
        accepted(template, "ABCDEFGH");
        refused(template, "ABCDEFGHI");
    }

    /** Names of definitions, named directives, actions and regions, and STR uniform numbers: 8 inside the quotes. */
    @ParameterizedTest
    @ValueSource(strings = {
        "(define (definec \"%s\" (true)))",
        "(define (defined \"%s\" \"D\"))",
        "(define (definer \"%s\" (null)))",
        "(define (definea \"%s\" (shoot)))",
        "(info (1 (true) \"%s\"))",
        "(info (1 (true) (do our {1} \"%s\")))",
        "(info (1 (true) (do our {1} (pos \"%s\"))))",
        "(info (1 (true) (do our {\"%s\"} (shoot))))",
    })
    void aNameHasAtMostEightCharactersWithoutItsQuotes(String template) {
        accepted(template, "ABCDEFGH");
        refused(template, "ABCDEFGHI");
    }

    /** A named condition, {@code (unum STR ...)} and {@code (pt our STR)}: 8 including the quotes. */
    @ParameterizedTest
    @ValueSource(strings = {
        "(info (1 \"%s\" \"D\"))",
        "(define (definec \"C\" (not \"%s\")))",
        "(info (1 (unum \"%s\" {1}) \"D\"))",
        "(info (1 (true) (do our {1} (pos (pt opp \"%s\")))))",
    })
    void someNamesHaveAtMostSixCharactersInsideTheirQuotes(String template) {
        accepted(template, "ABCDEF");
        refused(template, "ABCDEFG");
    }

    @Test
    void theSpecsVerifiedNamedConditionAndDirective() {
        refused("(info (10 %s \"D\"))", "\"ABCDEFG\"");
        accepted("(info (10 (true) %s))", "\"ABCDEFGH\"");
    }

    @Test
    void freeformTextUpToTheLimit() throws Exception {
        String limit = "x".repeat(128);
        assertEquals("(freeform \"" + limit + "\")", parser.parseSay("(say (freeform \"" + limit + "\"))", 128).print());
        assertThrows(ClangSyntaxException.class, () -> parser.parseSay("(say (freeform \"" + limit + "x\"))", 128));
        assertDoesNotThrow(() -> parser.parseSay("(say (freeform \"abc\"))", 3));
        assertThrows(ClangSyntaxException.class, () -> parser.parseSay("(say (freeform \"abcd\"))", 3));
        assertThrows(ClangSyntaxException.class, () -> parser.parseSay("(say (freeform \"a\"))", 0));
    }

    @Test
    void aNegativeFreeformLimitIsNoLimitAsRcssserverComparesUnsigned() {
        assertDoesNotThrow(() -> parser.parseSay("(say (freeform \"" + "y".repeat(5000) + "\"))", -1));
    }

    /**
     * rcssserver's bison parser has a fixed stack of 200 states: a point wrapped in 180 parentheses
     * at this place still parses, 181 do not (thresholds found with rcssserver's library).
     */
    @Test
    void nestingIsLimitedByRcssserversParserStack() {
        String template = "(info (1 (true) (do our {1} (pos %s))))";
        accepted(template, "(".repeat(180) + "(pt 1 1)" + ")".repeat(180));
        refused(template, "(".repeat(181) + "(pt 1 1)" + ")".repeat(181));
        String nots = "(info (1 %s \"D\"))";
        accepted(nots, "(not ".repeat(94) + "(true)" + ")".repeat(94));
        refused(nots, "(not ".repeat(95) + "(true)" + ")".repeat(95));
        // the second item of a list lies one symbol deeper than the first
        String ands = "(info (1 %s \"D\"))";
        accepted(ands, "(and (true) ".repeat(63) + "(true)" + ")".repeat(63));
        refused(ands, "(and (true) ".repeat(64) + "(true)" + ")".repeat(64));
    }
}
