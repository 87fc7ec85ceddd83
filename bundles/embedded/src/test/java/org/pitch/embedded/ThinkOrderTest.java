package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.transport.Binding;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.DatagramHandler;
import org.pitch.api.transport.Port;
import org.pitch.api.transport.Transport;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;
import org.pitch.transport.udp.UdpTransport;

/**
 * Synch mode: the {@code (think)}s go out in rcssserver's fixed order, the left team's players by
 * number, then the right team's (rcssserver's {@code Stadium::doSendThink} walks its player slots),
 * whatever order the players connected in. The order the clients start thinking in decides whose
 * commands tend to arrive first, so it decides races such as a foul tackle against the dribbler's
 * kick (with the thinks sent in connection order, helios-base's dribblers on Pitch lose 1.4× as many
 * kicks to foul charges as on rcssserver). A client's datagrams of the cycle leave together, the
 * clients in the order of their last datagram (the transport's rule), so in the thinks' order.
 */
class ThinkOrderTest {
    /**
     * The real transport; every datagram whose text is {@code (think)} is noted with the client
     * port it left from. The server knows a client by its port object, so what arrives on a
     * client's port is handed on with the wrapper the server was given.
     */
    static final class ThinkRecorder implements Transport {
        private final UdpTransport udp = new UdpTransport();
        private final Map<ClientPort, ClientPort> wrappers = new ConcurrentHashMap<>();
        final List<Integer> thinks = Collections.synchronizedList(new ArrayList<>());
        /** Each flush's datagrams: a client's port, negative for anything but a think. */
        final List<List<Integer>> flushes = Collections.synchronizedList(new ArrayList<>());
        private List<Integer> batch = new ArrayList<>();
        /** Each flush's datagrams as "port kind" (the message's first word: think, sense_body, see ...). */
        final List<List<String>> flushedKinds = Collections.synchronizedList(new ArrayList<>());
        private List<String> kinds = new ArrayList<>();

        @Override
        public Binding open(Binding requested, DatagramHandler handler) throws IOException {
            return udp.open(requested, (port, clientPort, from, payload) ->
                    handler.received(port, clientPort == null ? null : wrappers.getOrDefault(clientPort, clientPort), from, payload));
        }
        @Override public MessageOut replyFrom(Port port, InetSocketAddress to) { return udp.replyFrom(port, to); }
        @Override
        public void flush() {
            if (!batch.isEmpty()) flushes.add(batch);
            if (!kinds.isEmpty()) flushedKinds.add(kinds);
            batch = new ArrayList<>();
            kinds = new ArrayList<>();
            udp.flush();
        }
        @Override public void await(long nanos) { udp.await(nanos); }
        @Override public void wakeup() { udp.wakeup(); }
        @Override public void close() { udp.close(); }

        @Override
        public ClientPort openClientPort(InetSocketAddress client) throws IOException {
            ClientPort real = udp.openClientPort(client);
            ClientPort wrapper = new ClientPort() {
                @Override public int localPort() { return real.localPort(); }
                @Override public InetSocketAddress client() { return real.client(); }
                @Override public void compression(int level) { real.compression(level); }
                @Override public void close() { real.close(); }

                @Override
                public MessageOut message() {
                    MessageOut out = real.message();
                    StringBuilder text = new StringBuilder();
                    return new MessageOut() {
                        @Override public MessageOut text(CharSequence s) { text.append(s); out.text(s); return this; }
                        @Override public MessageOut character(char c) { text.append(c); out.character(c); return this; }
                        @Override public MessageOut integer(long v) { text.append(v); out.integer(v); return this; }
                        @Override public MessageOut number(double v) { text.append(v); out.number(v); return this; }

                        @Override
                        public void send() {
                            boolean think = text.toString().equals("(think)");
                            if (think) thinks.add(real.localPort());
                            batch.add(think ? real.localPort() : -real.localPort());
                            kinds.add(real.localPort() + " " + text.toString().replaceFirst("^\\((\\w+).*", "$1"));
                            out.send();
                        }
                    };
                }
            };
            wrappers.put(real, wrapper);
            return wrapper;
        }
    }

    private static Kernel synchServer(ThinkRecorder transport, String... more) throws Exception {
        return Pitch.builder().args("server::synch_mode=true", "server::port=0", "server::coach_port=0",
                "server::olcoach_port=0", "pitch.bind=127.0.0.1", "server::game_logging=false",
                "server::text_logging=false", "pitch.seed=7",
                // the server waits for the (done)s for as long as the test takes, busy machine or not
                "pitch.synch_timeout_ms=30000",
                // no paced wait before the kick-off, whose senses leave on their own before it
                "pitch.synch_before_kick_off_ms=0").args(more).build().start(transport);
    }

    /** The server's player port once it runs. */
    private static int playerPort(Kernel k) throws InterruptedException {
        long end = System.currentTimeMillis() + 5000;
        while (!k.running() && System.currentTimeMillis() < end) Thread.sleep(5);
        assertTrue(k.running(), k.problem());
        return k.binding().playerPort();
    }

    /** Every client answers every think it reads with a {@code (done)} until the server sent {@code count} thinks. */
    private static void answerThinks(ThinkRecorder transport, List<UdpClient> all, int count) throws IOException {
        long hang = System.currentTimeMillis() + ServerCycles.HANG_MILLIS;
        while (transport.thinks.size() < count) {
            assertTrue(System.currentTimeMillis() < hang, "thinks sent: " + transport.thinks);
            for (UdpClient c : all) {
                boolean thought = false;
                for (String m = c.poll(20); m != null; m = c.poll(20)) thought |= m.equals("(think)");
                if (thought) c.send("(done)");
            }
        }
    }

