package org.pitch.bench.diff;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Which of a cycle's says a listener hears, random on rcssserver, told apart from other differences (seed 135 of session 22's runs). */
class RandomHearingTest {
    private static final String SCRIPT = "send 5 L2 (say hi0)\nsend 6 L3 (say \"hello27\")\nsend 7 L3 (say \"hello62\")\n";

    private static Difference d(String expected, String actual) { return new Difference("L1", 41, 8, expected, actual, List.of()); }

    @Test
    void anotherSayOfTheSameTeamIsExplained() {
        assertTrue(RandomHearing.explains(d("(hear 0 -37 our 2 \"hi0\")\u0000", "(hear 0 -39 our 3 \"hello27\")\u0000"), SCRIPT));
        assertTrue(RandomHearing.explains(d("(hear 0 -39 our 3 \"hello62\")", "(hear 0 -39 our 3 \"hello27\")"), SCRIPT));
    }

    @Test
    void anythingElseIsNot() {
        assertFalse(RandomHearing.explains(d("(hear 0 -37 our 2 \"hi0\")", "(hear 1 -39 our 3 \"hello27\")"), SCRIPT), "another time");
        assertFalse(RandomHearing.explains(d("(hear 0 -37 our 2 \"hi0\")", "(hear 0 -39 opp \"hello27\")"), SCRIPT), "another team");
        assertFalse(RandomHearing.explains(d("(hear 0 -37 our 2 \"hi0\")", "(hear 0 -39 our 3 \"hi9\")"), SCRIPT), "never said");
        assertFalse(RandomHearing.explains(d("(hear 0 -37 our 2 \"hi0\")", "(see 0 ((b) 3 0))"), SCRIPT), "not a hear");
    }
}
