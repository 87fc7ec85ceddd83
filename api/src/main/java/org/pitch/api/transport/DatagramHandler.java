package org.pitch.api.transport;

import java.net.InetSocketAddress;
import java.nio.ByteBuffer;

/**
 * Receives datagrams, on the thread that {@linkplain Transport#await awaits} the transport. The
 * payload is only valid during the call: copy what is needed and return. {@code clientPort} is
 * {@code null} for a well-known port.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface DatagramHandler {
    void received(Port port, ClientPort clientPort, InetSocketAddress from, ByteBuffer payload);
}
