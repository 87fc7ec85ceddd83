package org.pitch.protocol.monitor;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.transport.Port;
import org.pitch.wire.Scanf;

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
    private static final Scanf VERSION = Scanf.compile(" ( dispinit version %lf");
    /** Only to see whether the text starts like a monitor's: {@code %n} is set once the words matched. */
    private static final Scanf DISPINIT = Scanf.compile(" ( dispinit%n");

    @Override
    public Greeting parse(Port port, byte[] data, int length) {
        if (port != Port.PLAYER) return null;
        String text = Scanf.cString(data, length);
        if (text.startsWith(VERSION_1)) return new Greeting.MonitorInit(1);
        Scanf.Result version = VERSION.scan(text);
        if (version.count() == 1) return new Greeting.MonitorInit(version.real(0));
        // not a monitor; rcssserver's player parser refuses it, and anything starting like a monitor is ours to refuse
        return DISPINIT.scan(text).consumed(0) >= 0 ? new Greeting.Refused(UNKNOWN_COMMAND) : null;
    }
}
