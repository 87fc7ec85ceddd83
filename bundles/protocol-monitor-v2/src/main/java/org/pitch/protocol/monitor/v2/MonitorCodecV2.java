package org.pitch.protocol.monitor.v2;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.monitor.MonitorCodecV1;

/**
 * rcssserver 19's monitor protocol 2, {@code (dispinit version 2)}: the parameter structs as
 * greeting and {@code dispinfo_t2} datagrams ({@link Dispinfo2Writer}); and binary game log 3
 * ({@link ShortShowLogWriter}). From this version a datagram without a final NUL is warned about
 * and a connected monitor is held to its own port.
 */
@Component(service = MonitorCodec.class)
public class MonitorCodecV2 extends MonitorCodecV1 {
    private static final VersionRange VERSIONS = new VersionRange(2, 2);
    private static final VersionRange LOG_VERSIONS = new VersionRange(3, 3);

    @Override public VersionRange versions() { return VERSIONS; }

    @Override public VersionRange gameLogVersions() { return LOG_VERSIONS; }

    @Override protected boolean warnsUnterminated() { return true; }

    @Override
    public MonitorWriter open(double version, Parameters parameters) {
        return new Dispinfo2Writer(parameters);
    }

    @Override
    public MonitorWriter openGameLog(double logVersion, Parameters parameters) {
        return new ShortShowLogWriter(parameters);
    }
}
