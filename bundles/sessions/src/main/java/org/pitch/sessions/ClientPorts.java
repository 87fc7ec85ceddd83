package org.pitch.sessions;

import org.pitch.kernel.Inbox;
import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;

import org.pitch.api.protocol.ConnectError;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.Transport;

/** What the admissions of players and coaches do alike with a greeting's sender: refuse it, or give it a port. */
final class ClientPorts {
    private static final Logger LOG = System.getLogger("org.pitch.sessions");

    private ClientPorts() {}

    /** A refusal before any codec serves the client ({@link ConnectError#text}), from the port it wrote to. */
    static void refuse(Transport transport, Inbox.Datagram d, String error) {
        transport.replyFrom(d.port(), d.from()).text(error).send();
    }

    /** A port of the client's own, or {@code null} (logged) when the transport cannot open one. */
    static ClientPort open(Transport transport, Inbox.Datagram d) {
        try {
            return transport.openClientPort(d.from());
        } catch (IOException e) {
            LOG.log(Level.ERROR, "cannot open a port for " + d.from() + ": " + e.getMessage());
            return null;
        }
    }
}
