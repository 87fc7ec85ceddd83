package org.pitch.protocol.trainer.v14;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.coach.BallPlace;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachHeard.Source;
import org.pitch.api.coach.CoachHeard;
import org.pitch.api.coach.CoachRefusal;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.ClientKind;
import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.protocol.player.ParameterMessages;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.CodecTable;
import org.pitch.protocol.trainer.TextOut;
import org.pitch.protocol.trainer.TrainerCodecV1;
import org.pitch.protocol.trainer.v13.TrainerCodecV13;
import org.pitch.protocol.trainer.v7.TrainerCodecV7;
import org.pitch.protocol.trainer.v8.TrainerCodecV8;
import org.pitch.testkit.TestWorld;

/** The trainer's messages per version (spec 1.4, 2.2, 3.2, Appendix A). */
class TrainerCodecTest {
    static final List<CoachCodec> CODECS = List.of(new TrainerCodecV1(CoachLimits.DEFAULTS) {}, new TrainerCodecV7(CoachLimits.DEFAULTS) {},
            new TrainerCodecV8(CoachLimits.DEFAULTS) {}, new TrainerCodecV13(CoachLimits.DEFAULTS) {}, TrainerCodecV14.withLimits(CoachLimits.DEFAULTS));

    private static final CoachCodec V1 = CODECS.get(0), V7 = CODECS.get(1), V19 = CODECS.get(4);

    @Test
    void theCodecsCoverVersions1To19WithoutOverlap() {
        for (int v = 1; v <= 19; v++) {
            int version = v;
            assertEquals(1, CodecTable.servingCount(CODECS, version), "version " + v);
        }
        assertFalse(CODECS.stream().anyMatch(c -> c.versions().contains(20) || c.versions().contains(0)));
        assertTrue(V19.versions().contains(19.5));
        CODECS.forEach(c -> assertEquals(ClientKind.TRAINER, c.kind()));
        assertEquals(List.of(1.0, 7.0, 8.0, 13.0, 14.0), CODECS.stream().map(c -> c.versions().min()).toList());
        assertEquals(List.of(6.0, 7.0, 12.0, 13.0, 19.0), CODECS.stream().map(c -> c.versions().max()).toList());
    }

    @Test
    void fromVersion8ATrainerIsHeldToItsOwnPortAndIsToldNothingAnOnlineCoachIs() {
        for (int v = 1; v <= 19; v++) {
            double version = v;
            CoachCodec c = CodecTable.serving(CODECS, version);
            assertEquals(v >= 8 ? List.of("(error only_init_allowed_on_init_port)") : List.of(),
                    TextOut.sent(out -> assertEquals(version >= 8, c.answerOnWellKnownPort(out, version))), "v" + v);
            assertEquals(List.of(), TextOut.sent(out -> {
                c.tellPlayerType(out, version, 1, 3);
                c.tellClangVersion(out, version, "T", 1, false, 7, 8);
                c.sendCoachMessageFile(out, version, () -> new byte[] {'x'});
                c.tellGoalieChange(out, version, Side.LEFT, 1);
            }), "v" + v);
        }
    }

    @Test
    void theGreetingIsAnsweredInitOkInEveryVersion() {
        for (CoachCodec c : CODECS) assertEquals("(init ok)", TextOut.of(out -> c.writeInit(out, c.versions().max(), Side.NEUTRAL)));
    }

