package org.pitch.bench.diff;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The random half-time placement of rcssserver told apart from other differences (seed 109 of session 22's tester run). */
class KickOffPlacementTest {
    private static final String GOALS = "((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ";

    private static Difference d(String expected, String actual) { return new Difference("trainer", 1, 45, expected, actual, List.of()); }

    @Test
    void aPlayerPlacedInItsOwnHalfAtHalfTimeIsExplained() {
        String rcss = "(see_global 40 " + GOALS + "((p \"Left\" 1 goalie) -23.0323 -16.2883 0.000370191 -2.11561e-05 -3 27) ((p \"Right\" 1 goalie) 3 -37 0 0 82 -29 t))";
        String pitch = "(see_global 40 " + GOALS + "((p \"Left\" 1 goalie) -45.9893 -14.4528 0.000370191 -2.11561e-05 -3 27) ((p \"Right\" 1 goalie) 3 -37 0 0 82 -29 t))";
        assertTrue(KickOffPlacement.explains(d(rcss, pitch), 40));
        assertFalse(KickOffPlacement.explains(d(rcss.replace("see_global 40", "see_global 39"), pitch.replace("see_global 40", "see_global 39")), 40),
                "not at a half's boundary");
        assertFalse(KickOffPlacement.explains(d(rcss, pitch.replace("-3 27", "-4 27")), 40), "the body differs too");
        assertFalse(KickOffPlacement.explains(d(rcss, pitch.replace("-45.9893 -14.4528", "5 -14.4528")), 40), "Pitch's spot in the wrong half");
    }

    @Test
    void aShowIsReadToo() {
        String rcss = "(show 80 (pm 1) (tm Left Right 0 0) ((b) 0 0 0 0) ((r 3) 0 0x1 43.5 -4.3 0 0 0 0 (v h 90)))";
        String pitch = "(show 80 (pm 1) (tm Left Right 0 0) ((b) 0 0 0 0) ((r 3) 0 0x1 12.25 20 0 0 0 0 (v h 90)))";
        assertTrue(KickOffPlacement.explains(d(rcss, pitch), 40));
        assertFalse(KickOffPlacement.explains(d(rcss, pitch.replace("(pm 1)", "(pm 2)")), 40), "anything else differing");
    }
}
