package org.pitch.protocol.monitor.json;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.monitor.v2.MonitorCodecV2;

/**
 * rcssserver 19's JSON monitor protocol, {@code (dispinit version -1)}, and its JSON game log
 * ({@code game_log_version -1}); see {@link JsonMonitorWriter} for what is written. A branch of
 * its own beside the numbered versions: it keeps what every monitor from version 2 on has, the
 * S-expression commands with the warning of an unterminated datagram and its own port. Pitch adds
 * one command, {@code (disptiming on|off)}, for the players' live timing (docs/competitions.md).
 */
@Component(service = MonitorCodec.class)
public class JsonMonitorCodec extends MonitorCodecV2 {
    /** rcssserver's number for JSON, as monitor version and as log version. */
    public static final int JSON = -1;
    /** Pitch's addition: the players' live timing on ({@link JsonMonitorWriter#timing}) or off. */
    static final String TIMING_ON = "(disptiming on)", TIMING_OFF = "(disptiming off)";
    private static final VersionRange VERSIONS = new VersionRange(JSON, JSON);

    @Override public VersionRange versions() { return VERSIONS; }

    @Override public VersionRange gameLogVersions() { return VERSIONS; }

    @Override public String describe(double version) { return "json"; }

    /** {@code (disptiming on|off)}, exactly; any other form gets rcssserver's {@code (error illegal_command_form)}. */
    @Override
    protected boolean decodeOwn(String command, MonitorCommandSink out) {
        boolean on = command.equals(TIMING_ON);
        if (!on && !command.equals(TIMING_OFF)) return false;
        out.timing(on);
        return true;
    }

    @Override
    public MonitorWriter open(double version, Parameters parameters) {
        return new JsonMonitorWriter(false, parameters);
    }

    @Override
    public MonitorWriter openGameLog(double logVersion, Parameters parameters) {
        return new JsonMonitorWriter(true, parameters);
    }
}
