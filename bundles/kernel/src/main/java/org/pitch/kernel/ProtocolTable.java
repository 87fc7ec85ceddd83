package org.pitch.kernel;

import java.util.List;
import java.util.Map;

import org.pitch.api.coach.CoachCodec;
import org.pitch.api.protocol.ClientKind;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.VersionRange;

/** The start-up banner's lines for the protocol codecs: {@code protocol player v8-11 PlayerCodecV8}, the newest codec of a range first. */
final class ProtocolTable {
    private ProtocolTable() {}

    static void describe(Map<String, String> implementations, List<PlayerCodec> player, List<MonitorCodec> monitor, List<CoachCodec> coach) {
        for (PlayerCodec c : player) line(implementations, "player", c.versions(), c);
        for (MonitorCodec c : monitor) line(implementations, "monitor", c.versions(), c);
        for (CoachCodec c : coach) line(implementations, c.kind() == ClientKind.TRAINER ? "trainer" : "online coach", c.versions(), c);
    }

    private static void line(Map<String, String> implementations, String kind, VersionRange v, Object codec) {
        implementations.putIfAbsent("protocol " + kind + " v" + (long) v.min() + (v.max() > v.min() ? "-" + (long) v.max() : ""),
                codec.getClass().getSimpleName());
    }
}
