package org.pitch.api.transport;

import java.io.IOException;
import java.net.InetSocketAddress;

import org.pitch.api.protocol.MessageOut;

/**
 * Moves datagrams between clients and the kernel. The kernel opens it once with the well-known
 * ports and a handler; received datagrams go to the handler on the transport's own threads (the
 * handler only enqueues). Messages written through {@link MessageOut} are queued and leave on
 * {@link #flush()}, which the kernel calls once per cycle so sends can be batched.
 */
public interface Transport {
    /** Binds the well-known ports and starts delivering datagrams; returns the ports actually bound. */
    Binding open(Binding requested, DatagramHandler handler) throws IOException;

    /** A reply from a well-known port, e.g. an error to a bad {@code init}. */
    MessageOut replyFrom(Port port, InetSocketAddress to);

    /** Binds a new port for one client: after {@code init}, the client talks to that port only. */
    ClientPort openClientPort(InetSocketAddress client) throws IOException;

    /** Sends everything queued since the last flush. */
    void flush();

    /** Unbinds every port; pending messages are flushed first. */
    void close();
}
