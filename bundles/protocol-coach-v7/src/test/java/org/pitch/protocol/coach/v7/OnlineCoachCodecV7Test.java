package org.pitch.protocol.coach.v7;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachHeard.Source;
import org.pitch.api.coach.CoachHeard;
import org.pitch.api.param.Parameters;
import org.pitch.api.world.Side;
import org.pitch.protocol.coach.StubClangParser;
import org.pitch.protocol.coach.v6.OnlineCoachCodecV6;
import org.pitch.protocol.player.ParameterMessages;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.CodecTable;
import org.pitch.protocol.trainer.RecordingSink;
import org.pitch.protocol.trainer.TextOut;
import org.pitch.testkit.TestWorld;

/**
 * What version 7 changes for the online coach: says in the coach language, players heard quoted
 * with short names, the parameters after the greeting, substitutions told.
 */
class OnlineCoachCodecV7Test {
    private final StubClangParser clang = new StubClangParser();
    private final OnlineCoachCodecV7 v7 = new OnlineCoachCodecV7(clang, new CoachLimits(20, -180, 180));

    @Test
    void aSayIsTheWholeDatagramForTheCoachLanguageParser() {
        List<Object> said = RecordingSink.decode(v7, 7, "(say (freeform \"hello\"))"); // coach_v19.txt
        assertEquals(1, said.size());
        assertEquals("(freeform \"hello\")", ((CoachCommand.SayClang) said.get(0)).message().print());
        assertEquals(20, clang.lastLimit);
        assertEquals(List.of("E:could_not_parse_say"), RecordingSink.decode(v7, 7, "(say hello)"));
    }

    @Test
    void playersAreHeardQuotedWithShortNames() {
        CoachHeard heard = new CoachHeard(15, Source.PLAYER, "Mates", 10, false, "free");
        assertEquals("(hear 15 (p \"Mates\" 10) \"free\")", TextOut.of(out -> v7.writeHear(out, 7, heard)));
    }

    @Test
    void theParametersFollowTheGreetingAndSubstitutionsAreTold() {
        Parameters p = CodecTable.parameters("");
        TestWorld w = new TestWorld();
        assertEquals(TextOut.of(out -> ParameterMessages.writeServerParam(out, 7, p)), TextOut.sent(out -> v7.welcome(out, 7, Side.LEFT, p, w)).get(0));
        assertEquals(TextOut.of(out -> ParameterMessages.writeServerParam(out, 7, p)), TextOut.of(out -> v7.writeServerParam(out, 7, p)));
        assertEquals(List.of("(change_player_type 3 5)"), TextOut.sent(out -> v7.tellPlayerType(out, 7, 3, 5)));
        OnlineCoachCodecV6 v6 = new OnlineCoachCodecV6(CoachLimits.DEFAULTS) {};
        assertEquals(List.of(), TextOut.sent(out -> v6.welcome(out, 6, Side.LEFT, p, w)));
        assertEquals(List.of(), TextOut.sent(out -> v6.tellPlayerType(out, 6, 3, 5)));
    }
}
