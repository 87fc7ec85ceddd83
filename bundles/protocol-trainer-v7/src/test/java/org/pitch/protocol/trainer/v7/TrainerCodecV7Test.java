package org.pitch.protocol.trainer.v7;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.coach.CoachHeard.Source;
import org.pitch.api.coach.CoachHeard;
import org.pitch.api.param.Parameters;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.protocol.player.ParameterMessages;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.CodecTable;
import org.pitch.protocol.trainer.TextOut;
import org.pitch.protocol.trainer.TrainerCodecV1;
import org.pitch.testkit.TestWorld;

/** What version 7 changes for the trainer: quoted says after the time, short player names, the parameters. */
class TrainerCodecV7Test {
    private final TrainerCodecV7 v7 = new TrainerCodecV7(CoachLimits.DEFAULTS);

    private String heard(CoachHeard h) { return TextOut.of(out -> v7.writeHear(out, 7, h)); }

    @Test
    void saysAreQuotedAfterTheTime() {
        assertEquals("(hear 39 referee \"hello\")", heard(new CoachHeard(39, Source.TRAINER, null, 0, false, "hello"))); // trainer_v19.txt
        assertEquals("(hear 120 online_coach_right \"(info (10))\")", heard(new CoachHeard(120, Source.ONLINE_COACH_RIGHT, null, 0, false, "(info (10))")));
        assertEquals("(hear 2 (p \"Right\" 11 goalie) \"mine\")", heard(new CoachHeard(2, Source.PLAYER, "Right", 11, true, "mine")));
    }

    @Test
    void theRefereeKeepsTheOldForm() {
        assertEquals("(hear referee 36 kick_off_l)", heard(new CoachHeard(36, Source.REFEREE, null, 0, false, "kick_off_l"))); // trainer_v19.txt
    }

    @Test
    void theParametersFollowTheGreetingAsAVersion7PlayerGetsThem() {
        Parameters p = CodecTable.parameters("server { coach = true }");
        TestWorld w = new TestWorld();
        assertEquals(List.of(), TextOut.sent(out -> new TrainerCodecV1(CoachLimits.DEFAULTS) {}.welcome(out, 6, Side.NEUTRAL, p, w)));
        assertEquals(List.of(TextOut.of(out -> ParameterMessages.writeServerParam(out, 7, p)),
                TextOut.of(out -> ParameterMessages.writePlayerParam(out, 7, p)),
                TextOut.of(out -> ParameterMessages.writePlayerType(out, 7, w.playerTypes().get(0)))),
                TextOut.sent(out -> v7.welcome(out, 7, Side.NEUTRAL, p, w)));
        assertEquals(TextOut.of(out -> ParameterMessages.writeServerParam(out, 7, p)), TextOut.of(out -> v7.writeServerParam(out, 7, p)));
        assertEquals(TextOut.of(out -> ParameterMessages.writePlayerParam(out, 7, p)), TextOut.of(out -> v7.writePlayerParam(out, 7, p)));
        PlayerType type = PlayerType.defaultType(p);
        assertEquals(TextOut.of(out -> ParameterMessages.writePlayerType(out, 7, type)), TextOut.of(out -> v7.writePlayerType(out, 7, type)));
    }
}
