package org.pitch.protocol.player.v6;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.testkit.CodecSamples.text;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.player.v5.PlayerCodecV5;
import org.pitch.testkit.CodecSamples;

/** What version 6 changes, over the codec of the range before; expected forms from the cross-version tests and transcripts. */
class PlayerCodecV6Test {
    private final PlayerCodec codec = new PlayerCodecV6();
    private final PlayerCodec parent = new PlayerCodecV5();

    @Test
    void servesItsRange() {
        assertEquals(new VersionRange(6, 6), codec.versions());
    }

    @Test
    void seeUsesShortNames() {
        assertEquals("(see 12 ((f c t 10) 20.1 -44) ((g r) 66.7 34 0 0) ((b) 3.1 10 -0.5 1.2))",
                text(out -> codec.writeSee(out, 6, CodecSamples.seeField())));
        assertEquals("(see 12 ((p \"A\" 2 goalie) 5 -5 0.2 -0.4 30 45))",
                text(out -> codec.writeSee(out, 6, CodecSamples.seePlayer(false, false))));
    }

    @Test
    void senseBodyGetsTheSpeedsDirection() {
        assertEquals(text(out -> parent.writeSenseBody(out, 5, CodecSamples.body())).replace("(speed 0.35)", "(speed 0.35 -37)"),
                text(out -> codec.writeSenseBody(out, 6, CodecSamples.body())));
    }
}
