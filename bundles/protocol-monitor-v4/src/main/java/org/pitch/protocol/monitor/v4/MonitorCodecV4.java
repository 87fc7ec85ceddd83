package org.pitch.protocol.monitor.v4;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.monitor.v3.MonitorCodecV3;

/** rcssserver 19's S-expression monitor protocol 4 and text game log 5: {@link TextMonitorWriterV4}. */
@Component(service = MonitorCodec.class)
public class MonitorCodecV4 extends MonitorCodecV3 {
    private static final VersionRange VERSIONS = new VersionRange(4, 4);
    private static final VersionRange LOG_VERSIONS = new VersionRange(5, 5);

    @Override public VersionRange versions() { return VERSIONS; }

    @Override public VersionRange gameLogVersions() { return LOG_VERSIONS; }

    @Override
    protected MonitorWriter writer(boolean gameLog, Parameters parameters) {
        return new TextMonitorWriterV4(gameLog, parameters);
    }
}
