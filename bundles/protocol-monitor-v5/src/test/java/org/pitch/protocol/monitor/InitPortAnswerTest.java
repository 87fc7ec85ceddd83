package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.testkit.TextOut;

/**
 * What each codec answers a connected monitor that writes to the well-known port again, as
 * rcssserver 19 does: a version 1 monitor may (nothing is answered, its commands are read), every
 * later version and JSON is told {@code (error only_init_allowed_on_init_port)}.
 */
class InitPortAnswerTest {
    @Test
    void versionOneMayUseTheInitPortLaterVersionsAreToldNotTo() {
        for (double version : new double[] {1, 2, 3, 4, 5, -1}) {
            List<String> sent = new ArrayList<>();
            boolean answered = Codecs.monitor(version).answerOnWellKnownPort(TextOut.sink(sent), version);
            if (version == 1) {
                assertFalse(answered, "version 1");
                assertEquals(List.of(), sent, "version 1");
            } else {
                assertTrue(answered, "version " + version);
                assertEquals(List.of("(error only_init_allowed_on_init_port)"), sent, "version " + version);
            }
        }
    }
}
