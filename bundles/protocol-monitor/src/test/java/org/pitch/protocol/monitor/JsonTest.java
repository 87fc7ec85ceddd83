package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.testkit.TextOut;

/** JSON text as rcssserver 19 writes it with C++ streams. */
class JsonTest {
    @Test
    void jsonStringsAreQuotedAsStdQuoted() {
        assertEquals("\"plain\"", Json.string(new TextOut(), "plain").toString());
        assertEquals("\"a\\\"b\\\\c\"", Json.string(new TextOut(), "a\"b\\c").toString());
        assertEquals("\"\\\"\"", Json.string(new TextOut(), "\"").toString());
        assertEquals("\"\"", Json.string(new TextOut(), "").toString());
    }
}
