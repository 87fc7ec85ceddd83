package org.pitch.protocol.monitor.v3;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.monitor.v2.MonitorCodecV2;

/**
 * rcssserver 19's S-expression monitor protocol 3 (a fractional version counts as its whole
 * part) and text game log 4, which rcssserver writes with the serializer of the monitor version
 * one below; see {@link TextMonitorWriterV3}. Commands and port rules are version 2's.
 */
@Component(service = MonitorCodec.class)
public class MonitorCodecV3 extends MonitorCodecV2 {
    private static final VersionRange VERSIONS = new VersionRange(3, 3);
    private static final VersionRange LOG_VERSIONS = new VersionRange(4, 4);

    @Override public VersionRange versions() { return VERSIONS; }

    @Override public VersionRange gameLogVersions() { return LOG_VERSIONS; }

    @Override
    public MonitorWriter open(double version, Parameters parameters) {
        return writer(false, parameters);
    }

    @Override
    public MonitorWriter openGameLog(double logVersion, Parameters parameters) {
        return writer(true, parameters);
    }

    /** This version's writer, for a monitor or a game log. */
    protected MonitorWriter writer(boolean gameLog, Parameters parameters) {
        return new TextMonitorWriterV3(gameLog, parameters);
    }
}
