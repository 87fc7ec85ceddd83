package org.pitch.protocol.player.v7;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.testkit.CodecSamples.text;
import static org.pitch.testkit.CodecSamples.sent;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.player.v6.PlayerCodecV6;
import org.pitch.testkit.CodecSamples;
import java.util.List;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.testkit.ModelFixture;

/** What version 7 changes, over the codec of the range before; expected forms from the cross-version tests and transcripts. */
class PlayerCodecV7Test {
    private final PlayerCodec codec = new PlayerCodecV7();
    private final PlayerCodec parent = new PlayerCodecV6();

    @Test
    void servesItsRange() {
        assertEquals(new VersionRange(7, 7), codec.versions());
    }

    /** The welcome: the parameters, the types, then each player not of the default type as this client may know it. */
    @Test
    void playersHaveTypes() {
        ModelFixture world = new ModelFixture("");
        PlayerType type1 = world.staminaType(0.006, 45, 0, 1, 0.6);
        world.rested(type1);
        world.add(new Player(Side.RIGHT, 4, false, type1));
        List<String> sent = sent(out -> assertFalse(codec.welcome(out, 7, world.parameters, world, Side.LEFT)));
        assertEquals(5, sent.size(), sent.toString());
        assertTrue(sent.get(0).startsWith("(server_param "), sent.get(0));
        assertTrue(sent.get(1).startsWith("(player_param "), sent.get(1));
        assertTrue(sent.get(2).startsWith("(player_type 0 "), sent.get(2));
        assertEquals(List.of("(change_player_type 1 1)", "(change_player_type 4)"), sent.subList(3, 5));
        assertEquals(List.of(), sent(out -> assertFalse(parent.welcome(out, 6, world.parameters, world, Side.LEFT))));
        assertEquals(List.of("(change_player_type 3 5)"), sent(out -> codec.tellPlayerType(out, 7, 3, 5)));
        assertEquals(List.of("(change_player_type 3)"), sent(out -> codec.tellPlayerType(out, 7, 3, -1)));
        assertEquals(List.of(), sent(out -> parent.tellPlayerType(out, 6, 3, 5)));
    }

    @Test
    void directionsAreRoundedHalfToEven() {
        assertEquals("(see 12 ((f c t 10) 20.1 -45) ((g r) 66.7 35 0 0) ((b) 3.1 10 -0.5 1.2))",
                text(out -> codec.writeSee(out, 7, CodecSamples.seeField())));
    }

    @Test
    void whatIsSaidIsQuotedAndTheTrainerIsTheCoach() {
        assertEquals("(hear 17 -46 \"pass\")", text(out -> codec.writeHear(out, 7, CodecSamples.teammateSays("pass"))));
        assertEquals("(hear 17 coach \"go\")", text(out -> codec.writeHear(out, 7, CodecSamples.trainerSays("go"))));
        assertEquals("(hear 17 self \"hi there\")", text(out -> codec.writeHear(out, 7, CodecSamples.selfSays("hi there"))));
    }

    @Test
    void senseBodyCountsCatchMoveAndChangeView() {
        assertEquals(text(out -> parent.writeSenseBody(out, 6, CodecSamples.body())).replace("(turn_neck 5))",
                "(turn_neck 5) (catch 6) (move 7) (change_view 8))"),
                text(out -> codec.writeSenseBody(out, 7, CodecSamples.body())));
    }

    @Test
    void parametersArePrintedBare() {
        assertTrue(text(out -> codec.writePlayerParam(out, 7, new org.pitch.testkit.ModelFixture("").parameters))
                .startsWith("(player_param 18 3 1 "));
    }
}
