package org.pitch.protocol.monitor.v5;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.monitor.v4.MonitorCodecV4;

/** rcssserver 19's S-expression monitor protocol 5 and text game log 6: {@link TextMonitorWriterV5}. */
@Component(service = MonitorCodec.class)
public class MonitorCodecV5 extends MonitorCodecV4 {
    private static final VersionRange VERSIONS = new VersionRange(5, 5);
    private static final VersionRange LOG_VERSIONS = new VersionRange(6, 6);

    @Override public VersionRange versions() { return VERSIONS; }

    @Override public VersionRange gameLogVersions() { return LOG_VERSIONS; }

    @Override
    protected MonitorWriter writer(boolean gameLog, Parameters parameters) {
        return new TextMonitorWriterV5(gameLog, parameters);
    }
}
