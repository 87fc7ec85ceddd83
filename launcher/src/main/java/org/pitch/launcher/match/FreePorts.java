package org.pitch.launcher.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Consecutive UDP ports free now on a host, for a match's player, trainer and online coach
 * ports, so that many matches can share a machine. They are taken below the kernel's ephemeral
 * range ({@code /proc/sys/net/ipv4/ip_local_port_range}): between the look and the server's bind
 * the clients of the matches beside this one open sockets on ephemeral ports, and one of them
 * could otherwise take a port this match was given. Only another match's server choosing the
 * same ports in the same seconds can still make a match fail with its server's bind error.
 */
public final class FreePorts {
    static final int FROM = 20_000, TO = 60_000;
    private static final int ATTEMPTS = 200;
    private static final Path EPHEMERAL = Path.of("/proc/sys/net/ipv4/ip_local_port_range");

    private FreePorts() {}

    /** The first of {@code n} consecutive ports none of which is bound on {@code host}. */
    public static int consecutive(String host, int n) throws IOException {
        InetAddress address = InetAddress.getByName(host);
        int[] range = range(ephemeralRange(), n);
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            int first = ThreadLocalRandom.current().nextInt(range[0], range[1]);
            if (allFree(address, first, n)) return first;
        }
        throw new IOException("no " + n + " consecutive free udp ports on " + host + " after " + ATTEMPTS + " attempts");
    }

    /**
     * The first ports {@code [from, to)} to draw from: {@link #FROM} up to the ephemeral range's
     * start, or from its end up to {@link #TO} when that leaves more; the whole span when the
     * ephemeral range is unknown ({@code null}) or covers it.
     */
    static int[] range(int[] ephemeral, int n) {
        int below = ephemeral == null ? 0 : Math.min(TO, ephemeral[0]) - n - FROM;
        int above = ephemeral == null ? 0 : TO - n - Math.max(FROM, ephemeral[1] + 1);
        if (below <= 0 && above <= 0) return new int[] {FROM, TO - n};
        return below >= above ? new int[] {FROM, FROM + below} : new int[] {TO - n - above, TO - n};
    }

    /** The kernel's ephemeral port range {low, high}, or null where it cannot be read. */
    static int[] ephemeralRange() {
        // a line read, not Files.readString: that trusts the size /proc reports and returns a part
        try (BufferedReader in = Files.newBufferedReader(EPHEMERAL)) {
            String line = in.readLine();
            return line == null ? null : parseRange(line);
        } catch (IOException | RuntimeException notLinux) {
            return null;
        }
    }

    /** {@code "32768\t60999"} as {32768, 60999}; null for anything else. */
    static int[] parseRange(String text) {
        String[] f = text.trim().split("\\s+");
        if (f.length != 2) return null;
        try {
            int low = Integer.parseInt(f[0]), high = Integer.parseInt(f[1]);
            return low <= high ? new int[] {low, high} : null;
        } catch (NumberFormatException e) {
            return null;
        }
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
