package org.pitch.protocol.coach.v13;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Side;
import org.pitch.protocol.coach.StubClangParser;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.TextOut;
import org.pitch.testkit.TestWorld;

/** What version 13 changes for the online coach: kicks in {@code see_global}, pointing and tackles in the look reply. */
class OnlineCoachCodecV13Test {
    @Test
    void kicksAreShownAndTheLookReplyShowsTackles() {
        TestWorld w = new TestWorld().team(Side.LEFT, "Us");
        w.step(50);
        w.player(Side.LEFT, 2, 3, 4, 45).kickedAt(50);
        OnlineCoachCodecV13 v13 = new OnlineCoachCodecV13(new StubClangParser(), CoachLimits.DEFAULTS);
        String us = " ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"Us\" 2) 3 4 0 0 45 0";
        assertEquals("(see_global 0" + us + " k))", TextOut.of(out -> v13.writeGlobalView(out, 13, w, Side.LEFT, false)));
        w.players().get(0).tackleUntil(60);
        assertEquals("(ok look 0" + us + " t))", TextOut.of(out -> v13.writeGlobalView(out, 13, w, Side.LEFT, true)));
    }
}
