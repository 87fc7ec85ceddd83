package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which stop signals a process inherited ignored, from Linux's {@code /proc/PID/status}. */
class StopSignalsTest {
    @Test
    void theIgnoredSignalsAreTheBitsOfSigIgn(@TempDir Path tmp) throws IOException {
        Path status = tmp.resolve("status");
        Files.writeString(status, "Name:\tjava\nSigBlk:\t0000000000000000\nSigIgn:\t0000000000004003\nSigCgt:\t0000000000000000\n");
        assertEquals(0x4003, StopSignals.ignoredMask(status)); // SIGHUP (bit 0), SIGINT (bit 1), SIGTERM (bit 14)
    }

    @Test
    void withoutProcNothingIsIgnored(@TempDir Path tmp) {
        assertEquals(0, StopSignals.ignoredMask(tmp.resolve("absent")));
    }
}
