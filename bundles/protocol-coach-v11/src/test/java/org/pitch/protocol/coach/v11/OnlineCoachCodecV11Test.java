package org.pitch.protocol.coach.v11;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.protocol.coach.StubClangParser;
import org.pitch.protocol.coach.v8.OnlineCoachCodecV8;
import org.pitch.protocol.trainer.CoachLimits;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.pitch.protocol.trainer.TextOut;

/** What version 11 changes for the online coach: it gets {@code coach_msg_file} after its greeting. */
class OnlineCoachCodecV11Test {
    @Test
    void theCoachMessageFileIsSentFromVersion11() {
        OnlineCoachCodecV11 v11 = new OnlineCoachCodecV11(new StubClangParser(), CoachLimits.DEFAULTS);
        assertEquals(List.of("(include 9 (hint 1)\n)"),
                TextOut.sent(out -> v11.sendCoachMessageFile(out, 11, () -> "(hint 1)\n".getBytes(StandardCharsets.ISO_8859_1))));
        assertEquals(List.of(), TextOut.sent(out -> v11.sendCoachMessageFile(out, 12, () -> null)), "a file not to be sent");
        OnlineCoachCodecV8 v8 = new OnlineCoachCodecV8(new StubClangParser(), CoachLimits.DEFAULTS) {};
        assertEquals(List.of(), TextOut.sent(out -> v8.sendCoachMessageFile(out, 10, () -> {
            throw new AssertionError("read for a version that is not sent it");
        })));
    }
}
