package org.pitch.protocol.coach.v16;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Side;
import org.pitch.protocol.coach.StubClangParser;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.TextOut;
import java.util.List;

/** What version 16 changes for the online coach: it is told when a player is made the goalie. */
class OnlineCoachCodecV16Test {
    @Test
    void goalieChangesAreTold() {
        OnlineCoachCodecV16 v16 = OnlineCoachCodecV16.withLimits(new StubClangParser(), CoachLimits.DEFAULTS);
        assertEquals(List.of("(change_player_type r 10 goalie)"), TextOut.sent(out -> v16.tellGoalieChange(out, 19, Side.RIGHT, 10)));
    }
}
