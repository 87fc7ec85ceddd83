package org.pitch.protocol.monitor;

import java.util.List;

import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.protocol.monitor.json.JsonMonitorCodec;
import org.pitch.protocol.monitor.v2.MonitorCodecV2;
import org.pitch.protocol.monitor.v3.MonitorCodecV3;
import org.pitch.protocol.monitor.v4.MonitorCodecV4;
import org.pitch.protocol.monitor.v5.MonitorCodecV5;

/** Every monitor codec of the chain, looked up by version as a server looks them up. */
final class Codecs {
    private Codecs() {}

    static final List<MonitorCodec> ALL = List.of(new MonitorCodecV1(), new MonitorCodecV2(), new MonitorCodecV3(),
            new MonitorCodecV4(), new MonitorCodecV5(), new JsonMonitorCodec());

    /** The codec of a monitor version, its fraction cut towards zero as rcssserver cuts it; null for none. */
    static MonitorCodec monitor(double version) {
        double whole = (long) version;
        return ALL.stream().filter(c -> c.versions().contains(whole)).findFirst().orElse(null);
    }

    /** The codec writing a game log version; null for none. */
    static MonitorCodec gameLog(double logVersion) {
        double whole = (long) logVersion;
        return ALL.stream().filter(c -> c.gameLogVersions() != null && c.gameLogVersions().contains(whole)).findFirst().orElse(null);
    }

    static MonitorWriter open(double version, Parameters p) { return monitor(version).open(version, p); }

    static MonitorWriter openGameLog(double logVersion, Parameters p) { return gameLog(logVersion).openGameLog(logVersion, p); }
}
