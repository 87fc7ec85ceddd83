package org.pitch.protocol.vsc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The budget over the last second: over it, messages are discarded; a second later they go again. */
class BandwidthTest {
    @Test
    void overTheBudgetMessagesAreDiscarded() {
        Bandwidth b = new Bandwidth(1000);
        long s = 1_000_000_000L;
        assertTrue(b.allow(600, 0));
        assertTrue(b.allow(400, s / 2));
        assertFalse(b.allow(1, s / 2 + 1));
        assertFalse(b.allow(500, 999_999_999L));
        assertTrue(b.allow(500, s), "the first 600 bytes left the window");
        assertFalse(b.allow(200, s + 1));
        assertEquals(3, b.discarded());
    }
}
