package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pitch.api.param.Parameters;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/** The parameter records of a monitor's and a text game log's greeting, as rcssserver 19 holds the values. */
class ParameterRecordsTest {
    @Test
    void synchSeeOffsetIsSentSlowedDown() {
        Parameters slow = TestWorld.parameters("server { slow_down_factor = 3, synch_see_offset = 10 }");
        TextOut out = new TextOut();
        ParameterRecords.serverParamText(out, slow);
        assertTrue(out.toString().contains("(synch_see_offset 30)"), out.toString());
        assertTrue(out.toString().contains("(slow_down_factor 3)"));
    }
}
