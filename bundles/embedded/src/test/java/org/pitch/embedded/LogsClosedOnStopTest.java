package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.transport.Binding;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.DatagramHandler;
import org.pitch.api.transport.Port;
import org.pitch.api.transport.Transport;
import org.pitch.kernel.Kernel;
import org.pitch.transport.udp.UdpTransport;

/**
 * Stopping the server (what SIGTERM does) closes the match: the game log gets its result record
 * and its final name, as when a match ends by itself, although stop() interrupts the simulation
 * thread that closes it.
 */
class LogsClosedOnStopTest {
    /** The logs renamed, and the players' timing the game log recorder writes beside its log once it has its name. */
    private static final List<String> CLOSED = List.of("null-vs-null.rcg", "null-vs-null.rcl", "null-vs-null.timing.csv",
            "null-vs-null.timing.json");
    @TempDir
    Path dir;

    @Test
    void stopWritesTheResultAndRenamesTheGameLog() throws Exception {
        Kernel k = Pitch.builder().args("server::port=0", "server::coach_port=0", "server::olcoach_port=0",
                "pitch.bind=127.0.0.1", "server::game_log_dir=" + dir, "server::text_log_dir=" + dir,
                "server::game_log_dated=false", "server::text_log_dated=false").build().start();
        long end = System.currentTimeMillis() + 5000;
        while (!k.running() && System.currentTimeMillis() < end) Thread.sleep(5);
        assertTrue(k.running(), k.problem());
        ServerCycles.await(k, 3); // the match has started, its logs are open and written to
        assertTrue(Files.exists(dir.resolve("incomplete.rcg")), "the game log is open");
        k.stop();
        // the logs close on the simulation thread, which stop() waits for two seconds; a busy disk
        // can make them finish later: the writer is given the 60 s LogFile.close itself waits. Both
        // logs are renamed one after the other, then the timing is written: the listing is read once all are there
        List<String> names;
        long closing = System.currentTimeMillis() + 60_000;
        do {
            try (Stream<Path> s = Files.list(dir)) {
                names = s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
            }
        } while (!names.containsAll(CLOSED) && System.currentTimeMillis() < closing && sleep());
        assertEquals(CLOSED, names, () -> "kernel " + k.state() + "; threads:\n" + threads());
        List<String> lines = Files.readAllLines(dir.resolve("null-vs-null.rcg"));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("(msg 0 1 \"(result ")), "the result record: " + lines.get(lines.size() - 1));
    }

    /**
     * Netty's event loop clears the thread's interrupt when its selector returns early; the
     * transport here does the same after every wait. The stop must end the match all the same
     * (a loop that relied on the interrupt would run on for ever, in one CI run in many).
     */
    @Test
    void stopEndsTheMatchThoughTheTransportClearsTheInterrupt() throws Exception {
        Kernel k = Pitch.builder().args("server::port=0", "server::coach_port=0", "server::olcoach_port=0",
                "pitch.bind=127.0.0.1", "server::game_log_dir=" + dir, "server::text_log_dir=" + dir,
                "server::game_log_dated=false", "server::text_log_dated=false").build().start(new InterruptClearing());
        long end = System.currentTimeMillis() + 5000;
        while (!k.running() && System.currentTimeMillis() < end) Thread.sleep(5);
        assertTrue(k.running(), k.problem());
        ServerCycles.await(k, 3); // the match has started: its logs are open
        k.stop();
        end = System.currentTimeMillis() + 60_000; // as above: only a hang, not a busy disk, takes this long
        while (k.running() && System.currentTimeMillis() < end) Thread.sleep(10);
        assertEquals(Kernel.State.STOPPED, k.state(), () -> "threads:\n" + threads());
        assertTrue(Files.exists(dir.resolve("null-vs-null.rcg")), "the logs were closed");
    }

    /** The real transport, clearing the thread's interrupt after each wait as Netty's event loop may. */
    static final class InterruptClearing implements Transport {
        private final UdpTransport udp = new UdpTransport();

        @Override
        public Binding open(Binding requested, DatagramHandler handler)
                throws IOException {
            return udp.open(requested, handler);
        }

        @Override
        public MessageOut replyFrom(Port port, InetSocketAddress to) {
            return udp.replyFrom(port, to);
        }

        @Override
        public ClientPort openClientPort(InetSocketAddress client) throws IOException {
            return udp.openClientPort(client);
        }

        @Override public void flush() { udp.flush(); }

        @Override
        public void await(long nanos) {
            udp.await(nanos);
            Thread.interrupted();
        }

        @Override public void wakeup() { udp.wakeup(); }
        @Override public void close() { udp.close(); }
    }

    /** What every thread was doing, for a failure that would otherwise not say why the logs stayed open. */
    private static String threads() {
        StringBuilder sb = new StringBuilder();
        Thread.getAllStackTraces().forEach((t, stack) -> {
            sb.append(t.getName()).append(' ').append(t.getState()).append('\n');
            for (int i = 0; i < Math.min(12, stack.length); i++) sb.append("    at ").append(stack[i]).append('\n');
        });
        return sb.toString();
    }

    private static boolean sleep() throws InterruptedException {
        Thread.sleep(50);
        return true;
    }
}
