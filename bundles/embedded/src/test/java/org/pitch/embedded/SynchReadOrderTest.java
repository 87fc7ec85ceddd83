package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Dash;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.transport.Binding;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.DatagramHandler;
import org.pitch.api.transport.Port;
import org.pitch.api.transport.Transport;
import org.pitch.api.world.Player;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;
import org.pitch.transport.udp.UdpTransport;

/**
 * Synch mode: commands read in one read of the network, or in one read pass, go in a random
 * order, as rcssserver's wait for the {@code (done)}s reads its clients in a new random order every
 * turn; commands of different passes keep their order. Two players answer every {@code (think)} with a dash, the left one always
 * first; the transport reads only once both have answered (the test tells it so), so both come in
 * one read however the machine schedules the sends: over 40 cycles the right player's dash runs
 * first in some (run in the order they came, it never would).
 */
class SynchReadOrderTest {
    /**
     * The real transport, whose waits end only when the test has sent both players' answers (or
     * when the wait's time is up), so that the answers are read together.
     */
    static final class LateReader implements Transport {
        private final UdpTransport udp = new UdpTransport();
        /** A permit for every pair of answers sent. */
        final Semaphore answersSent = new Semaphore(0);

        @Override public Binding open(Binding requested, DatagramHandler handler) throws IOException { return udp.open(requested, handler); }
        @Override public MessageOut replyFrom(Port port, InetSocketAddress to) { return udp.replyFrom(port, to); }
        @Override public ClientPort openClientPort(InetSocketAddress client) throws IOException { return udp.openClientPort(client); }
        @Override public void flush() { udp.flush(); }

        @Override
        public void await(long nanos) {
            try {
                answersSent.tryAcquire(nanos, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            udp.await(0);
        }

        @Override public void wakeup() { udp.wakeup(); }
        @Override public void close() { udp.close(); }
    }

    /** A dash model that only notes who dashed, in the order the cycle runs the commands. */
    static final class DashOrder implements ActionModel<Dash> {
        final List<String> order = Collections.synchronizedList(new ArrayList<>());

        @Override public CommandKind kind() { return CommandKind.DASH; }

        @Override
        public boolean apply(SimulationContext context, Player player, Dash command) {
            order.add(player.side().wire() + ":" + context.world().time());
            return true;
        }
    }

    @Test
    void answersReadTogetherRunInARandomOrder() throws Exception {
        LateReader transport = new LateReader();
        int[] counts = playDashes(transport, null, (left, right) -> {
            left.send("(dash 10)(done)");
            right.send("(dash 10)(done)");
            transport.answersSent.release(); // both are in the server's sockets: it may read
        });
        assertTrue(counts[1] >= 30, "cycles with both dashes: " + counts[1]);
        assertTrue(counts[0] >= 5 && counts[0] <= counts[1] - 5,
                "the right player's dash ran first in " + counts[0] + " of " + counts[1] + " cycles");
    }

    /**
     * rcssserver's wait for the {@code (done)}s reads its clients in passes, one every {@code
     * synch_micro_sleep} (55-120 us on Linux): answers that came within one pass run in a random
     * order, even when the server read them apart. Over the real transport, which reads each
     * datagram as it comes, with a pass of a second ({@code pitch.synch_read_pass_us}): the two
     * answers, sent 2 ms apart (the left one read by then on a quiet machine), share a pass unless
     * the machine stalls for a second. (With each read a pass of its own, the right player's dash
     * ran first in 1 of 40 cycles on a busy machine.)
     */
    @Test
    void answersWithinOneReadPassRunInARandomOrder() throws Exception {
        int[] counts = playDashes(new UdpTransport(), "1000000", (left, right) -> {
            left.send("(dash 10)(done)");
            Thread.sleep(2);
            right.send("(dash 10)(done)");
        });
        assertTrue(counts[1] >= 30, "cycles with both dashes: " + counts[1]);
        assertTrue(counts[0] >= 5 && counts[0] <= counts[1] - 5,
                "the right player's dash ran first in " + counts[0] + " of " + counts[1] + " cycles");
    }

    /**
     * Answers of different passes keep their order: with passes of a microsecond, the right
     * player answers only once the left one's answer was read (its sense_body came back).
     */
    @Test
    void answersOfDifferentPassesKeepTheirOrder() throws Exception {
        int[] counts = playDashes(new UdpTransport(), "1", (left, right) -> {
            left.send("(dash 10)(sense_body)");
            left.receiveUntil(m -> m.startsWith("(sense_body "));
            left.send("(done)");
            right.send("(dash 10)(done)");
        });
        assertTrue(counts[1] >= 30, "cycles with both dashes: " + counts[1]);
        assertEquals(0, counts[0], "the right player's dash ran first in " + counts[0] + " of " + counts[1] + " cycles");
    }

    /** What the two players send in answer to a think, the left one first. */
    private interface Answers {
        void send(UdpClient left, UdpClient right) throws Exception;
    }

    /**
     * 40 cycles of both players dashing over {@code transport}, with passes of {@code passMicros}
     * (null: the default): {right first, cycles with both}.
     */
    private static int[] playDashes(Transport transport, String passMicros, Answers answers) throws Exception {
        DashOrder dashes = new DashOrder();
        List<String> args = new ArrayList<>(List.of("server::synch_mode=true", "server::port=0", "server::coach_port=0",
                "server::olcoach_port=0", "pitch.bind=127.0.0.1", "server::game_logging=false",
                "server::text_logging=false", "pitch.seed=7", "pitch.models.dash=order"));
        if (passMicros != null) args.add("pitch.synch_read_pass_us=" + passMicros);
        Kernel k = Pitch.builder().args(args.toArray(new String[0])).action("order", dashes).build().start(transport);
        try {
            long end = System.currentTimeMillis() + 5000;
            while (!k.running() && System.currentTimeMillis() < end) Thread.sleep(5);
            assertTrue(k.running(), k.problem());
            try (UdpClient left = UdpClient.connect(k.binding().playerPort(), "(init Left (version 19))");
                 UdpClient right = UdpClient.connect(k.binding().playerPort(), "(init Right (version 19))")) {
                int rightFirst = 0, both = 0;
                for (int cycle = 0; cycle <= 40; cycle++) {
                    awaitThink(left);
                    awaitThink(right);
                    // the dashes sent at the last think ran in the cycle just simulated
                    List<String> ran = List.copyOf(dashes.order);
                    dashes.order.clear();
                    if (cycle > 0 && ran.size() == 2) {
                        both++;
                        if (ran.get(0).startsWith("r")) rightFirst++;
                    }
                    answers.send(left, right);
                }
                return new int[] {rightFirst, both};
            }
        } finally {
            k.stop();
        }
    }

    private static void awaitThink(UdpClient c) throws IOException {
        for (String m = c.receive(); !m.equals("(think)"); m = c.receive()) { /* senses */ }
    }
}
