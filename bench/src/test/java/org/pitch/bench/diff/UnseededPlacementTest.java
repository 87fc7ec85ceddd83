package org.pitch.bench.diff;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** rcssserver's unseeded placements told apart from other differences (the differential tester's seeds 109 and 112). */
class UnseededPlacementTest {
    private static final String GOALS = "((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ";

    /** Half time: the goalie stood in the opponents' half a cycle before. */
    private static final String BEFORE = "(see_global 39 " + GOALS
            + "((p \"Left\" 1 goalie) 4.2 -16.2883 0.000370191 -2.11561e-05 -3 27) ((p \"Right\" 1 goalie) 3 -37 0 0 82 -29 t))";
    private static final Script NO_MOVES = new Script(1, List.of(), List.of(new Script.Client("trainer", Script.Kind.TRAINER, 0, "(init (version 19))")),
            List.of());

    private static Difference d(String expected, String actual) { return new Difference("trainer", 1, 45, expected, actual, List.of(BEFORE)); }

    @Test
    void aPlayerPlacedInItsOwnHalfAtHalfTimeIsExplained() {
        String rcss = "(see_global 40 " + GOALS + "((p \"Left\" 1 goalie) -23.0323 -16.2883 0.000370191 -2.11561e-05 -3 27) ((p \"Right\" 1 goalie) 3 -37 0 0 82 -29 t))";
        String pitch = "(see_global 40 " + GOALS + "((p \"Left\" 1 goalie) -45.9893 -14.4528 0.000370191 -2.11561e-05 -3 27) ((p \"Right\" 1 goalie) 3 -37 0 0 82 -29 t))";
        assertTrue(UnseededPlacement.explains(d(rcss, pitch), 40, NO_MOVES));
        assertFalse(UnseededPlacement.explains(d(rcss.replace("see_global 40", "see_global 39"), pitch.replace("see_global 40", "see_global 39")), 40, NO_MOVES),
                "not at a half's boundary");
        assertTrue(UnseededPlacement.explains(d(rcss.replace("see_global 40", "see_global 0"), pitch.replace("see_global 40", "see_global 0")), 40, NO_MOVES),
                "before the first kick-off, where the offside referee places them");
        assertTrue(UnseededPlacement.explains(d(rcss.replace("-3 27)", "-3 27 -26)"), pitch.replace("-3 27)", "-3 27 -125)")), 40, NO_MOVES),
                "a pointing arm's direction follows from the spot");
        assertFalse(UnseededPlacement.explains(d(rcss, pitch.replace("0 0 82 -29 t", "0 0 83 -29 t")), 40, NO_MOVES), "another player differs");
        assertFalse(UnseededPlacement.explains(d(rcss, pitch.replace("-45.9893 -14.4528", "5 -14.4528")), 40, NO_MOVES), "Pitch's spot in the wrong half");
    }

    @Test
    void aPlayerThatNeverCrossedWasNotPlacedAtRandom() {
        // the players' own moves before the kick-off overlapping: rcssserver separates them at once
        String home = BEFORE.replace("see_global 39", "see_global 0").replace(" 4.2 -16.2883", " -20 -10");
        String rcss = "(see_global 0 " + GOALS + "((p \"Left\" 1 goalie) -19.8317 -9.91584 0 0 -3 27) ((p \"Right\" 1 goalie) 3 -37 0 0 82 -29 t))";
        String pitch = "(see_global 0 " + GOALS + "((p \"Left\" 1 goalie) -20 -10 0 0 -3 27) ((p \"Right\" 1 goalie) 3 -37 0 0 82 -29 t))";
        Difference d = new Difference("trainer", 1, 45, rcss, pitch, List.of(home));
        assertFalse(UnseededPlacement.explains(d, 40, NO_MOVES));
        // a trainer's move into the opponents' half up to the difference's step: placed back at random
        Script.Client trainer = new Script.Client("trainer", Script.Kind.TRAINER, 0, "(init (version 19))");
        Script across = new Script(1, List.of(), List.of(trainer), List.of(new Script.Action(44, 0, "(move (player Left 1) 12.5 -3)")));
        assertTrue(UnseededPlacement.explains(d, 40, across));
        Script later = new Script(1, List.of(), List.of(trainer), List.of(new Script.Action(46, 0, "(move (player Left 1) 12.5 -3)")));
        assertFalse(UnseededPlacement.explains(d, 40, later), "the move came after the difference");
        Script back = new Script(1, List.of(), List.of(trainer), List.of(new Script.Action(40, 0, "(move (player Left 1) 12.5 -3)"),
                new Script.Action(43, 0, "(move (player Left 1) -20 -10)")));
        assertFalse(UnseededPlacement.explains(d, 40, back), "moved back home before the difference");
    }

