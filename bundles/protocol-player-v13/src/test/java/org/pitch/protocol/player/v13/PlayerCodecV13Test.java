package org.pitch.protocol.player.v13;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.testkit.CodecSamples.text;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.player.v12.PlayerCodecV12;
import org.pitch.testkit.CodecSamples;

/** What version 13 changes, over the codec of the range before; expected forms from the cross-version tests and transcripts. */
class PlayerCodecV13Test {
    private final PlayerCodec codec = new PlayerCodecV13();
    private final PlayerCodec parent = new PlayerCodecV12();

    @Test
    void servesItsRange() {
        assertEquals(new VersionRange(13, 13), codec.versions());
    }

    @Test
    void senseBodyGetsTheStaminaCapacity() {
        assertEquals(text(out -> parent.writeSenseBody(out, 12, CodecSamples.body())).replace("(stamina 7318.25 0.8125)",
                "(stamina 7318.25 0.8125 129876)"), text(out -> codec.writeSenseBody(out, 13, CodecSamples.body())));
    }

    @Test
    void aKickingPlayerIsMarkedUnlessItTackles() {
        assertEquals("(see 12 ((p \"A\" 2 goalie) 5 -6 0.2 -0.4 30 45 -20 k))",
                text(out -> codec.writeSee(out, 13, CodecSamples.seePlayer(false, true))));
        assertEquals("(see 12 ((p \"A\" 2 goalie) 5 -6 0.2 -0.4 30 45 -20 t))",
                text(out -> codec.writeSee(out, 13, CodecSamples.seePlayer(true, true))));
    }
}
