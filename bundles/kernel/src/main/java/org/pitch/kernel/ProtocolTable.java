package org.pitch.kernel;

import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.pitch.api.coach.CoachCodec;
import org.pitch.api.protocol.ClientKind;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.VersionRange;

/**
 * The lines for the protocol codecs: {@code protocol player v8-11 PlayerCodecV8}, in the banner with
 * the bundle it comes from ({@code PlayerCodecV8 (org.pitch.protocol.player.v8 0.1.0)}); the newest
 * codec of a range first.
 */
final class ProtocolTable {
    private ProtocolTable() {}

    static void describe(Map<String, String> implementations, Map<String, String> table, Function<Object, String> origin,
            List<PlayerCodec> player, List<MonitorCodec> monitor, List<CoachCodec> coach) {
        for (PlayerCodec c : player) line(implementations, table, origin, "player", c.versions(), c);
        for (MonitorCodec c : monitor) line(implementations, table, origin, "monitor", c.versions(), c);
        for (CoachCodec c : coach) line(implementations, table, origin, c.kind() == ClientKind.TRAINER ? "trainer" : "online coach", c.versions(), c);
    }

    private static void line(Map<String, String> implementations, Map<String, String> table, Function<Object, String> origin,
            String kind, VersionRange v, Object codec) {
        String key = "protocol " + kind + " v" + (long) v.min() + (v.max() > v.min() ? "-" + (long) v.max() : "");
        if (implementations.putIfAbsent(key, codec.getClass().getSimpleName()) == null) {
            table.put(key, codec.getClass().getSimpleName() + " (" + origin.apply(codec) + ")");
        }
    }
}
