package org.pitch.protocol.player.v18;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.testkit.CodecSamples.text;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.sense.SightRules;
import org.pitch.protocol.player.v16.PlayerCodecV16;
import org.pitch.testkit.CodecSamples;

/** What versions 18-19 change, over the codec of the range before; expected forms from the cross-version tests and transcripts. */
class PlayerCodecV18Test {
    private final PlayerCodec codec = new PlayerCodecV18();
    private final PlayerCodec parent = new PlayerCodecV16();

    @Test
    void servesItsRange() {
        assertEquals(new VersionRange(18, 19), codec.versions());
    }

    @Test
    void playersStartInSynchronousSeeAndTellTeamsByTheirTypesLengths() {
        assertTrue(codec.startsInSynchSee(18));
        assertFalse(parent.startsInSynchSee(17));
        assertEquals(new SightRules(true, true, true), codec.sightRules(19));
    }

    @Test
    void senseBodyCountsChangeFocusAndEndsWithTheFocusPoint() {
        assertEquals(text(out -> parent.writeSenseBody(out, 17, CodecSamples.body()))
                .replace("(change_view 8)", "(change_view 8) (change_focus 9)")
                .replace("(card yellow)))", "(card yellow)) (focus_point 12.5 -7.25))"),
                text(out -> codec.writeSenseBody(out, 18, CodecSamples.body())));
    }
}
