package org.pitch.bench.load;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.StandardProtocolFamily;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How much an rcssserver-compatible server sends back for greetings nobody verified: what a flood
 * with forged source addresses would aim at a victim. Each greeting comes from its own socket on
 * loopback (as forged sources would), at a fixed rate; every reply to any of them counts. Servers
 * run one after another on the same port, each started fresh.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar org.pitch.bench.load.GreetingFlood \
 *     --server "rcss=RCSS_CONF_DIR=/opt/rcssconf /opt/rcss/bin/rcssserver" \
 *     --server "pitch=launcher/pitch" [--greeting "(dispinit version 3)"] [--count 3000] [--rate 1000]
 * </pre>
 */
public final class GreetingFlood {
    private GreetingFlood() {}

    public static void main(String[] argv) throws Exception {
        Map<String, String> servers = new LinkedHashMap<>();
        List<String> greetings = new ArrayList<>();
        int count = 3000, rate = 1000, port = 17000;
        for (int i = 0; i < argv.length; i++) {
            String a = argv[i];
            String v = i + 1 < argv.length ? argv[++i] : null;
            if (v == null) { System.err.println("GreetingFlood: " + a + " wants a value"); System.exit(2); }
            switch (a) {
                case "--server" -> servers.put(v.substring(0, v.indexOf('=')), v.substring(v.indexOf('=') + 1));
                case "--greeting" -> greetings.add(v);
                case "--count" -> count = Integer.parseInt(v);
                case "--rate" -> rate = Integer.parseInt(v);
                case "--port" -> port = Integer.parseInt(v);
                default -> { System.err.println("GreetingFlood: unknown option " + a); System.exit(2); }
            }
        }
        if (greetings.isEmpty()) greetings = List.of("(dispinit version 3)", "(init Flood (version 19))");
        System.out.println("| server | greeting | sent | answered | bytes in | bytes out | out / in |");
        System.out.println("| --- | --- | --- | --- | --- | --- | --- |");
        for (String greeting : greetings) {
            for (Map.Entry<String, String> s : servers.entrySet()) {
                long[] r = flood(s.getValue(), port, greeting, count, rate, Path.of("bench", "target", "flood", s.getKey()));
                System.out.printf(Locale.ROOT, "| %s | `%s` | %d | %d | %d | %d | %.1f |%n", s.getKey(), greeting, count, r[0], r[1], r[2],
                        (double) r[2] / r[1]);
            }
        }
    }

    /** Answered greetings, bytes sent, bytes received. */
    private static long[] flood(String command, int port, String greeting, int count, int rate, Path folder) throws Exception {
        List<String> args = List.of("server::port=" + port, "server::coach_port=" + (port + 1), "server::olcoach_port=" + (port + 2),
                "server::game_logging=false", "server::text_logging=false");
        byte[] g = (greeting + "\0").getBytes(StandardCharsets.ISO_8859_1);
        InetSocketAddress server = new InetSocketAddress("127.0.0.1", port);
        RECEIVED.clear();
        try (ServerProcess p = ServerProcess.start(command, args, folder)) {
            awaitListening(p, server);
            List<DatagramChannel> sockets = new ArrayList<>(count);
            long bytesIn = 0;
            long start = System.nanoTime();
            try {
                for (int i = 0; i < count; i++) {
                    long due = start + i * 1_000_000_000L / rate;
                    while (System.nanoTime() < due) Thread.onSpinWait();
                    DatagramChannel c = DatagramChannel.open(StandardProtocolFamily.INET).bind(new InetSocketAddress("127.0.0.1", 0));
                    c.configureBlocking(false);
                    c.setOption(java.net.StandardSocketOptions.SO_RCVBUF, 1 << 20);
                    sockets.add(c);
                    bytesIn += c.send(ByteBuffer.wrap(g), server);
                    if (i % 64 == 0) drain(sockets, null);
                }
                long[] out = new long[2];
                long end = System.nanoTime() + 1_000_000_000L; // a second for the last replies
                while (System.nanoTime() < end) {
                    drain(sockets, out);
                    Thread.sleep(20);
                }
                return new long[] {out[0], bytesIn, out[1]};
            } finally {
                for (DatagramChannel c : sockets) c.close();
            }
        }
    }

    private static final ByteBuffer BUFFER = ByteBuffer.allocate(65536);
    /** Per socket: whether it was answered and what it received, kept across drains. */
    private static final Map<DatagramChannel, long[]> RECEIVED = new java.util.HashMap<>();

    /** Reads what every socket got; with {@code out}, totals answered sockets and bytes into it. */
    private static void drain(List<DatagramChannel> sockets, long[] out) throws IOException {
        for (DatagramChannel c : sockets) {
            long[] r = RECEIVED.computeIfAbsent(c, k -> new long[1]);
            while (true) {
                BUFFER.clear();
                if (c.receive(BUFFER) == null) break;
                r[0] += BUFFER.position();
            }
        }
        if (out != null) {
            out[0] = 0;
            out[1] = 0;
            for (DatagramChannel c : sockets) {
                long got = RECEIVED.get(c)[0];
                if (got > 0) out[0]++;
                out[1] += got;
            }
        }
    }

    private static void awaitListening(ServerProcess p, InetSocketAddress server) throws Exception {
        try (DatagramChannel probe = DatagramChannel.open().bind(new InetSocketAddress("127.0.0.1", 0))) {
            probe.configureBlocking(false);
            long deadline = System.nanoTime() + 30_000_000_000L;
            while (System.nanoTime() < deadline) {
                if (!p.alive()) throw new IOException("the server exited at start");
                probe.send(ByteBuffer.wrap("(ready?)\0".getBytes(StandardCharsets.ISO_8859_1)), server);
                Thread.sleep(20);
                BUFFER.clear();
                if (probe.receive(BUFFER) != null) return;
            }
            throw new IOException("no answer on " + server);
        }
    }
}
