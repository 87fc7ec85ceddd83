package org.pitch.protocol.player.v5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.testkit.CodecSamples.text;
import static org.pitch.testkit.CodecSamples.sent;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.player.v4.PlayerCodecV4;
import org.pitch.testkit.CodecSamples;
import java.util.List;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.ModelFixture;

/** What version 5 changes, over the codec of the range before; expected forms from the cross-version tests and transcripts. */
class PlayerCodecV5Test {
    private final PlayerCodec codec = new PlayerCodecV5();
    private final PlayerCodec parent = new PlayerCodecV4();

    @Test
    void servesItsRange() {
        assertEquals(new VersionRange(5, 5), codec.versions());
    }

    @Test
    void theFullStateExists() {
        ModelFixture world = new ModelFixture("");
        Player self = world.player(Side.LEFT, 1, 0, 0, 0);
        List<String> sent = sent(out -> codec.sendFullState(out, 5, world, self, CodecSamples.body()));
        assertEquals(1, sent.size());
        assertTrue(sent.get(0).startsWith("(fullstate 100 (pmode play_on) (vmode low wide) (score 0 0) (ball "), sent.get(0));
        assertEquals(List.of(), sent(out -> parent.sendFullState(out, 4, world, self, CodecSamples.body())));
    }

    @Test
    void senseBodyGetsTheNeck() {
        assertEquals("(sense_body 1234 (view_mode low wide) (stamina 7318.25 0.8125) (speed 0.35)"
                + " (head_angle 45) (kick 1) (dash 22) (turn 3) (say 4) (turn_neck 5))",
                text(out -> codec.writeSenseBody(out, 5, CodecSamples.body())));
    }

    @Test
    void aKnownPlayersHeadDirectionFollowsItsBody() {
        assertEquals("(see 12 ((player A 2) 5 -5 0.2 -0.4 30 45))",
                text(out -> codec.writeSee(out, 5, CodecSamples.seePlayer(false, false))));
    }
}
