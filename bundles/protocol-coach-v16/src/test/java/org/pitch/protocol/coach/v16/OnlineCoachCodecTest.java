package org.pitch.protocol.coach.v16;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.clang.ClangType;
import org.pitch.api.coach.BallPlace;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachHeard.Source;
import org.pitch.api.coach.CoachHeard;
import org.pitch.api.coach.CoachRefusal;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.ClientKind;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.protocol.coach.OnlineCoachCodecV5;
import org.pitch.protocol.coach.StubClangParser;
import org.pitch.protocol.coach.v11.OnlineCoachCodecV11;
import org.pitch.protocol.coach.v13.OnlineCoachCodecV13;
import org.pitch.protocol.coach.v14.OnlineCoachCodecV14;
import org.pitch.protocol.coach.v6.OnlineCoachCodecV6;
import org.pitch.protocol.coach.v7.OnlineCoachCodecV7;
import org.pitch.protocol.coach.v8.OnlineCoachCodecV8;
import org.pitch.protocol.player.ParameterMessages;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.CodecTable;
import org.pitch.protocol.trainer.TextOut;
import org.pitch.testkit.TestWorld;

/** The online coach's messages per version (spec 1.4, 2.3, 3.1, 3.3, 4.3, 4.4, Appendix A). */
class OnlineCoachCodecTest {
    private static final StubClangParser CLANG = new StubClangParser();
    static final List<CoachCodec> CODECS = List.of(new OnlineCoachCodecV5(CoachLimits.DEFAULTS) {}, new OnlineCoachCodecV6(CoachLimits.DEFAULTS) {},
            new OnlineCoachCodecV7(CLANG, CoachLimits.DEFAULTS) {}, new OnlineCoachCodecV8(CLANG, CoachLimits.DEFAULTS) {},
            new OnlineCoachCodecV11(CLANG, CoachLimits.DEFAULTS) {}, new OnlineCoachCodecV13(CLANG, CoachLimits.DEFAULTS) {},
            new OnlineCoachCodecV14(CLANG, CoachLimits.DEFAULTS) {}, OnlineCoachCodecV16.withLimits(CLANG, CoachLimits.DEFAULTS));
    private static final CoachCodec V5 = CODECS.get(0), V6 = CODECS.get(1), V7 = CODECS.get(2), V19 = CODECS.get(7);

    @Test
    void theCodecsCoverVersions5To19WithoutOverlap() {
        for (int v = 5; v <= 19; v++) {
            int version = v;
            assertEquals(1, CodecTable.servingCount(CODECS, version), "version " + v);
        }
        assertFalse(CODECS.stream().anyMatch(c -> c.versions().contains(4) || c.versions().contains(20)));
        CODECS.forEach(c -> assertEquals(ClientKind.ONLINE_COACH, c.kind()));
        assertEquals(List.of(5.0, 6.0, 7.0, 8.0, 11.0, 13.0, 14.0, 16.0), CODECS.stream().map(c -> c.versions().min()).toList());
        assertEquals(List.of(5.0, 6.0, 7.0, 10.0, 12.0, 13.0, 15.0, 19.0), CODECS.stream().map(c -> c.versions().max()).toList());
    }

    @Test
    void whatTheServerSendsOrRefusesFollowsTheVersionAsInRcssserver() {
        for (int v = 5; v <= 19; v++) {
            double version = v;
            CoachCodec c = CodecTable.serving(CODECS, version);
            assertEquals(v >= 7 ? List.of("(change_player_type 1 3)") : List.of(),
                    TextOut.sent(out -> c.tellPlayerType(out, version, 1, 3)), "substitutions, v" + v);
            assertEquals(v >= 8 ? List.of("(error only_init_allowed_on_init_port)") : List.of(),
                    TextOut.sent(out -> assertEquals(version >= 8, c.answerOnWellKnownPort(out, version))), "own port, v" + v);
            assertEquals(v >= 8 ? List.of("(clang (ver (p \"T\" 1) 7 8))") : List.of(),
                    TextOut.sent(out -> c.tellClangVersion(out, version, "T", 1, false, 7, 8)), "clang versions, v" + v);
            assertEquals(v >= 11 ? List.of("(include 3 abc)") : List.of(),
                    TextOut.sent(out -> c.sendCoachMessageFile(out, version, () -> "abc".getBytes(StandardCharsets.ISO_8859_1))),
                    "coach_msg_file, v" + v);
            assertEquals(v >= 16 ? List.of("(change_player_type l 1 goalie)") : List.of(),
                    TextOut.sent(out -> c.tellGoalieChange(out, version, Side.LEFT, 1)), "goalie changes, v" + v);
        }
    }

