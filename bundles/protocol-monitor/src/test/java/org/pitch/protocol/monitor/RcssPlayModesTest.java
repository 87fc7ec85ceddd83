package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;

/** rcssserver 19's play mode numbers and names ({@code PlayMode}, {@code PLAYMODE_STRINGS}), in every version. */
class RcssPlayModesTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "BEFORE_KICK_OFF|NEUTRAL|1|before_kick_off", "PLAY_ON|NEUTRAL|3|play_on", "KICK_OFF|LEFT|4|kick_off_l",
        "KICK_OFF|RIGHT|5|kick_off_r", "AFTER_GOAL|RIGHT|15|goal_r", "DROP_BALL|NEUTRAL|16|drop_ball",
        "OFFSIDE|LEFT|17|offside_l", "PENALTY_KICK|RIGHT|20|penalty_kick_r", "FIRST_HALF_OVER|NEUTRAL|21|first_half_over",
        "HUMAN|NEUTRAL|23|human_judge", "FOUL_MULTIPLE_ATTACKER|RIGHT|29|foul_multiple_attack_r",
        "CATCH_FAULT|LEFT|36|catch_fault_l", "INDIRECT_FREE_KICK|RIGHT|39|indirect_free_kick_r",
        "ILLEGAL_DEFENSE|RIGHT|51|illegal_defense_r", "TIME_UP|NEUTRAL|0|''", "GOALIE_CATCH_BALL|LEFT|0|''",
    })
    void playModeNumbersAreRcssserversEnumeration(PlayMode mode, Side side, int id, String name) {
        assertEquals(id, RcssPlayModes.id(mode, side));
        assertEquals(name, RcssPlayModes.name(mode, side));
    }
}
