package org.pitch.replay;

import java.util.List;

import org.pitch.api.protocol.MonitorCodec;
import org.pitch.protocol.monitor.MonitorCodecV1;
import org.pitch.protocol.monitor.json.JsonMonitorCodec;
import org.pitch.protocol.monitor.v2.MonitorCodecV2;
import org.pitch.protocol.monitor.v3.MonitorCodecV3;
import org.pitch.protocol.monitor.v4.MonitorCodecV4;
import org.pitch.protocol.monitor.v5.MonitorCodecV5;

/** The monitor codecs of the default assembly, found by version as the replay server finds them. */
final class MonitorCodecs {
    private MonitorCodecs() {}

    static final List<MonitorCodec> ALL = List.of(new MonitorCodecV1(), new MonitorCodecV2(), new MonitorCodecV3(),
            new MonitorCodecV4(), new MonitorCodecV5(), new JsonMonitorCodec());

    /** The codec of a monitor version (its whole part). */
    static MonitorCodec monitor(double version) {
        double whole = (long) version;
        return ALL.stream().filter(c -> c.versions().contains(whole)).findFirst().orElseThrow();
    }

    /** The codec writing a game log version. */
    static MonitorCodec gameLog(int logVersion) {
        return ALL.stream().filter(c -> c.gameLogVersions() != null && c.gameLogVersions().contains(logVersion)).findFirst().orElseThrow();
    }
}