    @Test
    void theGreetingsAnswer() {
        assertEquals("(init ok)", TextOut.of(out -> V5.writeInit(out, 5, Side.LEFT)));
        for (CoachCodec c : CODECS.subList(1, CODECS.size())) {
            assertEquals("(init l ok)", TextOut.of(out -> c.writeInit(out, c.versions().min(), Side.LEFT)));
            assertEquals("(init r ok)", TextOut.of(out -> c.writeInit(out, c.versions().max(), Side.RIGHT)));
        }
    }

    @Test
    void parametersFromVersion7() {
        Parameters p = CodecTable.parameters("");
        TestWorld w = new TestWorld();
        assertEquals(List.of(), TextOut.sent(out -> V5.welcome(out, 5, Side.LEFT, p, w)));
        assertEquals(List.of(), TextOut.sent(out -> V6.welcome(out, 6, Side.LEFT, p, w)));
        assertEquals("", TextOut.of(out -> V6.writeServerParam(out, 6, p)));
        assertEquals("", TextOut.of(out -> V6.writePlayerType(out, 6, PlayerType.defaultType(p))));
        for (CoachCodec c : CODECS.subList(2, CODECS.size())) {
            List<String> welcome = TextOut.sent(out -> c.welcome(out, c.versions().min(), Side.LEFT, p, w));
            assertEquals(3, welcome.size(), welcome.toString());
            assertTrue(welcome.get(0).startsWith("(server_param "), welcome.get(0));
        }
        // Appendix A: the default, verified for the online coach v7
        assertEquals("(server_param 14.02 5 0.3 0.4 0.1 60 1.05 1 8000 45 1 0.3 0.5 0.002 1 0.3 0.6 0.005 0.6 0.01 0.1 0 1 1 1 1 "
                + "0.085 0.94 0.05 0.2 3 2.7 0.006 0.027 0.7 2 1.7 100 -100 180 -180 180 -180 90 -90 90 3 0 0 0 0 1.085 1.2 1 1 2 1 "
                + "2.5 0 0 128 128 300 1 1 1 1 50 1 3000 100 150 10 100 300 10 1 1 1 5 1 1 1 9.15 50 0.1 0.01 -1 -1 -1 -1 -1 -1 -1 "
                + "0 0 0 100 0 0 0 0 100)", TextOut.of(out -> V7.writeServerParam(out, 7, p)));
        assertEquals("(player_param 18 3 1 0 0 0 -0.1 0.1 25 0 0 -100 -0.1 0.1 1 0 50 -0.004 -0.004)", TextOut.of(out -> V7.writePlayerParam(out, 7, p)));
        assertEquals("(player_type 0 1.05 45 0.4 5 0.006 0.3 0.7 0.1 50 1 0.6)", TextOut.of(out -> V7.writePlayerType(out, 7, PlayerType.defaultType(p))));
        for (int v = 8; v <= 19; v++) {
            double version = v;
            CoachCodec c = CodecTable.serving(CODECS, version);
            assertEquals(TextOut.of(out -> ParameterMessages.writePlayerParam(out, version, p)), TextOut.of(out -> c.writePlayerParam(out, version, p)));
        }
    }

    private static String hear(CoachCodec c, CoachHeard h) {
        return TextOut.of(out -> c.writeHear(out, c.versions().max(), h));
    }

    @Test
    void versions5And6Hear() {
        for (CoachCodec c : List.of(V5, V6)) {
            assertEquals("(hear 0 referee kick_off_l)", hear(c, new CoachHeard(0, Source.REFEREE, null, 0, false, "kick_off_l")));
            assertEquals("(hear 39 referee hello there)", hear(c, new CoachHeard(39, Source.TRAINER, null, 0, false, "hello there")));
            assertEquals("(hear 7 (player Anon 2) pass)", hear(c, new CoachHeard(7, Source.PLAYER, "Anon", 2, true, "pass")));
        }
    }

