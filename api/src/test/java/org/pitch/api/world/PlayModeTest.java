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

    /** rcssserver 19's PlayMode enumeration (types.h), as monitors and binary logs number it. */
    @Test
    void rcssserverNumbersTheModesInItsOwnOrder() {
        assertEquals(1, PlayMode.BEFORE_KICK_OFF.rcssNumber(Side.NEUTRAL));
        assertEquals(3, PlayMode.PLAY_ON.rcssNumber(Side.NEUTRAL));
        assertEquals(4, PlayMode.KICK_OFF.rcssNumber(Side.LEFT));
        assertEquals(5, PlayMode.KICK_OFF.rcssNumber(Side.RIGHT));
        assertEquals(4, PlayMode.KICK_OFF.rcssNumber(Side.NEUTRAL), "a sided mode given to nobody counts as left's");
        assertEquals(16, PlayMode.DROP_BALL.rcssNumber(Side.NEUTRAL));
        assertEquals(21, PlayMode.FIRST_HALF_OVER.rcssNumber(Side.NEUTRAL));
        assertEquals(39, PlayMode.INDIRECT_FREE_KICK.rcssNumber(Side.RIGHT));
        assertEquals(51, PlayMode.ILLEGAL_DEFENSE.rcssNumber(Side.RIGHT));
        assertEquals(0, PlayMode.TIME_UP.rcssNumber(Side.NEUTRAL), "a referee message is no mode there");
        assertEquals(0, PlayMode.GOALIE_CATCH_BALL.rcssNumber(Side.LEFT));
        assertEquals(52, PlayMode.rcssNumbers());
        assertEquals("", PlayMode.rcssName(0));
        assertEquals("goal_r", PlayMode.rcssName(15));
        assertEquals("foul_multiple_attack_l", PlayMode.rcssName(28));
        assertEquals(null, PlayMode.rcssName(52));
        for (PlayMode m : PlayMode.values()) {
            for (Side side : new Side[] {Side.LEFT, Side.RIGHT}) {
                int n = m.rcssNumber(side);
                if (n != 0) assertEquals(m.wireName(m.sided() ? side : Side.NEUTRAL), PlayMode.rcssName(n), m + " " + side);
            }
        }
    }
}
