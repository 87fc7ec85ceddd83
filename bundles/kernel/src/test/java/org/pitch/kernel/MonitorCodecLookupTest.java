package org.pitch.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.protocol.VersionRange;

/** Which monitor codec serves a {@code (dispinit version V)}: rcssserver cuts V to an int. */
class MonitorCodecLookupTest {
    private static MonitorCodec codec(int min, int max) {
        return new MonitorCodec() {
            @Override public VersionRange versions() { return new VersionRange(min, max); }
            @Override public MonitorWriter open(double version, Parameters parameters) { throw new UnsupportedOperationException(); }
            @Override public void decode(byte[] data, int length, double version, MonitorCommandSink out) {}
            @Override public String boardText(org.pitch.api.protocol.BoardNotice notice) { return notice.toString(); }
        };
    }

    @Test
    void versionsAreCutTowardsZero() {
        ModelRegistry r = new ModelRegistry(new MapSettings(Map.of()));
        MonitorCodec text = codec(3, 5), json = codec(-1, -1);
        r.addMonitorCodec(text);
        r.addMonitorCodec(json);
        ModelSet m = r.current();
        assertSame(text, m.monitorCodec(3));
        assertSame(text, m.monitorCodec(5.9));
        assertSame(json, m.monitorCodec(-1));
        assertSame(json, m.monitorCodec(-1.5));
        assertNull(m.monitorCodec(-0.5), "cut to 0: no protocol");
        assertNull(m.monitorCodec(2));
        assertNull(m.monitorCodec(6));
        assertNull(m.monitorCodec(Double.NaN));
        assertNull(m.monitorCodec(Double.POSITIVE_INFINITY));
        assertEquals(2, r.implementations().keySet().stream().filter(k -> k.startsWith("protocol monitor v")).count());
        assertEquals(true, r.implementations().containsKey("protocol monitor v3-5"));
        assertEquals(true, r.implementations().containsKey("protocol monitor v-1"));
    }

    @Test
    void theNewestCodecOfAVersionWinsAndLeavingIsSeen() {
        ModelRegistry r = new ModelRegistry(new MapSettings(Map.of()));
        MonitorCodec old = codec(3, 5), fresh = codec(5, 5);
        r.addMonitorCodec(old);
        r.addMonitorCodec(fresh);
        assertSame(fresh, r.current().monitorCodec(5));
        assertSame(old, r.current().monitorCodec(4));
        r.removeMonitorCodec(fresh);
        assertSame(old, r.current().monitorCodec(5));
        r.removeMonitorCodec(old);
        assertNull(r.current().monitorCodec(5));
    }
}
