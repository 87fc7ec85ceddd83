package org.pitch.protocol.monitor;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.protocol.VersionRange;

/**
 * rcssserver 19's S-expression monitor protocol, versions 3 to 5 (a fractional version counts as
 * its whole part), and the text game logs 4 to 6, which rcssserver writes with the serializer of
 * the monitor version one below. See {@link TextMonitorWriter} for what is written and
 * {@link MonitorCommandParser} for the commands.
 */
@Component
public final class TextMonitorCodec implements MonitorCodec {
    private static final VersionRange VERSIONS = new VersionRange(3, 5);
    private static final VersionRange LOG_VERSIONS = new VersionRange(4, 6);
    private final MonitorCommandParser parser = new MonitorCommandParser();

    @Override public VersionRange versions() { return VERSIONS; }

    @Override public VersionRange gameLogVersions() { return LOG_VERSIONS; }

    @Override
    public MonitorWriter open(double version, Parameters parameters) {
        // rcssserver converts the version to int: 3.7 is 3, -1.5 is -1
        if (!VERSIONS.contains((int) version)) throw new IllegalArgumentException("no S-expression monitor protocol v" + version);
        return new TextMonitorWriter((int) version, false, parameters);
    }

    @Override
    public MonitorWriter openGameLog(double logVersion, Parameters parameters) {
        if (!LOG_VERSIONS.contains((int) logVersion)) throw new UnsupportedOperationException("no text game log version " + logVersion);
        return new TextMonitorWriter((int) logVersion - 1, true, parameters);
    }

    @Override
    public void decode(byte[] data, int length, double version, MonitorCommandSink out) {
        parser.parse(data, length, true, out);
    }
}
