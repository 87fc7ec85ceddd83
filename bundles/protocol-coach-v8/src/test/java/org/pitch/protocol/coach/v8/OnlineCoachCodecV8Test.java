package org.pitch.protocol.coach.v8;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.coach.CoachCommand;
import org.pitch.protocol.coach.StubClangParser;
import org.pitch.protocol.coach.v7.OnlineCoachCodecV7;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.RecordingSink;
import org.pitch.protocol.trainer.TextOut;

/**
 * What version 8 changes for the online coach: unterminated datagrams are warned about, the
 * well-known port is for greetings only, and the players' coach-language versions are told.
 */
class OnlineCoachCodecV8Test {
    private final OnlineCoachCodecV8 v8 = new OnlineCoachCodecV8(new StubClangParser(), CoachLimits.DEFAULTS);
    private final OnlineCoachCodecV7 v7 = new OnlineCoachCodecV7(new StubClangParser(), CoachLimits.DEFAULTS) {};

    @Test
    void anUnterminatedDatagramIsWarnedAboutAndStillExecuted() {
        byte[] unterminated = "(check_ball)".getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(List.of("W:message_not_null_terminated", new CoachCommand.CheckBall()), RecordingSink.decode(v8, 10, unterminated));
        assertEquals(List.of(new CoachCommand.CheckBall()), RecordingSink.decode(v7, 7, unterminated));
    }

    @Test
    void heldToItsOwnPortAndToldThePlayersCoachLanguageVersions() {
        assertEquals(List.of("(error only_init_allowed_on_init_port)"), TextOut.sent(out -> assertTrue(v8.answerOnWellKnownPort(out, 8))));
        assertEquals(List.of("(clang (ver (p \"T\" 2) 7 8))"), TextOut.sent(out -> v8.tellClangVersion(out, 8, "T", 2, false, 7, 8)));
        assertEquals(List.of(), TextOut.sent(out -> assertFalse(v7.answerOnWellKnownPort(out, 7))));
        assertEquals(List.of(), TextOut.sent(out -> v7.tellClangVersion(out, 7, "T", 2, false, 7, 8)));
    }
}
