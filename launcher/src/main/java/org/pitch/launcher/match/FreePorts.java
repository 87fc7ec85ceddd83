package org.pitch.launcher.match;

import java.io.IOException;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketException;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Consecutive UDP ports free now on a host, for a match's player, trainer and online coach
 * ports, so that many matches can share a machine. They are free when looked at; a process that
 * takes one before the server binds it makes that match fail with the server's bind error.
 */
final class FreePorts {
    private static final int FROM = 20_000, TO = 60_000, ATTEMPTS = 200;

    private FreePorts() {}

    /** The first of {@code n} consecutive ports none of which is bound on {@code host}. */
    static int consecutive(String host, int n) throws IOException {
        InetAddress address = InetAddress.getByName(host);
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            int first = ThreadLocalRandom.current().nextInt(FROM, TO - n);
            if (allFree(address, first, n)) return first;
        }
        throw new IOException("no " + n + " consecutive free udp ports on " + host + " after " + ATTEMPTS + " attempts");
    }

    private static boolean allFree(InetAddress address, int first, int n) {
        DatagramSocket[] held = new DatagramSocket[n];
        try {
            for (int i = 0; i < n; i++) held[i] = new DatagramSocket(new InetSocketAddress(address, first + i));
            return true;
        } catch (SocketException taken) {
            return false;
        } finally {
            for (DatagramSocket s : held) if (s != null) s.close();
        }
    }
}
