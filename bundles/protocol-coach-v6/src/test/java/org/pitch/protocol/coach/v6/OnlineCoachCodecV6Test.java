package org.pitch.protocol.coach.v6;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Side;
import org.pitch.protocol.coach.OnlineCoachCodecV5;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.TextOut;

/** What version 6 changes for the online coach: the greeting's answer names the side. */
class OnlineCoachCodecV6Test {
    @Test
    void theAnswerNamesTheSide() {
        OnlineCoachCodecV6 v6 = new OnlineCoachCodecV6(CoachLimits.DEFAULTS);
        assertEquals("(init l ok)", TextOut.of(out -> v6.writeInit(out, 6, Side.LEFT)));
        assertEquals("(init r ok)", TextOut.of(out -> v6.writeInit(out, 6, Side.RIGHT)));
        assertEquals("(init ok)", TextOut.of(out -> new OnlineCoachCodecV5(CoachLimits.DEFAULTS) {}.writeInit(out, 5, Side.RIGHT)));
    }
}
