package org.pitch.bench.diff;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Which of a cycle's says a listener hears, random on rcssserver, told apart from other differences (the differential tester's seed 135). */
class RandomHearingTest {
    private static final String SCRIPT = "send 5 L2 (say hi0)\nsend 6 L3 (say \"hello27\")\nsend 7 L3 (say \"hello62\")\n";

    private static Difference d(String expected, String actual) { return new Difference("L1", 41, 8, expected, actual, List.of()); }

    @Test
    void anotherSayOfTheSameTeamIsExplained() {
        assertTrue(RandomHearing.explains(d("(hear 0 -37 our 2 \"hi0\")\u0000", "(hear 0 -39 our 3 \"hello27\")\u0000"), SCRIPT));
        assertTrue(RandomHearing.explains(d("(hear 0 -39 our 3 \"hello62\")", "(hear 0 -39 our 3 \"hello27\")"), SCRIPT));
    }

    @Test
    void theSameWordsFromAnotherOfTheTeamsSpeakersAreExplained() {
        String twoLeft = "send 2 L1 (say hi0)\nsend 6 L2 (say hi0)\nsend 7 R2 (say hi5)\nsend 8 R3 (say hi5)\n";
        Difference right = new Difference("R1", 27, 7, "(hear 0 180 opp \"hi0\")\u0000", "(hear 0 155 opp \"hi0\")\u0000", List.of());
        assertTrue(RandomHearing.explains(right, twoLeft), "seed 16322");
        Difference left = new Difference("L3", 30, 8, "(hear 0 20 opp \"hi5\")", "(hear 0 -12 opp \"hi5\")", List.of());
        assertTrue(RandomHearing.explains(left, twoLeft), "mirrored");
        Difference teammate = new Difference("L3", 12, 7, "(hear 0 -45 our 2 \"hi0\")", "(hear 0 100 our 1 \"hi0\")", List.of());
        assertTrue(RandomHearing.explains(teammate, twoLeft), "teammates");
        assertFalse(RandomHearing.explains(new Difference("L1", 12, 7, "(hear 0 -45 our 2 \"hi0\")", "(hear 0 100 our 3 \"hi0\")", List.of()),
                twoLeft), "the listener's own say is no other speaker");

        assertFalse(RandomHearing.explains(right, "send 2 L1 (say hi0)\nsend 6 L1 (say hi0)\n"), "one speaker twice");
        assertFalse(RandomHearing.explains(right, "send 2 R2 (say hi0)\nsend 6 R3 (say hi0)\n"), "the listener's own team");
        assertFalse(RandomHearing.explains(right, "send 2 L1 (say hi0)\nsend 6 Lcoach (say (freeform \"hi0\"))\n"), "a coach");
    }

    @Test
    void anythingElseIsNot() {
        assertFalse(RandomHearing.explains(d("(hear 0 -37 our 2 \"hi0\")", "(hear 1 -39 our 3 \"hello27\")"), SCRIPT), "another time");
        assertFalse(RandomHearing.explains(d("(hear 0 -37 our 2 \"hi0\")", "(hear 0 -39 opp \"hello27\")"), SCRIPT), "another team");
        assertFalse(RandomHearing.explains(d("(hear 0 -37 our 2 \"hi0\")", "(hear 0 -39 our 3 \"hi9\")"), SCRIPT), "never said");
        assertFalse(RandomHearing.explains(d("(hear 0 -37 our 2 \"hi0\")", "(see 0 ((b) 3 0))"), SCRIPT), "not a hear");
    }
}
