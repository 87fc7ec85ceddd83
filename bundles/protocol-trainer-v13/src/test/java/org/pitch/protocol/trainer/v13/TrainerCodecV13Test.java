package org.pitch.protocol.trainer.v13;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Side;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.TextOut;
import org.pitch.testkit.TestWorld;

/** What version 13 changes for the trainer: only the field view ({@link GlobalViewV13Test}), which the codec uses. */
class TrainerCodecV13Test {
    @Test
    void theCodecShowsKicks() {
        TestWorld w = new TestWorld().team(Side.LEFT, "K");
        w.player(Side.LEFT, 4, 10, -5, 90).kickedAt(0);
        TrainerCodecV13 v13 = new TrainerCodecV13(CoachLimits.DEFAULTS);
        assertEquals("(see_global 0 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"K\" 4) 10 -5 0 0 90 0 k))",
                TextOut.of(out -> v13.writeGlobalView(out, 13, w, Side.NEUTRAL, false)));
    }
}
