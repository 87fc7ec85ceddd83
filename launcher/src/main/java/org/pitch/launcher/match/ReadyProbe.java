package org.pitch.launcher.match;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/**
 * Whether a server listens on its player port yet: a datagram that is no greeting gets
 * {@code (error unknown_command)} from rcssserver and Pitch alike and changes nothing. This does
 * not depend on the server's output, which may come in blocks.
 */
final class ReadyProbe {
    private static final byte[] PROBE = "(ready?)\0".getBytes(StandardCharsets.US_ASCII);

    private ReadyProbe() {}

    /** Probes every 100 ms until an answer, the server's end, or the timeout. */
    static boolean await(Process server, String host, int port, long timeoutMs) throws IOException, InterruptedException {
        long end = System.currentTimeMillis() + timeoutMs;
        InetSocketAddress to = new InetSocketAddress(host, port);
        try (DatagramSocket s = new DatagramSocket()) {
            s.setSoTimeout(100);
            byte[] buf = new byte[256];
            while (System.currentTimeMillis() < end && server.isAlive()) {
                s.send(new DatagramPacket(PROBE, PROBE.length, to));
                try {
                    s.receive(new DatagramPacket(buf, buf.length));
                    return true;
                } catch (SocketTimeoutException e) {
                    // nothing yet
                } catch (java.net.PortUnreachableException e) {
                    Thread.sleep(100); // not bound yet
                }
            }
        }
        return false;
    }
}
