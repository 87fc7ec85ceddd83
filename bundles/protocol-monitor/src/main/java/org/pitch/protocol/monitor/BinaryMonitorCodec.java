package org.pitch.protocol.monitor;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.monitor.BinaryMonitorWriter.Layout;

/**
 * rcssserver 19's binary monitor protocol, {@code (dispinit)} (version 1) and {@code (dispinit
 * version 2)}, and its binary game logs 1 to 3. The commands are the S-expression ones (a version
 * 1 monitor is not warned about a missing NUL). See {@link BinaryMonitorWriter} for what is
 * written.
 */
@Component
public final class BinaryMonitorCodec implements MonitorCodec {
    private static final VersionRange VERSIONS = new VersionRange(1, 2);
    private static final VersionRange LOG_VERSIONS = new VersionRange(1, 3);
    private final MonitorCommandParser parser = new MonitorCommandParser();

    @Override public VersionRange versions() { return VERSIONS; }

    /** Version 2 is held to its own port; version 1 may keep using the well-known one. */
    @Override public boolean holdsToOwnPort(double version) { return version >= 2; }

    @Override public VersionRange gameLogVersions() { return LOG_VERSIONS; }

    @Override
    public MonitorWriter open(double version, Parameters parameters) {
        // rcssserver converts the version to int: 1.5 is 1
        return switch ((int) version) {
            case 1 -> new BinaryMonitorWriter(Layout.MONITOR_V1, parameters);
            case 2 -> new BinaryMonitorWriter(Layout.MONITOR_V2, parameters);
            default -> throw new IllegalArgumentException("no binary monitor protocol v" + version);
        };
    }

    @Override
    public MonitorWriter openGameLog(double logVersion, Parameters parameters) {
        return switch ((int) logVersion) {
            case 1 -> new BinaryMonitorWriter(Layout.LOG_V1, parameters);
            case 2 -> new BinaryMonitorWriter(Layout.LOG_V2, parameters);
            case 3 -> new BinaryMonitorWriter(Layout.LOG_V3, parameters);
            default -> throw new UnsupportedOperationException("no binary game log version " + logVersion);
        };
    }

    @Override
    public void decode(byte[] data, int length, double version, MonitorCommandSink out) {
        parser.parse(data, length, version >= 2, out); // version 1 monitors were never warned
    }
}