    @Test
    void parametersFromVersion7AsAPlayerGetsThem() {
        Parameters coachMode = CodecTable.parameters("server { coach = true }");
        assertEquals(List.of(), TextOut.sent(out -> V1.welcome(out, 6, Side.NEUTRAL, coachMode, new TestWorld())));
        assertEquals("", TextOut.of(out -> V1.writeServerParam(out, 6, coachMode)));
        assertEquals("", TextOut.of(out -> V1.writePlayerParam(out, 6, coachMode)));
        assertEquals("", TextOut.of(out -> V1.writePlayerType(out, 6, PlayerType.defaultType(coachMode))));
        for (CoachCodec c : CODECS.subList(1, CODECS.size())) {
            TestWorld w = new TestWorld();
            w.player(Side.LEFT, 1, 0, 0, 0);
            List<String> welcome = TextOut.sent(out -> c.welcome(out, c.versions().min(), Side.NEUTRAL, coachMode, w));
            assertEquals(3, welcome.size(), "the parameters, no player's type: " + welcome);
            assertTrue(welcome.get(0).startsWith("(server_param "), welcome.get(0));
        }
        // Appendix A, verified for the trainer v7 with coach=1
        assertEquals("(server_param 14.02 5 0.3 0.4 0.1 60 1.05 1 8000 45 1 0.3 0.5 0.002 1 0.3 0.6 0.005 0.6 0.01 0.1 0 1 1 1 1 "
                + "0.085 0.94 0.05 0.2 3 2.7 0.006 0.027 0.7 2 1.7 100 -100 180 -180 180 -180 90 -90 90 3 0 0 0 0 1.085 1.2 1 1 2 1 "
                + "2.5 0 0 128 128 300 1 1 1 1 50 1 3000 100 150 10 100 300 10 1 1 1 5 1 1 1 9.15 50 0.1 0.01 -1 -1 -1 -1 -1 -1 -1 "
                + "1 0 0 100 0 0 0 0 100)", TextOut.of(out -> V7.writeServerParam(out, 7, coachMode)));
        assertEquals("(player_param 18 3 1 0 0 0 -0.1 0.1 25 0 0 -100 -0.1 0.1 1 0 50 -0.004 -0.004)",
                TextOut.of(out -> V7.writePlayerParam(out, 7, coachMode)));
        assertEquals("(player_type 0 1.05 45 0.4 5 0.006 0.3 0.7 0.1 50 1 0.6)",
                TextOut.of(out -> V7.writePlayerType(out, 7, PlayerType.defaultType(coachMode))));
        for (int v = 8; v <= 19; v++) {
            double version = v;
            CoachCodec c = CodecTable.serving(CODECS, version);
            assertEquals(TextOut.of(out -> ParameterMessages.writeServerParam(out, version, coachMode)),
                    TextOut.of(out -> c.writeServerParam(out, version, coachMode)));
        }
    }

    @Test
    void versions1To6HearEverythingAsHearNameTimeMessage() {
        assertEquals("(hear referee 36 kick_off_l)", hear(V1, new CoachHeard(36, Source.REFEREE, null, 0, false, "kick_off_l")));
        assertEquals("(hear referee 39 hello)", hear(V1, new CoachHeard(39, Source.TRAINER, null, 0, false, "hello")));
        assertEquals("(hear online_coach_left 4 hi there)", hear(V1, new CoachHeard(4, Source.ONLINE_COACH_LEFT, null, 0, false, "hi there")));
        assertEquals("(hear online_coach_right 4 (freeform \"x\"))",
                hear(V1, new CoachHeard(4, Source.ONLINE_COACH_RIGHT, null, 0, false, "(freeform \"x\")")));
        assertEquals("(hear (player TestTeam 2) 7 pass)", hear(V1, new CoachHeard(7, Source.PLAYER, "TestTeam", 2, true, "pass")));
    }

    @Test
    void fromVersion7SaysAreQuotedAfterTheTimeButTheRefereeKeepsTheOldForm() {
        for (CoachCodec c : CODECS.subList(1, CODECS.size())) {
            assertEquals("(hear referee 36 kick_off_l)", hear(c, new CoachHeard(36, Source.REFEREE, null, 0, false, "kick_off_l")));
            assertEquals("(hear 39 referee \"hello\")", hear(c, new CoachHeard(39, Source.TRAINER, null, 0, false, "hello")));
            assertEquals("(hear 4 online_coach_left \"hi\")", hear(c, new CoachHeard(4, Source.ONLINE_COACH_LEFT, null, 0, false, "hi")));
            // delivered CLang: inner quotes are not escaped
            assertEquals("(hear 54 online_coach_right \"(freeform \"x\")\")",
                    hear(c, new CoachHeard(54, Source.ONLINE_COACH_RIGHT, null, 0, false, "(freeform \"x\")")));
            assertEquals("(hear 7 (p \"TestTeam\" 2) \"pass\")", hear(c, new CoachHeard(7, Source.PLAYER, "TestTeam", 2, false, "pass")));
            assertEquals("(hear 7 (p \"Opp\" 1 goalie) \"x\")", hear(c, new CoachHeard(7, Source.PLAYER, "Opp", 1, true, "x")));
        }
    }

    private static String hear(CoachCodec c, CoachHeard h) {
        return TextOut.of(out -> c.writeHear(out, c.versions().max(), h));
    }

