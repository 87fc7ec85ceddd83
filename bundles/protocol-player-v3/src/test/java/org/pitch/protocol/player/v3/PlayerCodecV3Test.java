package org.pitch.protocol.player.v3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.testkit.CodecSamples.text;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.sense.SightRules;
import org.pitch.protocol.player.v1.PlayerCodecV1;
import org.pitch.testkit.CodecSamples;

/** What version 3 changes, over the codec of the range before; expected forms from the cross-version tests and transcripts. */
class PlayerCodecV3Test {
    private final PlayerCodec codec = new PlayerCodecV3();
    private final PlayerCodec parent = new PlayerCodecV1();

    @Test
    void servesItsRange() {
        assertEquals(new VersionRange(3, 3), codec.versions());
    }

    @Test
    void landmarksAreSeenButNotTheOuterFlags() {
        assertEquals(new SightRules(true, false, false), codec.sightRules(3));
    }

    @Test
    void printsAsVersion1() {
        assertEquals(text(out -> parent.writeSee(out, 2, CodecSamples.seePlayer(false, false))),
                text(out -> codec.writeSee(out, 3, CodecSamples.seePlayer(false, false))));
        assertEquals(text(out -> parent.writeSenseBody(out, 2, CodecSamples.body())),
                text(out -> codec.writeSenseBody(out, 3, CodecSamples.body())));
    }
}