    @Test
    void twoPlayersOnOneSpotSeparatedAtRandomAreExplained() {
        String before = "(see_global 15 " + GOALS + "((p \"Left\" 1 goalie) -9.15 -34 0 0 71 -44) ((p \"Left\" 2) -9.15 -34 0 0 0 -16 -81) ((p \"Right\" 1) 3.1 -6.9 0 0 0 -2))";
        String rcss = "(see_global 16 " + GOALS + "((p \"Left\" 1 goalie) -9.44027 -34.0758 -0 -0 71 -44) ((p \"Left\" 2) -8.85973 -33.9242 -0 -0 0 -16 -82) ((p \"Right\" 1) 3.1 -6.9 0 0 0 -2))";
        String pitch = "(see_global 16 " + GOALS + "((p \"Left\" 1 goalie) -8.85644 -34.0618 -0 -0 71 -44) ((p \"Left\" 2) -9.44356 -33.9382 -0 -0 0 -16 -80) ((p \"Right\" 1) 3.1 -6.9 0 0 0 -2))";
        assertTrue(UnseededPlacement.separatesSameSpot(new Difference("trainer", 2, 26, rcss, pitch, List.of(before))));
        assertFalse(UnseededPlacement.separatesSameSpot(new Difference("trainer", 2, 26, rcss, pitch.replace("3.1 -6.9", "3.2 -6.9"), List.of(before))),
                "a third player differs");
        assertFalse(UnseededPlacement.separatesSameSpot(new Difference("trainer", 2, 26, rcss, pitch,
                List.of(before.replace("((p \"Left\" 2) -9.15 -34", "((p \"Left\" 2) -9.1 -34")))), "not on one spot before");
        // a trainer's look in between shows the spot as well (the tester's seed 1538)
        String look = before.replace("(see_global 15 ", "(ok look 15 ");
        assertTrue(UnseededPlacement.separatesSameSpot(new Difference("trainer", 2, 26, rcss, pitch, List.of("(think)\0", look))));
    }

    /** The tester's seed 9107: a foul's free kick on the spot of a tackler standing still. */
    @Test
    void aPlayerSeparatedFromTheBallPutOnItsSpotIsExplained() {
        String goals = "((g r) 52.5 0) ((g l) -52.5 0) "; // the ball of its own below
        String before = "(see_global 29 " + goals + "((b) -5.95383 -16.7343 -0.533649 1.10884) ((p \"Left\" 1 goalie) -5.96673 -17.4635 0 0 66 0 k) ((p \"Right\" 1 goalie) -5.1073 -18.1794 0 0 136 42))";
        String rcss = "(see_global 30 " + goals + "((b) -5.1073 -18.1794 -0 -0) ((p \"Left\" 1 goalie) -5.57965 -17.2705 0.154831 0.0771958 66 0) ((p \"Right\" 1 goalie) -5.12231 -18.5641 -0 -0 136 42 t))";
        String pitch = "(see_global 30 " + goals + "((b) -5.1073 -18.1794 -0 -0) ((p \"Left\" 1 goalie) -5.57965 -17.2705 0.154831 0.0771958 66 0) ((p \"Right\" 1 goalie) -4.73056 -18.2587 -0 -0 136 42 t))";
        assertTrue(UnseededPlacement.separatesFromBallOnItsSpot(new Difference("trainer", 2, 40, rcss, pitch, List.of(before))));
        assertFalse(UnseededPlacement.separatesFromBallOnItsSpot(new Difference("trainer", 2, 40, rcss,
                pitch.replace("-5.57965 -17.2705", "-5.5 -17.2705"), List.of(before))), "another player differs");
        assertFalse(UnseededPlacement.separatesFromBallOnItsSpot(new Difference("trainer", 2, 40, rcss,
                pitch.replace("((b) -5.1073 -18.1794", "((b) -5.1 -18.1794"), List.of(before))), "the ball differs");
        assertFalse(UnseededPlacement.separatesFromBallOnItsSpot(new Difference("trainer", 2, 40, rcss, pitch,
                List.of(before.replace("-5.1073 -18.1794 0 0 136", "-5.2 -18.1794 0 0 136")))), "nobody stood on the ball's spot");
    }

    @Test
    void aShowIsReadToo() {
        String rcss = "(show 80 (pm 1) (tm Left Right 0 0) ((b) 0 0 0 0) ((r 3) 0 0x1 43.5 -4.3 0 0 0 0 (v h 90)))";
        String pitch = "(show 80 (pm 1) (tm Left Right 0 0) ((b) 0 0 0 0) ((r 3) 0 0x1 12.25 20 0 0 0 0 (v h 90)))";
        // the right player stood in the left half in the show before
        String before = "(show 79 (pm 1) (tm Left Right 0 0) ((b) 0 0 0 0) ((r 3) 0 0x1 -10 -4.3 0 0 0 0 (v h 90)))";
        assertTrue(UnseededPlacement.explains(new Difference("monitor", 1, 45, rcss, pitch, List.of(before)), 40, NO_MOVES));
        assertFalse(UnseededPlacement.explains(new Difference("monitor", 1, 45, rcss, pitch.replace("(pm 1)", "(pm 2)"), List.of(before)), 40, NO_MOVES),
                "anything else differing");
    }
}
