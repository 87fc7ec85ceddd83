package org.pitch.protocol.player.v18;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.testkit.CodecSamples.text;
import static org.pitch.testkit.CodecSamples.sent;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.sense.SightRules;
import org.pitch.protocol.player.v16.PlayerCodecV16;
import org.pitch.testkit.CodecSamples;
import java.util.List;
import org.pitch.api.world.Side;
import org.pitch.testkit.ModelFixture;

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
        ModelFixture world = new ModelFixture("");
        world.rested(world.staminaType(0.006, 45, 0, 1, 0.6));
        List<String> sent = sent(out -> assertTrue(codec.welcome(out, 18, world.parameters, world, Side.LEFT)));
        assertEquals(List.of("(change_player_type 1 1)", "(ok synch_see)"), sent.subList(sent.size() - 2, sent.size()));
        List<String> before = sent(out -> assertFalse(parent.welcome(out, 17, world.parameters, world, Side.LEFT)));
        assertEquals("(change_player_type 1 1)", before.get(before.size() - 1));
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
