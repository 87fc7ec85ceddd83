package org.pitch.protocol.coach.v14;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Card;
import org.pitch.api.world.Side;
import org.pitch.protocol.coach.StubClangParser;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.TextOut;
import org.pitch.testkit.TestWorld;

/** What version 14 changes for the online coach: fouls and cards in {@code see_global}; goalie changes come only from 16. */
class OnlineCoachCodecV14Test {
    @Test
    void foulsAndCardsAreShown() {
        TestWorld w = new TestWorld().team(Side.RIGHT, "Them");
        w.player(Side.RIGHT, 5, 0, 0, 180).card(Card.RED);
        OnlineCoachCodecV14 v14 = new OnlineCoachCodecV14(new StubClangParser(), CoachLimits.DEFAULTS);
        assertEquals("(see_global 0 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"Them\" 5) 0 0 0 0 180 0 r))",
                TextOut.of(out -> v14.writeGlobalView(out, 15, w, Side.RIGHT, false)));
        assertEquals(List.of(), TextOut.sent(out -> v14.tellGoalieChange(out, 15, Side.LEFT, 1)));
    }
}
