package org.pitch.launcher.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/** The terminal's split screen, on a fake terminal of 24 by 80: the regions, the editing and the history. */
class SplitScreenTest {
    private final ByteArrayOutputStream screen = new ByteArrayOutputStream();
    private boolean raw;

    private SplitScreen screen(String typed) {
        return new SplitScreen(new ByteArrayInputStream(typed.getBytes(StandardCharsets.ISO_8859_1)),
                new PrintStream(screen, true, StandardCharsets.ISO_8859_1), new SplitScreen.Terminal() {
                    @Override public int[] size() { return new int[] {24, 80}; }
                    @Override public void raw(boolean on) { raw = on; }
                }, "test");
    }

    private String shown() { return screen.toString(StandardCharsets.ISO_8859_1); }

    @Test
    void messagesScrollAboveTheStatusAndTheInputLine() {
        SplitScreen s = screen("");
        assertTrue(raw, "the terminal is put in character mode");
        assertTrue(shown().contains("\u001b[1;22r"), "rows 1-22 scroll");
        screen.reset();
        s.received("(sense_body 0 (view_mode high normal))");
        // printed at the region's last row, then the cursor goes back to the input line (row 24)
        assertTrue(shown().startsWith("\u001b[22;1H\r\n(sense_body 0 (view_mode high normal))\u001b[24;1H\u001b[2K> "), shown());
        s.close();
        assertFalse(raw, "the terminal is given back");
        assertTrue(shown().contains("\u001b[r"), "the scrolling region is reset");
    }

    @Test
    void backspaceEditsAndEnterGivesTheLine() throws Exception {
        SplitScreen s = screen("(dash 1000\u007f\u007f)\r");
        assertEquals("(dash 10)", s.readLine());
        s.close();
    }

    @Test
    void upAndDownArrowsWalkTheHistory() throws Exception {
        SplitScreen s = screen("(turn 30)\r(dash 50)\r\u001b[A\u001b[A\r\u001b[A\u001b[B\u001b[B(kick 10 0)\r");
        assertEquals("(turn 30)", s.readLine());
        assertEquals("(dash 50)", s.readLine());
        assertEquals("(turn 30)", s.readLine(), "two lines back");
        assertEquals("(kick 10 0)", s.readLine(), "back down past the newest: an empty line to type in");
        s.close();
    }

    @Test
    void ctrlDOnAnEmptyLineEndsTheInput() throws Exception {
        SplitScreen s = screen("(say \"hi\")\r\u0004");
        assertEquals("(say \"hi\")", s.readLine());
        assertNull(s.readLine());
        s.close();
    }
}
