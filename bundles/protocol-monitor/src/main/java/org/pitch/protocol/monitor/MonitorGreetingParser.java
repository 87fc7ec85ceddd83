package org.pitch.protocol.monitor;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.transport.Port;

/**
 * Recognises a monitor on the player port as rcssserver 19 does: a datagram beginning with
 * {@code (dispinit)} is a monitor of version 1; one that reads as {@code ( dispinit version V )}
 * (white space allowed around the parenthesis and the words, anything allowed after the number)
 * is one of version V, any number C's {@code %lf} reads, {@code -1} asking for JSON. The kernel
 * then decides: too many monitors ({@code no_more_monitor}) or no codec for the version
 * ({@code illegal_client_version}, as for {@code (dispinit version 99)}).
 *
 * <p>Anything else beginning with {@code (dispinit} ({@code (dispinit foo)},
 * {@code (dispinit version)}) is no monitor: rcssserver hands it to the player parser, which
 * answers {@code unknown_command}, and so does this parser. Other datagrams are not its own.
 */
@Component
public final class MonitorGreetingParser implements GreetingParser {
    /** What a datagram of version 1 begins with. */
    static final String VERSION_1 = "(dispinit)";
    static final String UNKNOWN_COMMAND = "unknown_command";

    @Override
    public Greeting parse(Port port, byte[] data, int length) {
        if (port != Port.PLAYER) return null;
        CScan scan = new CScan(data, length);
        if (scan.startsWith(VERSION_1)) return new Greeting.MonitorInit(1);
        double version = scan.literal(" ( dispinit version").real();
        if (scan.ok()) return new Greeting.MonitorInit(version);
        // not a monitor; rcssserver's player parser refuses it, and anything starting like a monitor is ours to refuse
        return new CScan(data, length).literal(" ( dispinit").ok() ? new Greeting.Refused(UNKNOWN_COMMAND) : null;
    }
}
