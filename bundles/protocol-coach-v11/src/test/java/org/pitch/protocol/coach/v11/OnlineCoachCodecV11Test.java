package org.pitch.protocol.coach.v11;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pitch.protocol.coach.StubClangParser;
import org.pitch.protocol.coach.v8.OnlineCoachCodecV8;
import org.pitch.protocol.trainer.CoachLimits;

/** What version 11 changes for the online coach: it gets {@code coach_msg_file} after its greeting. */
class OnlineCoachCodecV11Test {
    @Test
    void theCoachMessageFileIsSentFromVersion11() {
        assertTrue(new OnlineCoachCodecV11(new StubClangParser(), CoachLimits.DEFAULTS).sendsCoachMessageFile(11));
        assertFalse(new OnlineCoachCodecV8(new StubClangParser(), CoachLimits.DEFAULTS) {}.sendsCoachMessageFile(10));
    }
}
