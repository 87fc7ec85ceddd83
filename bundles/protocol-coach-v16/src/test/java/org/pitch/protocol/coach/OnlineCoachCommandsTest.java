package org.pitch.protocol.coach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.clang.ClangType;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.coach.CoachCommand;
import org.pitch.protocol.coach.v14.OnlineCoachCodecV14;
import org.pitch.protocol.coach.v6.OnlineCoachCodecV6;
import org.pitch.protocol.coach.v7.OnlineCoachCodecV7;
import org.pitch.protocol.coach.v8.OnlineCoachCodecV8;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.RecordingSink;

/** Spec 1.5, 2.1 and 2.3: how an online coach's datagrams decode. "binary": checked against rcssserver 19.0.0. */
class OnlineCoachCommandsTest {
    private final StubClangParser clang = new StubClangParser();
    private final CoachCodec v19 = new OnlineCoachCodecV14(clang, CoachLimits.DEFAULTS) {};
    private final CoachCodec v5 = new OnlineCoachCodecV5(CoachLimits.DEFAULTS);

    private Object only(CoachCodec codec, String text) {
        List<Object> events = RecordingSink.decode(codec, codec.versions().max(), text);
        assertEquals(1, events.size(), text + " → " + events);
        return events.get(0);
    }

    private Object only(String text) { return only(v19, text); }

