package org.pitch.monitor.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ControlCommandTest {
    private static final String TOKEN = "0123456789abcdef";

    @Test
    void eachControlIsTheMonitorCommandRcssmonitorSends() throws Exception {
        assertEquals("(dispstart)", ControlCommand.parse(TOKEN + " kick_off", TOKEN).monitorCommand());
        // metres to sixteenths of a metre (SHOWINFO_SCALE), side 0 for a drop ball
        assertEquals("(dispfoul 160 -80 0)", ControlCommand.parse(TOKEN + " drop_ball 10 -5", TOKEN).monitorCommand());
        assertEquals("(dispfoul -837 0 1)", ControlCommand.parse(TOKEN + " free_kick l -52.3 0", TOKEN).monitorCommand());
        assertEquals("(dispfoul 0 544 -1)", ControlCommand.parse(TOKEN + "   free_kick r 0 34 ", TOKEN).monitorCommand());
    }

    @Test
    void withoutTheTokenNothingIsSent() {
        for (String frame : new String[] {"kick_off", "wrong kick_off", TOKEN + "x kick_off", TOKEN.substring(1) + " kick_off", " " }) {
            assertThrows(ControlCommand.Refused.class, () -> ControlCommand.parse(frame, TOKEN), frame);
        }
        var e = assertThrows(ControlCommand.Refused.class, () -> ControlCommand.parse("guess kick_off", TOKEN));
        assertTrue(e.getMessage().startsWith("wrong token"), e.getMessage());
    }

    @Test
    void aMalformedControlIsRefusedWithItsReason() {
        assertRefused(TOKEN + " penalty", "no control 'penalty'");
        assertRefused(TOKEN + " kick_off now", "kick_off takes 0 arguments, got 1");
        assertRefused(TOKEN + " drop_ball 1", "drop_ball takes 2 arguments, got 1");
        assertRefused(TOKEN + " drop_ball x 1", "'x' is no number");
        assertRefused(TOKEN + " drop_ball NaN 1", "NaN is off the field");
        assertRefused(TOKEN + " drop_ball 1e9 1", "1e9 is off the field");
        assertRefused(TOKEN + " free_kick n 0 0", "free_kick takes the side l or r, not 'n'");
    }

    private static void assertRefused(String frame, String reasonStart) {
        var e = assertThrows(ControlCommand.Refused.class, () -> ControlCommand.parse(frame, TOKEN));
        assertTrue(e.getMessage().startsWith(reasonStart), e.getMessage());
    }
}
