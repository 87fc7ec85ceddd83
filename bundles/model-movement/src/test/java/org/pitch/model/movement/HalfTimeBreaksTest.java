package org.pitch.model.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pitch.api.world.PlayMode.AFTER_GOAL;
import static org.pitch.api.world.PlayMode.FOUL_CHARGE;
import static org.pitch.api.world.PlayMode.KICK_OFF;
import static org.pitch.api.world.PlayMode.PENALTY_SETUP;
import static org.pitch.api.world.PlayMode.PLAY_ON;

import org.junit.jupiter.api.Test;
import org.pitch.api.param.Parameters;
import org.pitch.testkit.ModelFixture;

/**
 * The half-time breaks of rcssserver's time referee. Defaults: half_time 300 s and extra_half_time
 * 100 s at simulator_step 100 ms (3000 and 1000 cycles), 2 normal and 2 extra halves: breaks at 3000,
 * 6000 and 7000; time over or penalties at 8000.
 */
class HalfTimeBreaksTest {
    private static Parameters params(String hocon) { return new ModelFixture(hocon).parameters; }

    @Test
    void defaultMatch() {
        Parameters p = params("");
        assertEquals(0, HalfTimeBreaks.before(0, KICK_OFF, p));
        assertEquals(0, HalfTimeBreaks.before(2999, PLAY_ON, p));
        assertEquals(1, HalfTimeBreaks.before(3000, KICK_OFF, p), "kick-off of the second half");
        assertEquals(1, HalfTimeBreaks.before(5999, PLAY_ON, p));
        assertEquals(2, HalfTimeBreaks.before(6000, KICK_OFF, p), "extra time");
        assertEquals(2, HalfTimeBreaks.before(6999, PLAY_ON, p));
        assertEquals(3, HalfTimeBreaks.before(7000, KICK_OFF, p));
        assertEquals(3, HalfTimeBreaks.before(8000, PENALTY_SETUP, p), "no break before penalties");
        assertEquals(3, HalfTimeBreaks.before(100_000, PLAY_ON, p));
    }

    @Test
    void whileTheRefereeHoldsTheClockAtABoundaryTheBreakIsStillToCome() {
        Parameters p = params("");
        assertEquals(0, HalfTimeBreaks.before(3000, AFTER_GOAL, p));
        assertEquals(1, HalfTimeBreaks.before(3000, PLAY_ON, p));
        assertEquals(1, HalfTimeBreaks.before(3001, FOUL_CHARGE, p));
        assertEquals(1, HalfTimeBreaks.before(6000, AFTER_GOAL, p));
    }

    @Test
    void noExtraTimeNoBreakAfterTheNormalHalves() {
        Parameters p = params("server.nr_extra_halfs = 0");
        assertEquals(1, HalfTimeBreaks.before(6000, PLAY_ON, p));
        assertEquals(1, HalfTimeBreaks.before(9000, PLAY_ON, p));
        Parameters noLength = params("server.extra_half_time = 0");
        assertEquals(1, HalfTimeBreaks.before(7000, PLAY_ON, noLength));
    }

    @Test
    void moreHalvesAndOtherLengths() {
        // half_time 10 s at 50 ms steps = 200 cycles; 4 normal halves; 3 extra halves of 60 cycles
        Parameters p = params("server { half_time = 10, simulator_step = 50, nr_normal_halfs = 4, "
                + "extra_half_time = 3, nr_extra_halfs = 3 }");
        assertEquals(0, HalfTimeBreaks.before(199, PLAY_ON, p));
        assertEquals(1, HalfTimeBreaks.before(200, KICK_OFF, p));
        assertEquals(3, HalfTimeBreaks.before(799, PLAY_ON, p));
        assertEquals(4, HalfTimeBreaks.before(800, KICK_OFF, p));
        assertEquals(5, HalfTimeBreaks.before(860, KICK_OFF, p));
        assertEquals(6, HalfTimeBreaks.before(920, KICK_OFF, p));
        assertEquals(6, HalfTimeBreaks.before(980, PLAY_ON, p), "the last extra half ends the match");
    }

    @Test
    void onlyExtraHalves() {
        Parameters p = params("server { nr_normal_halfs = 0, nr_extra_halfs = 3 }");
        assertEquals(0, HalfTimeBreaks.before(999, PLAY_ON, p));
        assertEquals(1, HalfTimeBreaks.before(1000, KICK_OFF, p));
        assertEquals(2, HalfTimeBreaks.before(2500, PLAY_ON, p));
    }

    @Test
    void withoutHalfTimeTheRefereeIgnoresTheClock() {
        assertEquals(0, HalfTimeBreaks.before(50_000, PLAY_ON, params("server.half_time = 0")));
        assertEquals(0, HalfTimeBreaks.before(50_000, PLAY_ON, params("server.half_time = -1")));
    }

    @Test
    void halfTimeIsRoundedToCyclesAsRcssserverDoes() {
        assertEquals(3000, org.pitch.api.param.MatchTime.cycles(params(""), org.pitch.api.param.ServerParam.HALF_TIME));
        // 7 s at 300 ms: 23.33 cycles → 23; 5 s at 600 ms: 8.33 → 8; 1 s at 400 ms: 2.5 → 3
        assertEquals(23, org.pitch.api.param.MatchTime.cycles(params("server { half_time = 7, simulator_step = 300 }"),
                org.pitch.api.param.ServerParam.HALF_TIME));
        assertEquals(3, org.pitch.api.param.MatchTime.cycles(params("server { half_time = 1, simulator_step = 400 }"),
                org.pitch.api.param.ServerParam.HALF_TIME));
    }
}