    /**
     * As rcssserver's: a cycle's sense_body and see leave before its {@code (think)}, in a send of
     * their own, so a client reads what it sees before it is asked to think (sent in one
     * flush with them, helios-base's players run a foul tackle before the opponent's same-cycle
     * kick 1.3 times as often). Two flushes a cycle: the senses, then the thinks.
     */
    @Test
    void theSensesLeaveBeforeTheThinksInASendOfTheirOwn() throws Exception {
        ThinkRecorder transport = new ThinkRecorder();
        Kernel k = synchServer(transport);
        try {
            int port = playerPort(k);
            try (UdpClient l1 = UdpClient.connect(port, "(init First (version 19))");
                 UdpClient r1 = UdpClient.connect(port, "(init Second (version 19))")) {
                // the last round's flush may not be recorded yet when its thinks are counted: 12 rounds and more
                answerThinks(transport, List.of(l1, r1), 24);
            }
            List<List<String>> flushed = List.copyOf(transport.flushedKinds);
            int withThinks = 0, seesBefore = 0, lastThinks = -1;
            for (int f = 0; f < flushed.size(); f++) {
                List<String> batch = flushed.get(f);
                if (batch.stream().noneMatch(d -> d.endsWith(" think"))) continue;
                withThinks++;
                assertTrue(batch.stream().allMatch(d -> d.endsWith(" think")), "a flush with thinks holds nothing else: " + batch);
                // since the thinks before, each client's sense_body left in a flush of its own, and
                // its see where it had one (in synch mode a cycle's when its view mode says so)
                List<String> senses = new ArrayList<>();
                for (int g = lastThinks + 1; g < f; g++) senses.addAll(flushed.get(g));
                for (String think : batch) {
                    String client = think.substring(0, think.indexOf(' '));
                    assertTrue(senses.contains(client + " sense_body"), "the senses of " + client + " before its think: " + senses + " then " + batch);
                    if (senses.contains(client + " see")) seesBefore++;
                }
                // and in one send: two flushes a cycle, the senses and the thinks (from the fourth
                // round on: in the first ones the second client's greeting is answered between)
                if (lastThinks >= 0 && withThinks > 3) assertEquals(1, f - lastThinks - 1, "flushes between two rounds of thinks: " + flushed.subList(lastThinks, f + 1));
                lastThinks = f;
            }
            assertTrue(withThinks >= 10, "flushes with thinks: " + withThinks);
            assertTrue(seesBefore >= 10, "thinks after a see: " + seesBefore);
        } finally {
            k.stop();
        }
    }

    @Test
    void thinksGoToTheLeftTeamByNumberThenTheRightTeam() throws Exception {
        ThinkRecorder transport = new ThinkRecorder();
        Kernel k = synchServer(transport);
        try {
            int port = playerPort(k);
            // the first team to connect plays on the left; joined: left 1, right 1, right 2, left 2
            try (UdpClient l1 = UdpClient.connect(port, "(init First (version 19))");
                 UdpClient r1 = UdpClient.connect(port, "(init Second (version 19))");
                 UdpClient r2 = UdpClient.connect(port, "(init Second (version 19))");
                 UdpClient l2 = UdpClient.connect(port, "(init First (version 19))")) {
                List<UdpClient> all = List.of(l1, r1, r2, l2);
                // every client answers every think it got with a done, until enough went out; then
                // nobody answers, the server waits, and the record ends with a whole round of thinks
                answerThinks(transport, all, 28);
                long hang = System.currentTimeMillis() + ServerCycles.HANG_MILLIS;
                // every think read so far is answered, so a think is still to come: that of the
                // round whose dones the server then waits for (for 30 s: none come). All the thinks
                // of a round leave in one flush, so once a client has one, the record is complete
                for (boolean lastRound = false; !lastRound; ) {
                    assertTrue(System.currentTimeMillis() < hang, "no last round of thinks: " + transport.thinks);
                    for (UdpClient c : all) for (String m = c.poll(20); m != null; m = c.poll(20)) lastRound |= m.equals("(think)");
                }
                List<Integer> sent = List.copyOf(transport.thinks);
                assertTrue(sent.size() >= 20, "thinks sent: " + sent);
                List<Integer> expected = new ArrayList<>();
                for (int cycle = 0; cycle < 5; cycle++) {
                    for (UdpClient c : List.of(l1, l2, r1, r2)) expected.add(c.serverPort());
                }
                assertEquals(expected, sent.subList(sent.size() - 20, sent.size()), "of " + sent.size());
                // and they leave so: the transport sends each client's datagrams of a flush together,
                // the clients in the order of their last datagram, and a client's think is its last
                List<Integer> order = List.of(l1.serverPort(), l2.serverPort(), r1.serverPort(), r2.serverPort());
                int batches = 0;
                for (List<Integer> flushed : List.copyOf(transport.flushes)) {
                    if (!flushed.containsAll(order)) continue;
                    batches++;
                    List<Integer> lastOfEach = new ArrayList<>();
                    for (int i = 0; i < flushed.size(); i++) {
                        int client = Math.abs(flushed.get(i));
                        boolean later = false;
                        for (int j = i + 1; j < flushed.size(); j++) later |= Math.abs(flushed.get(j)) == client;
                        if (!later) lastOfEach.add(flushed.get(i));
                    }
                    assertEquals(order, lastOfEach, "each client's last datagram is its think, in slot order: " + flushed);
                }
                assertTrue(batches >= 5, "flushes with all thinks: " + batches);
            }
        } finally {
            k.stop();
        }
    }
}
