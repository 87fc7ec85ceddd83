package org.pitch.protocol.player.v16;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pitch.testkit.CodecSamples.text;
import static org.pitch.testkit.CodecSamples.sent;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.player.v14.PlayerCodecV14;
import org.pitch.testkit.CodecSamples;
import java.util.List;
import org.pitch.api.world.Side;

/** What versions 16-17 change, over the codec of the range before; expected forms from the cross-version tests and transcripts. */
class PlayerCodecV16Test {
    private final PlayerCodec codec = new PlayerCodecV16();
    private final PlayerCodec parent = new PlayerCodecV14();

    @Test
    void servesItsRange() {
        assertEquals(new VersionRange(16, 17), codec.versions());
    }

    @Test
    void playersAreToldOfGoalieChanges() {
        assertEquals(List.of(), sent(out -> parent.tellGoalieChange(out, 15, Side.LEFT, 3)));
        assertEquals(List.of("(change_player_type l 3 goalie)"), sent(out -> codec.tellGoalieChange(out, 16, Side.LEFT, 3)));
    }

    @Test
    void senseBodyIsAsVersion14() {
        assertEquals(text(out -> parent.writeSenseBody(out, 15, CodecSamples.body())),
                text(out -> codec.writeSenseBody(out, 17, CodecSamples.body())));
    }
}
