package org.pitch.protocol.player.v8;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.testkit.CodecSamples.text;
import static org.pitch.testkit.CodecSamples.sent;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.protocol.CommandSink;
import org.pitch.protocol.player.v7.PlayerCodecV7;
import org.pitch.testkit.CodecSamples;
import java.util.List;

/** What versions 8-11 change, over the codec of the range before; expected forms from the cross-version tests and transcripts. */
class PlayerCodecV8Test {
    private final PlayerCodec codec = new PlayerCodecV8();
    private final PlayerCodec parent = new PlayerCodecV7();

    @Test
    void servesItsRange() {
        assertEquals(new VersionRange(8, 11), codec.versions());
    }

    @Test
    void aConnectedClientAtTheInitPortIsRefused() {
        assertEquals(List.of("(error only_init_allowed_on_init_port)"), sent(out -> assertTrue(codec.answerOnWellKnownPort(out, 8))));
        assertEquals(List.of(), sent(out -> assertFalse(parent.answerOnWellKnownPort(out, 7))));
    }

    @Test
    void senseBodyGetsArmFocusAndTackle() {
        assertEquals(text(out -> parent.writeSenseBody(out, 7, CodecSamples.body())).replace("(change_view 8))",
                "(change_view 8) (arm (movable 2) (expires 17) (target 9.8 -31) (count 10))"
                + " (focus (target l 7) (count 11)) (tackle (expires 4) (count 12)))"),
                text(out -> codec.writeSenseBody(out, 8, CodecSamples.body())));
    }

    @Test
    void hearTellsOurOrOpp() {
        assertEquals("(hear 17 -45 our 9 \"pass\")", text(out -> codec.writeHear(out, 8, CodecSamples.teammateSays("pass"))));
        assertEquals("(hear 17 our 9)", text(out -> codec.writeHear(out, 8, CodecSamples.teammateSays(null))));
    }

    @Test
    void seeTellsPointingAndTackling() {
        assertEquals("(see 12 ((p \"A\" 2 goalie) 5 -6 0.2 -0.4 30 45 -20 t))",
                text(out -> codec.writeSee(out, 8, CodecSamples.seePlayer(true, true))));
        assertEquals("(see 12 ((p \"A\" 2 goalie) 5 -6 0.2 -0.4 30 45 -20))",
                text(out -> codec.writeSee(out, 8, CodecSamples.seePlayer(false, true))));
    }

    @Test
    void anUnterminatedDatagramIsWarnedAbout() {
        StringBuilder told = new StringBuilder();
        byte[] turn = "(turn 30)".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        codec.decode(turn, turn.length, 8, new CommandSink() {
            @Override public void command(PlayerCommand command) { told.append("C"); }
            @Override public void error(String token) { told.append("E:").append(token); }
            @Override public void warning(String token) { told.append("W:").append(token).append(' '); }
        });
        assertEquals("W:message_not_null_terminated C", told.toString());
    }
}
