package org.pitch.api.protocol;

import org.pitch.api.transport.Port;

/**
 * Reads the first datagram of a client on a well-known port. One service per family of clients
 * (players, monitors, coaches); each returns {@code null} for a datagram that is not its own, so
 * the kernel can ask them in turn. Stateless.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface GreetingParser {
    Greeting parse(Port port, byte[] data, int length);
}
