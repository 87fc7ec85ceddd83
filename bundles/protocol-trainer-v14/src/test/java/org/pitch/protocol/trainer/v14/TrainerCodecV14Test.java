package org.pitch.protocol.trainer.v14;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Card;
import org.pitch.api.world.Side;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.TextOut;
import org.pitch.testkit.TestWorld;

/** What version 14 changes for the trainer: only the field view ({@link GlobalViewV14Test}), which the codec uses. */
class TrainerCodecV14Test {
    @Test
    void theCodecShowsFoulsAndCards() {
        TestWorld w = new TestWorld().team(Side.LEFT, "F");
        w.step(7);
        w.player(Side.LEFT, 6, -1, 1, 0).foulChargedUntil(9);
        w.players().get(0).card(Card.YELLOW);
        TrainerCodecV14 v14 = TrainerCodecV14.withLimits(CoachLimits.DEFAULTS);
        assertEquals("(see_global 0 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"F\" 6) -1 1 0 0 0 0 f y))",
                TextOut.of(out -> v14.writeGlobalView(out, 19, w, Side.NEUTRAL, false)));
    }
}
