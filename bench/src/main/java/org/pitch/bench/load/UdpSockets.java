package org.pitch.bench.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The kernel's table of UDP sockets (Linux {@code /proc/net/udp} and {@code udp6}): is a local port bound. */
public final class UdpSockets {
    private static final List<Path> TABLES = List.of(Path.of("/proc/net/udp"), Path.of("/proc/net/udp6"));

    private UdpSockets() {}

    /** True when some socket of this machine is bound to the local UDP port. */
    public static boolean bound(int port) {
        String suffix = String.format(":%04X ", port);
        for (Path table : TABLES) {
            try {
                for (String line : Files.readAllLines(table)) {
                    // "  sl  local_address rem_address   st ...": the local address is the second field
                    String[] f = line.trim().split("\\s+", 3);
                    if (f.length > 2 && (f[1] + " ").endsWith(suffix)) return true;
                }
            } catch (IOException e) {
                // no such table (no IPv6): the other one tells
            }
        }
        return false;
    }
}
