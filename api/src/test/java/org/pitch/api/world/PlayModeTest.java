package org.pitch.api.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.EnumSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** The play-mode facts every rule and model shares, as rcssserver 19 has them. */
class PlayModeTest {
    @Test
    void theStoppagesAreTheCallsAfterWhichTheOtherSideGetsTheBall() {
        Set<PlayMode> stoppages = EnumSet.noneOf(PlayMode.class);
        for (PlayMode m : PlayMode.values()) if (m.isStoppage()) stoppages.add(m);
        assertEquals(EnumSet.of(PlayMode.AFTER_GOAL, PlayMode.OFFSIDE, PlayMode.ILLEGAL_DEFENSE, PlayMode.FOUL_CHARGE,
                PlayMode.FOUL_PUSH, PlayMode.BACK_PASS, PlayMode.FREE_KICK_FAULT, PlayMode.CATCH_FAULT), stoppages);
    }

    @Test
    void theClockStandsBeforeTheKickOffAfterTimeOverAndInEveryStoppage() {
        Set<PlayMode> standing = EnumSet.noneOf(PlayMode.class);
        for (PlayMode m : PlayMode.values()) if (m.clockStands()) standing.add(m);
        Set<PlayMode> expected = EnumSet.of(PlayMode.BEFORE_KICK_OFF, PlayMode.TIME_OVER);
        for (PlayMode m : PlayMode.values()) if (m.isStoppage()) expected.add(m);
        assertEquals(expected, standing);
        assertEquals(false, PlayMode.KICK_OFF.clockStands(), "the clock runs once a set play is awarded");
    }

    @Test
    void theShootOutHasFiveModes() {
        Set<PlayMode> shootOut = EnumSet.noneOf(PlayMode.class);
        for (PlayMode m : PlayMode.values()) if (m.isPenaltyShootOut()) shootOut.add(m);
        assertEquals(EnumSet.of(PlayMode.PENALTY_SETUP, PlayMode.PENALTY_READY, PlayMode.PENALTY_TAKEN,
                PlayMode.PENALTY_MISS, PlayMode.PENALTY_SCORE), shootOut);
        assertEquals(false, PlayMode.PENALTY_KICK.isPenaltyShootOut(), "a penalty kick in play is no shoot-out");
    }
}
