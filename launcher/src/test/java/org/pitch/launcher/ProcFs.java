package org.pitch.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/** What Linux's /proc tells of a process. */
final class ProcFs {
    private ProcFs() { }

    /** Resident memory of a running process, from /proc/PID/status (Linux). */
    static long vmRssKb(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
            if (line.startsWith("VmRSS:")) return Long.parseLong(line.replaceAll("\\D", ""));
        }
        return -1;
    }

    /** Local UDP ports of the sockets a process holds: its /proc/PID/fd inodes matched in /proc/net/udp{,6}. */
    static Set<Integer> udpPortsOf(long pid) {
        Set<String> inodes = new HashSet<>();
        try (Stream<Path> fds = Files.list(Path.of("/proc", Long.toString(pid), "fd"))) {
            for (Path fd : (Iterable<Path>) fds::iterator) {
                try {
                    String link = Files.readSymbolicLink(fd).toString();
                    if (link.startsWith("socket:[")) inodes.add(link.substring(8, link.length() - 1));
                } catch (IOException gone) {
                    // the descriptor was closed meanwhile
                }
            }
        } catch (IOException processGone) {
            return Set.of();
        }
        Set<Integer> ports = new HashSet<>();
        for (String table : new String[] {"/proc/net/udp", "/proc/net/udp6"}) {
            try {
                List<String> lines = Files.readAllLines(Path.of(table));
                for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
                    String[] f = line.trim().split("\\s+");
                    if (f.length > 9 && inodes.contains(f[9])) {
                        String local = f[1];
                        ports.add(Integer.parseInt(local.substring(local.indexOf(':') + 1), 16));
                    }
                }
            } catch (IOException noIpv6) {
                // a kernel without IPv6 has no udp6 table
            }
        }
        return ports;
    }
}
