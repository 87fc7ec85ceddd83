package org.pitch.protocol.trainer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.protocol.trainer.v13.TrainerCodecV13;
import org.pitch.protocol.trainer.v14.TrainerCodecV14;
import org.pitch.protocol.trainer.v7.TrainerCodecV7;
import org.pitch.protocol.trainer.v8.TrainerCodecV8;

/**
 * Spec 1.5, 2.1 and 2.2: how the trainer's datagrams decode. Cases marked "binary" were checked
 * against rcssserver 19.0.0's replies.
 */
class TrainerCommandsTest {
    private final CoachCodec v19 = TrainerCodecV14.withLimits(CoachLimits.DEFAULTS);

    private List<Object> decode(String text) {
        return RecordingSink.decode(v19, 19, text);
    }

    private Object only(String text) {
        List<Object> events = decode(text);
        assertEquals(1, events.size(), text + " → " + events);
        return events.get(0);
    }

    @Test
    void wordsAloneDecide() {
        assertEquals(new CoachCommand.Start(), only("(start)"));
        assertEquals(new CoachCommand.Look(), only("(look)"));
        assertEquals(new CoachCommand.Look(), only(" (look)"));      // binary
        assertEquals(new CoachCommand.Look(), only("(look junk"));   // binary
        assertEquals(new CoachCommand.TeamNames(), only("(team_names)"));
        assertEquals(new CoachCommand.Recover(), only("(recover)"));
        assertEquals(new CoachCommand.CheckBall(), only("(check_ball)"));
        assertEquals(new CoachCommand.Done(), only("(done)"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"(foo)", "(bye)", "(score)", "(team_graphic (0 0 \"8 8 1 1\"))", "(change_player_types (1 3))",
        "(init (version 19))", "(LOOK)", "(looking)"})
    void otherWordsAreUnknown(String text) {
        assertEquals("E:unknown_command", only(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"((((", "", "look", "  ", "(\"look\")", ")"})
    void noWordIsIllegalCommandForm(String text) {
        assertEquals("E:illegal_command_form", only(text));
    }

    @Test
    void datagramRules() {
        assertEquals(List.of(), RecordingSink.decode(v19, 19, new byte[0]));
        assertEquals(List.of("E:illegal_command_form"), RecordingSink.decode(v19, 19, new byte[] {0}));
        byte[] unterminated = "(look)".getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(List.of("W:message_not_null_terminated", new CoachCommand.Look()), RecordingSink.decode(v19, 19, unterminated));
        assertEquals(List.of(new CoachCommand.Look()), RecordingSink.decode(new TrainerCodecV7(CoachLimits.DEFAULTS) {}, 7, unterminated));
        assertEquals(List.of("W:message_not_null_terminated", new CoachCommand.Look()),
                RecordingSink.decode(new TrainerCodecV8(CoachLimits.DEFAULTS) {}, 8, unterminated));
        // the text ends at the first NUL
        assertEquals(List.of(new CoachCommand.Look()), RecordingSink.decode(v19, 19, "(look)\0(foo)\0".getBytes(StandardCharsets.ISO_8859_1)));
    }

    @Test
    void changeMode() {
        assertEquals(new CoachCommand.ChangeMode(PlayMode.PLAY_ON, Side.NEUTRAL), only("(change_mode play_on)"));
        assertEquals(new CoachCommand.ChangeMode(PlayMode.PLAY_ON, Side.NEUTRAL), only("(change_mode play_on"));  // binary
        assertEquals(new CoachCommand.ChangeMode(PlayMode.KICK_OFF, Side.LEFT), only("(change_mode kick_off_l)"));
        assertEquals(new CoachCommand.ChangeMode(PlayMode.FOUL_MULTIPLE_ATTACKER, Side.RIGHT), only("(change_mode foul_multiple_attack_r)"));
        assertEquals(new CoachCommand.ChangeMode(PlayMode.AFTER_GOAL, Side.LEFT), only("(change_mode goal_l)"));
        assertEquals(new CoachCommand.ChangeMode(PlayMode.HUMAN, Side.NEUTRAL), only("(change_mode human_judge)"));
        assertEquals(new CoachCommand.ChangeMode(PlayMode.ILLEGAL_DEFENSE, Side.RIGHT), only("(change_mode illegal_defense_r)"));
        assertEquals("E:illegal_mode", only("(change_mode bogus_mode)"));
        assertEquals("E:illegal_mode", only("(change_mode PLAY_ON)"));
        assertEquals("E:illegal_mode", only("(change_mode kick_off)"));
        assertEquals("E:illegal_mode", only("(change_mode goalie_catch_ball_l)"));
        assertEquals("E:illegal_command_form", only("(change_mode)"));  // binary
        assertEquals("E:illegal_command_form", only("(change_mode \"play_on\")"));
    }

    @Test
    void all51PlayModeNamesAreAccepted() {
        assertEquals(51, PlayModeNames.NAMES.length);
        for (String name : PlayModeNames.NAMES) {
            CoachCommand.ChangeMode m = (CoachCommand.ChangeMode) only("(change_mode " + name + ")");
            assertEquals(name, m.mode().wireName(m.side()));
        }
    }

    @Test
    void moveTheBall() {
        assertEquals(new CoachCommand.MoveBall(0, 0, 0, 0), only("(move (ball) 0 0)"));
        assertEquals(new CoachCommand.MoveBall(1, 2, 0, 0), only("(move (ball) 1 2 45)"));
        assertEquals(new CoachCommand.MoveBall(10, 10, 1, 1), only("(move (ball) 10 10 0 1 1)"));
        assertEquals(new CoachCommand.MoveBall(1, 2, 0, 0), only("(move (ball) 1e 2)"));       // binary
        assertEquals(new CoachCommand.MoveBall(16, 2, 0, 0), only("(move (ball) 0x10 2)"));    // binary
        assertEquals(new CoachCommand.MoveBall(1.5, 2, 0, 0), only("(move (ball) 1.5e+ 2)"));  // binary
        assertEquals(new CoachCommand.MoveBall(Double.POSITIVE_INFINITY, 2, 0, 0), only("(move (ball) inf 2)"));  // binary
        assertEquals(new CoachCommand.MoveBall(3, Double.POSITIVE_INFINITY, 0, 0), only("(move (ball) 3 infinity)"));
        assertEquals(new CoachCommand.MoveBall(1, 2, 0, 0), only("( move(ball)1 2"));
        assertEquals(new CoachCommand.MoveBall(1, 2, 3, 4), only("(move (ball) 1 2 0 3 4 5 6)"));
        assertEquals("E:illegal_command_form", only("(move (ball) 1 2 3 4)"));  // binary
    }

    @ParameterizedTest
    @ValueSource(strings = {"(move ball 1 2)", "(move (ball) 1)", "(move (ball) nan 2)", "(move (ball) 1 2 nan)",
        "(move ( ball ) 1 2)", "(move (ball ) 1 2)", "(move (b) 1 2)", "(move (foo) 1 2)", "(move (player TestTeam 12) 1 2)",
        "(move (player TestTeam 0) 1 2)", "(move (player TestTeam) 1 2)", "(move (ball) . 2)", "(move (ball) -. 2)", "(move)",
        "(move (player TestTeam 1) 1 2 nan 0 0)"})
    void badObjectsAndNumbersAreIllegalObjectForm(String text) {
        assertEquals("E:illegal_object_form", only(text));
    }

    @Test
    void moveAPlayer() {
        assertEquals(new CoachCommand.MovePlayer("TestTeam", 1, -5, 5, true, 90, true, 0, 0), only("(move (player TestTeam 1) -5 5 90 0 0)"));
        assertEquals(new CoachCommand.MovePlayer("TestTeam", 1, -5, 5, false, 0, false, 0, 0), only("(move (player TestTeam 1) -5 5)"));
        assertEquals(new CoachCommand.MovePlayer("TestTeam", 11, 1, 2, true, -30, false, 0, 0), only("(move (player TestTeam 11) 1 2 -30)"));
        assertEquals(new CoachCommand.MovePlayer("TestTeam", 1, 1, 2, false, 0, false, 0, 0), only("(move (player TestTeam 1x) 1 2)"));  // binary
        assertEquals(new CoachCommand.MovePlayer("Other", 3, 1, 2, false, 0, false, 0, 0), only("(move (player Other 3 ) 1 2)"));
        assertEquals("E:illegal_command_form", only("(move (player TestTeam 1) 1 2 3 4)"));
        assertEquals("E:illegal_object_form", only("(move (player TestTeam 13) 1 2 3 4)"));  // the object first
    }

    @Test
    void aPlayersDirectionIsLimitedToTheMoments() {
        assertEquals(180.0, ((CoachCommand.MovePlayer) only("(move (player T 1) 0 0 270)")).direction());
        assertEquals(-180.0, ((CoachCommand.MovePlayer) only("(move (player T 1) 0 0 -1e9)")).direction());
        assertEquals(180.0, ((CoachCommand.MovePlayer) only("(move (player T 1) 0 0 inf)")).direction());
        CoachCodec narrow = TrainerCodecV14.withLimits(new CoachLimits(128, -90, 45));
        assertEquals(45.0, ((CoachCommand.MovePlayer) RecordingSink.decode(narrow, 19, "(move (player T 1) 0 0 90)").get(0)).direction());
        assertEquals(-90.0, ((CoachCommand.MovePlayer) RecordingSink.decode(narrow, 19, "(move (player T 1) 0 0 -91)").get(0)).direction());
    }

    @Test
    void sayCutsItsTextOut() {
        String[][] cases = {
            {"(say hello)", "hello"}, {"(say (a b))", "(a b)"}, {"(say a\"b)", "a"}, {"(say (freeform \"x\"))", "(freeform "},
            {"(say hello there  )", "hello there  "}, {"(say hello", "hello"}, {"(say )", ""}, {"(say \n)", ""}, {"(say  a)", "a"},
            {"(say a b c))", "a b c)"}, {"(say a\nb)", "a"}, {"(say x\u00e9y)", "x"}, {"( say\thi)", "hi"},
        };
        for (String[] c : cases) assertEquals(new CoachCommand.Say(c[1]), only(c[0]), c[0]);
    }

    @ParameterizedTest
    @ValueSource(strings = {"(say \"hello\")", "(say)", "(say", "(say(a))", "(say \u00e9)"})
    void sayWithoutTextIsIllegalCommandForm(String text) {
        assertEquals("E:illegal_command_form", only(text));
    }

    @Test
    void sayIsCutToSayCoachMsgSize() {
        String long129 = "a".repeat(129);
        assertEquals(new CoachCommand.Say("a".repeat(128)), only("(say " + long129 + ")"));
        // 128 characters and the ")": 129 is cut to 128, so the ")" is kept only when it is within the limit
        assertEquals(new CoachCommand.Say("a".repeat(127) + ")"), only("(say " + "a".repeat(127) + "))"));
        assertEquals(new CoachCommand.Say("a".repeat(128)), only("(say " + "a".repeat(128) + ")"));
        CoachCodec small = TrainerCodecV14.withLimits(new CoachLimits(4, -180, 180));
        assertEquals(List.of(new CoachCommand.Say("hell")), RecordingSink.decode(small, 19, "(say hello)"));
        assertEquals(List.of(new CoachCommand.Say("hell")), RecordingSink.decode(small, 19, "(say hell)"));
    }

    @Test
    void earAndEye() {
        assertEquals(new CoachCommand.Ear(true), only("(ear on)"));
        assertEquals(new CoachCommand.Ear(false), only("(ear off)"));
        assertEquals(new CoachCommand.Eye(true), only("(eye on)"));
        assertEquals(new CoachCommand.Eye(true), only("(eye on"));    // binary
        assertEquals(new CoachCommand.Eye(false), only("(eye off) junk"));
        for (String bad : new String[] {"(ear)", "(ear onx)", "(ear o\nn)", "(eye ON)", "(eye)", "(eye (on))", "(eye " + "o".repeat(20) + ")"}) {
            assertEquals("E:illegal_command_form", only(bad), bad);
        }
    }

    @Test
    void changePlayerType() {
        assertEquals(new CoachCommand.ChangePlayerType("TestTeam", 1, 3), only("(change_player_type TestTeam 1 3)"));
        assertEquals(new CoachCommand.ChangePlayerType("TestTeam", 1, 3), only("(change_player_type TestTeam 1 3x)"));  // binary
        assertEquals(new CoachCommand.ChangePlayerType("Nobody", 12, -1), only("(change_player_type Nobody 12 -1)"));
        assertEquals("E:illegal_command_form", only("(change_player_type TestTeam 1 goalie)"));
        assertEquals("E:illegal_command_form", only("(change_player_type TestTeam 1)"));
        assertEquals("E:illegal_command_form", only("(change_player_type 1 3)"));
    }

    @Test
    void compression() {
        assertEquals(new CoachCommand.Compression(1), only("(compression 1)"));
        assertEquals(new CoachCommand.Compression(9), only("(compression 9)"));
        assertEquals(new CoachCommand.Compression(-1), only("(compression -1)"));
        assertEquals("E:illegal_command_form", only("(compression 10)"));  // binary
        assertEquals("E:illegal_command_form", only("(compression x)"));   // binary
        assertEquals("E:illegal_command_form", only("(compression)"));
    }

    @Test
    void everyVersionReadsCommandsAlike() {
        for (CoachCodec c : new CoachCodec[] {new TrainerCodecV1(CoachLimits.DEFAULTS), new TrainerCodecV7(CoachLimits.DEFAULTS) {},
                new TrainerCodecV8(CoachLimits.DEFAULTS) {}, new TrainerCodecV13(CoachLimits.DEFAULTS) {}}) {
            assertEquals(List.of(new CoachCommand.Say("hello")), RecordingSink.decode(c, c.versions().max(), "(say hello)"));
            assertEquals(List.of("E:unknown_command"), RecordingSink.decode(c, c.versions().max(), "(bye)"));
            assertTrue(RecordingSink.decode(c, c.versions().max(), "(move (ball) 1 2)").get(0) instanceof CoachCommand.MoveBall);
        }
    }
}