    @Test
    void fromVersion7PlayersAreQuotedUnderShortNames() {
        for (CoachCodec c : CODECS.subList(2, CODECS.size())) {
            assertEquals("(hear 36 referee kick_off_l)", hear(c, new CoachHeard(36, Source.REFEREE, null, 0, false, "kick_off_l")));
            assertEquals("(hear 39 referee hello)", hear(c, new CoachHeard(39, Source.TRAINER, null, 0, false, "hello")));  // VERIFIED: unquoted
            assertEquals("(hear 7 (p \"TestTeam\" 1 goalie) \"x\")", hear(c, new CoachHeard(7, Source.PLAYER, "TestTeam", 1, true, "x")));
            assertEquals("(hear 7 (p \"Anon\" 3) \"hi\")", hear(c, new CoachHeard(7, Source.PLAYER, "Anon", 3, false, "hi")));
        }
    }

    @Test
    void onlineCoachesNeverHearEachOther() {
        for (CoachCodec c : CODECS) {
            assertThrows(IllegalArgumentException.class, () -> hear(c, new CoachHeard(1, Source.ONLINE_COACH_LEFT, null, 0, false, "x")));
            assertThrows(IllegalArgumentException.class, () -> hear(c, new CoachHeard(1, Source.ONLINE_COACH_RIGHT, null, 0, false, "x")));
        }
    }

    /** The one form of each, in every version told it ({@link #whatTheServerSendsOrRefusesFollowsTheVersionAsInRcssserver}). */
    @Test
    void substitutionsGoalieChangesAndClangVersions() {
        assertEquals(List.of("(change_player_type 1 3)"), TextOut.sent(out -> V7.tellPlayerType(out, 7, 1, 3)));
        assertEquals(List.of("(change_player_type 11 0)"), TextOut.sent(out -> V19.tellPlayerType(out, 19, 11, 0)));
        assertEquals(List.of("(change_player_type 4)"), TextOut.sent(out -> V19.tellPlayerType(out, 19, 4, -1)));
        assertEquals(List.of("(change_player_type l 1 goalie)"), TextOut.sent(out -> V19.tellGoalieChange(out, 19, Side.LEFT, 1)));
        assertEquals(List.of("(change_player_type r 7 goalie)"), TextOut.sent(out -> V19.tellGoalieChange(out, 19, Side.RIGHT, 7)));
        assertEquals(List.of("(clang (ver (p \"TestTeam\" 1) 7 8))"),
                TextOut.sent(out -> V19.tellClangVersion(out, 19, "TestTeam", 1, false, 7, 8)));
        assertEquals(List.of("(clang (ver (p \"TestTeam\" 1 goalie) 0 4294967295))"),
                TextOut.sent(out -> V19.tellClangVersion(out, 19, "TestTeam", 1, true, 0, -1)));
    }

    /** After the parameters, the types given so far: both teams in slot order, the opponents' without the type. */
    @Test
    void theWelcomeTellsTheTypesGivenSoFar() {
        Parameters p = CodecTable.parameters("");
        PlayerType three = new PlayerType(3, 1.05, 45, 0.4, 5, 0.006, 0.3, 0.7, 0.1, 50, 1, 0.6, 0.027, 0.5, 1,
                20, 40, 125, 125, 125, 20, 40, 125, 20, 40, 125, 0.0125, 0.0125, 0.0125, 0.0125);
        TestWorld w = new TestWorld().team(Side.LEFT, "L").team(Side.RIGHT, "R");
        w.player(Side.RIGHT, 5, 0, 0, 0).type(three);
        w.player(Side.LEFT, 1, 0, 0, 0);
        w.player(Side.LEFT, 2, 0, 0, 0).type(three);
        List<String> welcome = TextOut.sent(out -> V19.welcome(out, 19, Side.RIGHT, p, w));
        assertEquals(List.of("(change_player_type 2)", "(change_player_type 5 3)"), welcome.subList(3, welcome.size()));
    }

