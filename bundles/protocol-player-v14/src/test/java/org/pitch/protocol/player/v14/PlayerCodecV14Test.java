package org.pitch.protocol.player.v14;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.testkit.CodecSamples.text;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.player.v13.PlayerCodecV13;
import org.pitch.testkit.CodecSamples;

/** What versions 14-15 change, over the codec of the range before; expected forms from the cross-version tests and transcripts. */
class PlayerCodecV14Test {
    private final PlayerCodec codec = new PlayerCodecV14();
    private final PlayerCodec parent = new PlayerCodecV13();

    @Test
    void servesItsRange() {
        assertEquals(new VersionRange(14, 15), codec.versions());
    }

    @Test
    void senseBodyTellsFoulsAndCards() {
        assertEquals(text(out -> parent.writeSenseBody(out, 13, CodecSamples.body())).replace("(post)))",
                "(post)) (foul (charged 3) (card yellow)))"), text(out -> codec.writeSenseBody(out, 14, CodecSamples.body())));
    }

    @Test
    void seeIsAsVersion13() {
        assertEquals(text(out -> parent.writeSee(out, 13, CodecSamples.seePlayer(false, true))),
                text(out -> codec.writeSee(out, 15, CodecSamples.seePlayer(false, true))));
    }
}
