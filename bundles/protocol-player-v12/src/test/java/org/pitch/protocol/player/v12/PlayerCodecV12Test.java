package org.pitch.protocol.player.v12;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.testkit.CodecSamples.text;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.command.Tackle;
import org.pitch.api.protocol.CommandSink;
import org.pitch.protocol.player.v8.PlayerCodecV8;
import org.pitch.testkit.CodecSamples;

/** What version 12 changes, over the codec of the range before; expected forms from the cross-version tests and transcripts. */
class PlayerCodecV12Test {
    private final PlayerCodec codec = new PlayerCodecV12();
    private final PlayerCodec parent = new PlayerCodecV8();

    @Test
    void servesItsRange() {
        assertEquals(new VersionRange(12, 12), codec.versions());
    }

    @Test
    void senseBodyTellsCollisions() {
        assertEquals(text(out -> parent.writeSenseBody(out, 11, CodecSamples.body())).replace("(count 12)))",
                "(count 12)) (collision (ball) (post)))"),
                text(out -> codec.writeSenseBody(out, 12, CodecSamples.body())));
    }

    @Test
    void aTacklesArgumentIsAnAngle() {
        assertEquals(new Tackle(50, false, true), tackle(parent, 11));
        assertEquals(new Tackle(50, false, false), tackle(codec, 12));
    }

    private static PlayerCommand tackle(PlayerCodec c, double version) {
        PlayerCommand[] told = new PlayerCommand[1];
        byte[] data = "(tackle 50)\0".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        c.decode(data, data.length, version, new CommandSink() {
            @Override public void command(PlayerCommand command) { told[0] = command; }
            @Override public void error(String token) { throw new AssertionError(token); }
            @Override public void warning(String token) { throw new AssertionError(token); }
        });
        return told[0];
    }
}
