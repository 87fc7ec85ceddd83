package org.pitch.protocol.player.v4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.testkit.CodecSamples.text;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.sense.SightRules;
import org.pitch.protocol.player.v3.PlayerCodecV3;
import org.pitch.testkit.CodecSamples;

/** What version 4 changes, over the codec of the range before; expected forms from the cross-version tests and transcripts. */
class PlayerCodecV4Test {
    private final PlayerCodec codec = new PlayerCodecV4();
    private final PlayerCodec parent = new PlayerCodecV3();

    @Test
    void servesItsRange() {
        assertEquals(new VersionRange(4, 4), codec.versions());
    }

    @Test
    void theOuterFlagsAreSeen() {
        assertEquals(new SightRules(true, true, false), codec.sightRules(4));
    }

    @Test
    void aKnownPlayersBodyDirectionFollowsItsChanges() {
        assertEquals("(see 12 ((player A 2) 5 -5 0.2 -0.4 30))",
                text(out -> codec.writeSee(out, 4, CodecSamples.seePlayer(false, false))));
    }
}
