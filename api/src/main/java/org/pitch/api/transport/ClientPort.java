package org.pitch.api.transport;

import java.net.InetSocketAddress;

import org.pitch.api.protocol.MessageOut;

/** A port dedicated to one client; datagrams from any other address are dropped by the transport. */
@org.osgi.annotation.versioning.ProviderType
public interface ClientPort {
    int localPort();

    InetSocketAddress client();

    /** Starts a message to the client. */
    MessageOut message();

    /** zlib level for messages from now on, 0..9, or -1 for none. */
    void compression(int level);

    void close();
}
