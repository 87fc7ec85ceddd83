package org.pitch.api.transport;

import java.io.IOException;
import java.net.InetSocketAddress;

import org.pitch.api.protocol.MessageOut;

/**
 * Moves datagrams between clients and the kernel, on the kernel's own thread, as rcssserver does
 * on its one thread: the kernel opens it once with the well-known ports and a handler; datagrams
 * are read and handed to the handler while the kernel {@linkplain #await waits}; messages written
 * through {@link MessageOut} are queued and leave on {@link #flush()}, which the kernel calls after
 * each duty. With no thread of its own to hand work to or wake, a cycle's messages leave the moment
 * the simulation has them.
 */
@org.osgi.annotation.versioning.ProviderType
public interface Transport {
    /**
     * Makes the thread that will open, await, flush and close this transport: the kernel's
     * simulation thread. A transport whose library pools its per-datagram objects only for threads
     * of its own kind makes one of those, so that the tick path allocates nothing per datagram;
     * by default a plain thread.
     */
    default Thread newOwnerThread(Runnable run, String name) {
        return new Thread(run, name);
    }

    /** Binds the well-known ports and starts delivering datagrams; returns the ports actually bound. */
    Binding open(Binding requested, DatagramHandler handler) throws IOException;

    /** A reply from a well-known port, e.g. an error to a bad {@code init}. */
    MessageOut replyFrom(Port port, InetSocketAddress to);

    /** Binds a new port for one client: after {@code init}, the client talks to that port only. */
    ClientPort openClientPort(InetSocketAddress client) throws IOException;

    /** Sends everything queued since the last flush, on the calling thread. */
    void flush();

    /**
     * Waits up to {@code nanos} for datagrams and hands those that came to the handler, on the
     * calling thread; returns once some were handled, the time is up or {@link #wakeup()} was
     * called; with {@code nanos <= 0} only what has come already. The thread that opened the
     * transport is the one that awaits, flushes and closes it.
     */
    void await(long nanos);

    /** Makes a thread waiting in {@link #await} return now; any thread may call it (to stop the kernel). */
    void wakeup();

    /** Unbinds every port; pending messages are flushed first. */
    void close();
}