    @Test
    void theOpponentsUnderTheirFixedName() {
        TestWorld w = new TestWorld().team(Side.LEFT, "TestTeam").team(Side.RIGHT, "Opp");
        w.team(Side.RIGHT).publicName("Anon");
        w.team(Side.LEFT).publicName("Fixed");
        w.player(Side.LEFT, 1, -3, -37, 0).goalie(true);
        w.player(Side.RIGHT, 2, 6, 37, 180);
        assertEquals("(ok team_names (team l TestTeam) (team r Anon))\n", TextOut.of(out -> V19.writeTeamNames(out, 19, w, Side.LEFT)));
        assertEquals("(ok team_names (team l Fixed) (team r Opp))\n", TextOut.of(out -> V19.writeTeamNames(out, 19, w, Side.RIGHT)));
        assertEquals("(ok look 0 ((goal r) 52.5 0) ((goal l) -52.5 0) ((ball) 0 0 0 0) ((player TestTeam 1) -3 -37 0 0 0 0) "
                + "((player Anon 2) 6 37 180 0 0 0))", TextOut.of(out -> V5.writeGlobalView(out, 5, w, Side.LEFT, true)));
        assertEquals("(see_global 0 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"Fixed\" 1 goalie) -3 -37 0 0 0 0) "
                + "((p \"Opp\" 2) 6 37 0 0 180 0))", TextOut.of(out -> V7.writeGlobalView(out, 7, w, Side.RIGHT, false)));
    }

    @Test
    void eachVersionShowsTheFieldAsTheTrainerOfThatVersion() {
        TestWorld w = new TestWorld().team(Side.LEFT, "T");
        w.step(10);
        w.player(Side.LEFT, 1, 0, 0, 0).kickedAt(10);
        w.players().get(0).foulChargedUntil(20);
        List<String> sees = CODECS.stream().map(c -> TextOut.of(out -> c.writeGlobalView(out, c.versions().max(), w, Side.LEFT, false))).toList();
        assertEquals(List.of(
                "(see 0 ((goal r) 52.5 0) ((goal l) -52.5 0) ((ball) 0 0 0 0) ((player T 1) 0 0 0 0 0 0))",
                "(see 0 ((goal r) 52.5 0) ((goal l) -52.5 0) ((ball) 0 0 0 0) ((player T 1) 0 0 0 0 0 0))",
                "(see_global 0 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"T\" 1) 0 0 0 0 0 0))",
                "(see_global 0 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"T\" 1) 0 0 0 0 0 0))",
                "(see_global 0 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"T\" 1) 0 0 0 0 0 0))",
                "(see_global 0 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"T\" 1) 0 0 0 0 0 0 k))",
                "(see_global 0 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"T\" 1) 0 0 0 0 0 0 k))",
                "(see_global 0 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"T\" 1) 0 0 0 0 0 0 k))"), sees);
        w.players().get(0).kickedAt(8); // two cycles ago: no longer seen
        assertEquals("(see_global 0 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"T\" 1) 0 0 0 0 0 0 f))",
                TextOut.of(out -> V19.writeGlobalView(out, 19, w, Side.LEFT, false)));
    }

    @Test
    void repliesCheckBallAndThink() {
        for (CoachCodec c : CODECS) {
            double v = c.versions().max();
            assertEquals("(ok change_player_type 1 goalie)", TextOut.of(out -> c.writeDone(out, v, new CoachCommand.MakeGoalie(1))));
            assertEquals("(ok change_player_type 2 5)", TextOut.of(out -> c.writeDone(out, v, new CoachCommand.ChangePlayerType(null, 2, 5))),
                    "an online coach's substitution names no team");
            assertEquals("(warning cannot_say_while_playon)", TextOut.of(out -> c.writeRefusal(out, v, CoachRefusal.CANNOT_SAY_WHILE_PLAYON)));
            assertEquals("(error said_too_many_freeform_messages)", TextOut.of(out -> c.writeRefusal(out, v, CoachRefusal.SAID_TOO_MANY_FREEFORM_MESSAGES)));
            assertEquals("(error said_too_many_advice_messages)", TextOut.of(out -> c.writeClangWindowFull(out, v, ClangType.ADVICE)));
            assertEquals("(error said_too_many_del_messages)", TextOut.of(out -> c.writeClangWindowFull(out, v, ClangType.DELETE)));
            assertEquals("(ok team_graphic 4294967295 0)", TextOut.of(out -> c.writeDone(out, v, new CoachCommand.TeamGraphic(4294967295L, 0, null))));
            assertEquals("(ok check_ball 0 out_of_field)", TextOut.of(out -> c.writeCheckBall(out, v, 0, BallPlace.OUT_OF_FIELD)));
            assertEquals("(think)", TextOut.of(out -> c.writeThink(out, v)));
        }
    }
}
