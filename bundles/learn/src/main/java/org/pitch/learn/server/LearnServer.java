package org.pitch.learn.server;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Serves learning clients on one listening socket (a Unix domain socket or loopback TCP): an
 * acceptor thread, and a thread per connection that reads its requests and steps its simulations.
 * No framework needed: the OSGi component and the tests both make one.
 */
public final class LearnServer implements AutoCloseable {
    private static final Logger LOG = System.getLogger("org.pitch.learn");

    private final ServerSocketChannel listener;
    private final String endpoint;
    private final Path socketFile;
    private final Object socketFileKey;
    private final Services services;
    private final SimCounter counter = new SimCounter();
    private final Set<Connection> connections = ConcurrentHashMap.newKeySet();
    private final Thread acceptor;
    private volatile boolean closing;

    private LearnServer(ServerSocketChannel listener, String endpoint, Path socketFile, Services services) {
        this.listener = listener;
        this.endpoint = endpoint;
        this.socketFile = socketFile;
        this.socketFileKey = socketFile == null ? null : fileKey(socketFile);
        this.services = services;
        acceptor = new Thread(this::accept, "pitch-learn-accept");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** Listens on the Unix domain socket {@code path} (a stale socket file there is replaced). */
    public static LearnServer unix(Path path, Services services) throws IOException {
        if (Files.exists(path, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(path)) {
            if (listening(path)) throw new IOException("cannot listen on the Unix socket " + path + ": another server is listening there");
            Files.delete(path); // a socket left by a server that died
        }
        ServerSocketChannel ch = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            ch.bind(UnixDomainSocketAddress.of(path));
        } catch (IOException e) {
            ch.close();
            throw new IOException("cannot listen on the Unix socket " + path + ": " + e.getMessage(), e);
        }
        return new LearnServer(ch, "unix:" + path, path, services);
    }

    private static boolean listening(Path path) {
        try (SocketChannel probe = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            probe.connect(UnixDomainSocketAddress.of(path));
            return true;
        } catch (IOException refused) {
            return false;
        }
    }

    /** Listens on the loopback address, {@code port} (0: any free port). */
    public static LearnServer tcp(int port, Services services) throws IOException {
        ServerSocketChannel ch = ServerSocketChannel.open(StandardProtocolFamily.INET);
        try {
            ch.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        } catch (IOException e) {
            ch.close();
            throw new IOException("cannot listen on loopback TCP port " + port + ": " + e.getMessage(), e);
        }
        int bound = ((InetSocketAddress) ch.getLocalAddress()).getPort();
        return new LearnServer(ch, "tcp:" + InetAddress.getLoopbackAddress().getHostAddress() + ":" + bound, null, services);
    }

    private static Object fileKey(Path p) {
        try {
            return Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
        } catch (IOException e) {
            return null;
        }
    }

    /** Where clients connect: {@code unix:/path} or {@code tcp:127.0.0.1:PORT} (the port really bound). */
    public String endpoint() { return endpoint; }

    /** Simulations open over all connections now. */
    public int openSimulations() { return counter.open(); }

    /** Connections being served now. */
    public int connections() { return connections.size(); }

    private void accept() {
        int n = 0;
        while (!closing) {
            SocketChannel ch;
            try {
                ch = listener.accept();
            } catch (ClosedChannelException e) {
                return;
            } catch (IOException e) {
                if (!closing) LOG.log(Level.WARNING, "learning server: accept failed: " + e.getMessage());
                continue;
            }
            if (socketFile == null) {
                try {
                    ch.socket().setTcpNoDelay(true); // a request waits for its answer: no Nagle delay
                } catch (IOException ignored) {
                    // stays with the default
                }
            }
            Connection[] self = new Connection[1];
            Connection c = new Connection(ch, new Requests(services, counter), () -> connections.remove(self[0]));
            self[0] = c;
            connections.add(c);
            Thread t = new Thread(c, "pitch-learn-connection-" + (++n));
            t.setDaemon(true);
            t.start();
            if (closing) c.shutdown();
        }
    }

    /** Stops listening and closes every connection (their threads free their simulations). */
    @Override
    public void close() {
        closing = true;
        try {
            listener.close();
        } catch (IOException ignored) {
            // closing anyway
        }
        for (Connection c : connections) c.shutdown();
        // only our own socket file: another server may have replaced it at the same path since
        if (socketFile != null && socketFileKey != null && socketFileKey.equals(fileKey(socketFile))) {
            try {
                Files.deleteIfExists(socketFile);
            } catch (IOException ignored) {
                // left behind; the next server replaces it
            }
        }
        try {
            acceptor.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
