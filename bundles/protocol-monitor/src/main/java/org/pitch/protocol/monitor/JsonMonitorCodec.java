package org.pitch.protocol.monitor;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.protocol.VersionRange;

/**
 * rcssserver 19's JSON monitor protocol, {@code (dispinit version -1)}, and its JSON game log
 * ({@code game_log_version -1}). The commands are the S-expression ones. See
 * {@link JsonMonitorWriter} for what is written.
 */
@Component
public final class JsonMonitorCodec implements MonitorCodec {
    /** rcssserver's number for JSON, as monitor version and as log version. */
    public static final int JSON = -1;
    private static final VersionRange VERSIONS = new VersionRange(JSON, JSON);
    private final MonitorCommandParser parser = new MonitorCommandParser();

    @Override public VersionRange versions() { return VERSIONS; }

    @Override public VersionRange gameLogVersions() { return VERSIONS; }

    @Override
    public MonitorWriter open(double version, Parameters parameters) {
        // rcssserver converts the version to int: 3.7 is 3, -1.5 is -1
        if (!VERSIONS.contains((int) version)) throw new IllegalArgumentException("no JSON monitor protocol v" + version);
        return new JsonMonitorWriter(false, parameters);
    }

    @Override
    public MonitorWriter openGameLog(double logVersion, Parameters parameters) {
        if (!VERSIONS.contains((int) logVersion)) throw new UnsupportedOperationException("no JSON game log version " + logVersion);
        return new JsonMonitorWriter(true, parameters);
    }

    @Override
    public void decode(byte[] data, int length, double version, MonitorCommandSink out) {
        parser.parse(data, length, true, out);
    }
}