    @Test
    void repliesTeamNamesCheckBallAndThink() {
        for (CoachCodec c : CODECS) {
            double v = c.versions().max();
            assertEquals("(ok recover)\n", TextOut.of(out -> c.writeDone(out, v, new CoachCommand.Recover())));
            assertEquals("(ok say)", TextOut.of(out -> c.writeDone(out, v, new CoachCommand.Say("hi"))));
            assertEquals("(ok change_player_type TestTeam 1 3)", TextOut.of(out -> c.writeDone(out, v, new CoachCommand.ChangePlayerType("TestTeam", 1, 3))));
            assertEquals("(ok eye on)", TextOut.of(out -> c.writeDone(out, v, new CoachCommand.Eye(true))));
            assertEquals("(ok ear off)", TextOut.of(out -> c.writeDone(out, v, new CoachCommand.Ear(false))));
            assertEquals("(ok move)", TextOut.of(out -> c.writeDone(out, v, new CoachCommand.MoveBall(0, 0, 0, 0))));
            assertEquals("(ok compression 6)", TextOut.of(out -> c.writeDone(out, v, new CoachCommand.Compression(6))));
            assertEquals("(error illegal_mode)", TextOut.of(out -> c.writeReply(out, v, ReplyKind.ERROR, "illegal_mode")));
            assertEquals("(warning no_team_found)", TextOut.of(out -> c.writeRefusal(out, v, CoachRefusal.NO_TEAM_FOUND)));
            assertEquals("(error out_of_range_player_type)", TextOut.of(out -> c.writeRefusal(out, v, CoachRefusal.OUT_OF_RANGE_PLAYER_TYPE)));
            assertEquals("(ok check_ball 18 in_field)", TextOut.of(out -> c.writeCheckBall(out, v, 18, BallPlace.IN_FIELD)));
            assertEquals("(ok check_ball 3 goal_r)", TextOut.of(out -> c.writeCheckBall(out, v, 3, BallPlace.GOAL_RIGHT)));
            assertEquals("(think)", TextOut.of(out -> c.writeThink(out, v)));
            TestWorld w = new TestWorld();
            assertEquals("(ok team_names)\n", TextOut.of(out -> c.writeTeamNames(out, v, w, Side.NEUTRAL)));
            w.team(Side.RIGHT, "Right");
            w.team(Side.RIGHT).publicName("Fixed");
            assertEquals("(ok team_names (team r Right))\n", TextOut.of(out -> c.writeTeamNames(out, v, w, Side.NEUTRAL)));
            w.team(Side.LEFT, "TestTeam");
            assertEquals("(ok team_names (team l TestTeam) (team r Right))\n", TextOut.of(out -> c.writeTeamNames(out, v, w, Side.NEUTRAL)));
        }
    }

    @Test
    void theTrainerIsToldNoSubstitutionsGoalieChangesOrClangVersions() {
        for (CoachCodec c : CODECS) {
            assertEquals(List.of(), TextOut.sent(out -> c.tellPlayerType(out, 19, 1, 3)));
            assertEquals(List.of(), TextOut.sent(out -> c.tellGoalieChange(out, 19, Side.LEFT, 1)));
            assertEquals(List.of(), TextOut.sent(out -> c.tellClangVersion(out, 19, "T", 1, false, 7, 8)));
        }
    }

    @Test
    void eachVersionShowsTheFieldItsOwnWay() {
        TestWorld w = new TestWorld().team(Side.LEFT, "T");
        w.player(Side.LEFT, 1, 0, 0, 0).kickedAt(0);
        List<String> sees = CODECS.stream().map(c -> TextOut.of(out -> c.writeGlobalView(out, c.versions().max(), w, Side.NEUTRAL, false))).toList();
        assertEquals(List.of(
                "(see 0 ((goal r) 52.5 0) ((goal l) -52.5 0) ((ball) 0 0 0 0) ((player T 1) 0 0 0 0 0 0))",
                "(see_global 0 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"T\" 1) 0 0 0 0 0 0))",
                "(see_global 0 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"T\" 1) 0 0 0 0 0 0))",
                "(see_global 0 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"T\" 1) 0 0 0 0 0 0 k))",
                "(see_global 0 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"T\" 1) 0 0 0 0 0 0 k))"), sees);
    }
}
