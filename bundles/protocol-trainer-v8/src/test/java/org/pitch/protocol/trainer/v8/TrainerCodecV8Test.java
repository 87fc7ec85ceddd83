package org.pitch.protocol.trainer.v8;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.coach.CoachCommand;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.RecordingSink;
import org.pitch.protocol.trainer.v7.TrainerCodecV7;
import org.pitch.protocol.trainer.TextOut;

/** What version 8 changes for the trainer: unterminated datagrams are warned about, and the well-known port is for greetings only. */
class TrainerCodecV8Test {
    private final TrainerCodecV8 v8 = new TrainerCodecV8(CoachLimits.DEFAULTS);
    private final TrainerCodecV7 v7 = new TrainerCodecV7(CoachLimits.DEFAULTS) {};

    @Test
    void anUnterminatedDatagramIsWarnedAboutAndStillExecuted() {
        byte[] unterminated = "(team_names)".getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(List.of("W:message_not_null_terminated", new CoachCommand.TeamNames()), RecordingSink.decode(v8, 12, unterminated));
        assertEquals(List.of(new CoachCommand.TeamNames()), RecordingSink.decode(v7, 7, unterminated));
    }

    @Test
    void aConnectedTrainerIsHeldToItsOwnPort() {
        assertEquals(List.of("(error only_init_allowed_on_init_port)"), TextOut.sent(out -> assertTrue(v8.answerOnWellKnownPort(out, 8))));
        assertEquals(List.of(), TextOut.sent(out -> assertFalse(v7.answerOnWellKnownPort(out, 7))));
    }
}