    @Test
    void wordsAloneDecide() {
        assertEquals(new CoachCommand.CheckBall(), only("(check_ball)"));
        assertEquals(new CoachCommand.Look(), only("(look)"));
        assertEquals(new CoachCommand.TeamNames(), only("(team_names)"));
        assertEquals(new CoachCommand.Bye(), only("(bye)"));
        assertEquals(new CoachCommand.Bye(), only("(bye x"));
        assertEquals(new CoachCommand.Done(), only("(done)"));
        assertEquals(new CoachCommand.Eye(true), only("(eye on)x"));  // binary
        assertEquals(new CoachCommand.Eye(false), only("(eye off)"));
        assertEquals(new CoachCommand.Compression(3), only("(compression 3)"));
        assertEquals("E:illegal_command_form", only("(compression 10)"));  // binary
        assertEquals("E:illegal_command_form", only("(eye)"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"(ear on)", "(score)", "(move (ball) 0 0)", "(change_mode play_on)", "(start)", "(recover)",
        "(change_player_types (1 3) (2 4))", "(init TestTeam (version 19))", "(foo)"})
    void theTrainersAndOtherCommandsAreUnknown(String text) {
        assertEquals("E:unknown_command", only(text));
    }

    @Test
    void noCommandWord() {
        assertEquals("E:illegal_command_form", only("(((("));
        assertEquals(List.of("E:illegal_command_form"), RecordingSink.decode(v19, 19, new byte[] {0}));
        assertEquals(List.of(), RecordingSink.decode(v19, 19, new byte[0]));
    }

    @Test
    void fromVersion8AnUnterminatedDatagramIsWarnedAbout() {
        byte[] look = "(look)".getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(List.of("W:message_not_null_terminated", new CoachCommand.Look()), RecordingSink.decode(v19, 19, look));
        assertEquals(List.of("W:message_not_null_terminated", new CoachCommand.Look()),
                RecordingSink.decode(new OnlineCoachCodecV8(clang, CoachLimits.DEFAULTS) {}, 8, look));
        assertEquals(List.of(new CoachCommand.Look()), RecordingSink.decode(new OnlineCoachCodecV7(clang, CoachLimits.DEFAULTS) {}, 7, look));
        assertEquals(List.of(new CoachCommand.Look()), RecordingSink.decode(v5, 5, look));
    }

    @Test
    void substitutions() {
        assertEquals(new CoachCommand.ChangePlayerType(null, 1, 3), only("(change_player_type 1 3)"));
        assertEquals(new CoachCommand.ChangePlayerType(null, 1, 3), only("(change_player_type 1 3x)"));  // binary
        assertEquals(new CoachCommand.ChangePlayerType(null, 12, -1), only("(change_player_type 12 -1"));
        assertEquals(new CoachCommand.MakeGoalie(1), only("(change_player_type 1 goalie)"));
        assertEquals(new CoachCommand.MakeGoalie(1), only("(change_player_type 1 goaliexyz)"));  // binary
        assertEquals(new CoachCommand.MakeGoalie(1), only("(change_player_type 1 goalie"));      // binary
        assertEquals(new CoachCommand.MakeGoalie(4), only("(change_player_type 4 goalie\"x)"));
        for (String bad : new String[] {"(change_player_type 2 goal)", "(change_player_type 1)", "(change_player_type x 3)",
                "(change_player_type TestTeam 1 3)", "(change_player_type 1 (goalie))", "(change_player_type)"}) {
            assertEquals("E:illegal_command_form", only(bad), bad);  // binary, the first three
        }
    }

    @Test
    void fromVersion7ASayIsTheWholeTextForTheClangParser() {
        CoachCommand.SayClang say = (CoachCommand.SayClang) only("(say (freeform \"hello\"))");
        assertEquals(ClangType.FREEFORM, say.message().type());
        assertEquals("(freeform \"hello\")", say.message().print());
        assertEquals(128, clang.lastLimit);
        assertEquals("E:could_not_parse_say", only("(say hello)"));                  // binary
        assertEquals("E:could_not_parse_say", only("(say (freeform \"x\")"));        // binary
        assertEquals("E:could_not_parse_say", only("(say (freeform \"x\")) x"));
        assertEquals("E:could_not_parse_say", only("(say (boom))"));                 // the parser threw
        CoachCodec small = new OnlineCoachCodecV7(clang, new CoachLimits(5, -180, 180)) {};
        assertEquals("E:could_not_parse_say", only(small, "(say (freeform \"123456\"))"));
        assertTrue(only(small, "(say (freeform \"12345\"))") instanceof CoachCommand.SayClang);
    }

    @Test
    void versions5And6SayPlainText() {
        for (CoachCodec c : new CoachCodec[] {v5, new OnlineCoachCodecV6(CoachLimits.DEFAULTS) {}}) {
            assertEquals(new CoachCommand.Say("hello"), only(c, "(say hello)"));
            assertEquals(new CoachCommand.Say("(freeform "), only(c, "(say (freeform \"x\"))"));
            assertEquals("E:illegal_command_form", only(c, "(say \"quoted\")"));  // VERIFIED
            assertEquals("E:illegal_command_form", only(c, "(say)"));
        }
        assertEquals(new CoachCommand.Say("abc"), only(new OnlineCoachCodecV5(new CoachLimits(3, -180, 180)), "(say abcdef)"));
        assertEquals(0, clang.calls);
    }

    @Test
    void teamGraphic() {
        CoachCommand.TeamGraphic g = (CoachCommand.TeamGraphic) only(TeamGraphicReaderTest.TILE);
        assertEquals(0, g.x());
        assertEquals(0, g.y());
        assertEquals("8 8 1 1", g.tile().header());
        assertEquals(new CoachCommand.TeamGraphic(0, 0, null), only("(team_graphic (0 0 \"8 8 1 1\"))"));  // VERIFIED: invalid data
        assertEquals("E:illegal_command_form", only("(team_graphic 1 1)"));             // VERIFIED
        assertEquals("E:illegal_command_form", only("(team_graphic (6 \"8 8 1 1\""));  // binary
        assertEquals("E:illegal_command_form", only("(team_graphic (1)"));
        assertEquals(new CoachCommand.TeamGraphic(1, 1, null), only("(team_graphic (1 1)"));  // rcssserver crashes here
        assertEquals(4294967295L, ((CoachCommand.TeamGraphic) only("(team_graphic (-1 0 \"8 8 1 1\"))")).x());
        assertNull(((CoachCommand.TeamGraphic) only("(team_graphic (-1 0 \"8 8 1 1\"))")).tile());
    }
}
