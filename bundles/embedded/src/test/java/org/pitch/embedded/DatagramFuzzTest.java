package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.pitch.kernel.Kernel;
import org.pitch.transport.udp.UdpTransport;

/**
 * Datagram fuzzing over UDP against a running server: while honest players play in real time,
 * a fuzzer sends random and mutated datagrams of 0 to 65,507 bytes (half commands, wrong
 * versions, binary bytes) to every port: the three well-known ports from fresh sockets, and its
 * own ports as a connected trainer, online coach, monitor and (when the teams have room) player.
 * No honest player misses a cycle or loses its connection, the server keeps running, and every
 * error or warning the fuzzer is answered with is one rcssserver 19 sends (also after a fuzzed
 * {@code (compression N)} made the server deflate its answers).
 *
 * <p>The long variant (a separate command, see docs/reliability.md) raises the datagram count:
 * {@code -Dpitch.fuzz.datagrams=N} (default 4,000 per test).
 */
class DatagramFuzzTest {
    private static final int DATAGRAMS = Integer.getInteger("pitch.fuzz.datagrams", 4000);
    /** The error and warning tokens rcssserver 19's source sends (grep of its src/ folder). */
    private static final Set<String> RCSS_TOKENS = Set.of(
            "already_have_coach", "already_have_offline_coach", "cannot_reconnect_while_playon", "cannot_say_freeform_while_playon",
            "conflict_with_fixed_teamname", "connected_offline_coach_without_coach_mode", "connection_failed", "could_not_parse_say",
            "goalie_already_exists", "illegal_client_version", "illegal_coachname_or_too_long_coachname", "illegal_command_form",
            "illegal_mode", "illegal_object_form", "illegal_teamname", "illegal_teamname_or_too_long_teamname", "invalid_xpm_data",
            "no_more_monitor", "no_more_player_or_goalie_or_illegal_client_version", "no_more_team", "no_such_player", "no_such_team",
            "no_such_team_or_player", "only_init_allowed_on_init_port", "out_of_range_player_type", "red_carded_player",
            "said_too_many_advice_messages", "said_too_many_define_messages", "said_too_many_del_messages",
            "said_too_many_freeform_messages", "said_too_many_info_messages", "said_too_many_messages", "said_too_many_meta_messages",
            "said_too_many_rule_messages", "socket_open_failed", "too_many_moves", "unknown_command",
            "cannot_change_goalie", "cannot_change_goalie_while_penalty_taken", "cannot_change_goalie_while_playon",
            "cannot_say_while_playon", "cannot_sub_while_penalty_shootouts", "cannot_sub_while_playon", "compression_unsupported",
            "invalid_tile_location", "invalid_tile_size", "max_of_that_type_on_field", "message_not_null_terminated",
            "moving_to_opponent_field", "no_left_of_that_type", "no_subs_left", "no_team_found", "only_before_kick_off");
    private static final Pattern TOKEN = Pattern.compile("^\\((error|warning) ([^)\\s]*)\\)");
    /** The largest payload of a UDP datagram over IPv4. */
    private static final int MAX_UDP = 65_507;

    private static final String[] PLAYER_SEEDS = {"(dash 100)", "(turn 30)", "(kick 50 10)", "(tackle 50 on)", "(say \"hello\")",
            "(move -10 10)", "(catch 45)", "(pointto 10 20)", "(attentionto our 3)", "(change_view wide high)", "(change_focus 3 10)",
            "(turn_neck 30)(dash 80 45)", "(synch_see)", "(compression 3)", "(ear (on our complete))", "(clang (ver 7 19))",
            "(sense_body)", "(score)", "(done)", "(init Left (version 19))", "(reconnect Left 3)", "(dispinit version 5)"};
    private static final String[] COACH_SEEDS = {"(change_mode play_on)", "(move (ball) 0 0)", "(move (player Left 3) 1 2 3)",
            "(check_ball)", "(look)", "(eye on)", "(ear on)", "(team_names)", "(say (freeform \"x\"))", "(change_player_type 3 2)",
            "(team_graphic (0 0 \"8 8 1 1\" \"  c None\"))", "(compression 1)", "(done)", "(recover)", "(start)",
            "(init (version 19))", "(init Left (version 19))"};
    private static final String[] MONITOR_SEEDS = {"(dispstart)", "(dispplayer 1 3 100 200 45)", "(dispdiscard 1 3)",
            "(dispfoul 10 10 1)", "(dispcard 1 3 yellow)", "(compression 2)", "(dispinit version 3)"};

    /** 20 honest players, the fuzzer's own player on the left team's last place. */
    @Test
    void honestPlayersMissNoCycleWhileEveryPortIsFuzzed() throws Exception {
        fuzzWhileHonestPlayersPlay(20, true);
    }

    /** Both teams full of honest players: the fuzzer reaches the player port only from strangers. */
    @Test
    void twentyTwoHonestPlayersMissNoCycleWhileEveryPortIsFuzzed() throws Exception {
        fuzzWhileHonestPlayersPlay(22, false);
    }

    private static void fuzzWhileHonestPlayersPlay(int honestPlayers, boolean ownPlayer) throws Exception {
        Kernel k = Pitch.builder().args("server::port=0", "server::coach_port=0", "server::olcoach_port=0", "pitch.bind=127.0.0.1",
                "server::game_logging=false", "server::text_logging=false", "pitch.seed=9", "server::coach=true",
                "server::simulator_step=20", "server::send_step=30").build().start(new UdpTransport());
        List<DatagramChannel> open = new ArrayList<>();
        try {
            long until = System.currentTimeMillis() + 5000;
            while (!k.running() && System.currentTimeMillis() < until) Thread.sleep(5);
            int playerPort = k.binding().playerPort();
            List<Honest> honest = new ArrayList<>();
            for (int i = 0; i < honestPlayers; i++) {
                Honest h = new Honest(channel(open), i < honestPlayers / 2 ? "Left" : "Right");
                h.greet(playerPort);
                honest.add(h);
            }
            Fuzzer f = new Fuzzer(k, open, ownPlayer);
            Thread fuzzing = new Thread(f, "fuzzer");
            fuzzing.start();
            // every honest player's stream of sense_bodys from before the fuzzing to after it, at
            // least 50 cycles, however long the fuzzing takes on a busy machine
            long hang = System.currentTimeMillis() + 60_000;
            while (fuzzing.isAlive() || honest.stream().anyMatch(h -> h.cycles.size() <= 50)) {
                assertTrue(System.currentTimeMillis() < hang, "no end of the fuzzing in 60 s");
                for (Honest h : honest) h.read();
                Thread.sleep(1);
            }
            fuzzing.join();
            if (f.failure != null) throw f.failure;
            assertTrue(k.running(), "the server runs on");
            for (Honest h : honest) {
                int missing = 0;
                // the clock runs from the fuzzer's (change_mode play_on) on; before it, it stands: equal times follow
                for (int i = 1; i < h.cycles.size(); i++) missing += Math.max(0, h.cycles.get(i) - h.cycles.get(i - 1) - 1);
                assertEquals(0, missing, h.name + " missed cycles: " + h.cycles);
                assertTrue(h.cycles.get(h.cycles.size() - 1) > 0, h.name + "'s clock ran: " + h.cycles);
                int before = h.cycles.size();
                long end = System.currentTimeMillis() + ServerCycles.HANG_MILLIS; // one cycle, unless the server hangs
                while (h.cycles.size() == before && System.currentTimeMillis() < end) {
                    h.read();
                    Thread.sleep(1);
                }
                assertTrue(h.cycles.size() > before, h.name + " is still served after the fuzzing");
            }
            assertEquals(DATAGRAMS, f.sent, "datagrams fuzzed");
            assertTrue(f.deflated > 0, "a fuzzed (compression N) was taken up and its answers read");
            for (Map.Entry<String, Integer> e : f.tokens.entrySet()) {
                assertTrue(RCSS_TOKENS.contains(e.getKey()), "an answer rcssserver does not give: (" + e.getKey() + ") x " + e.getValue());
            }
            System.out.println(honestPlayers + " honest players, fuzzed " + f.sent + " datagrams (" + f.bytes + " bytes, largest "
                    + f.largest + "); answers (" + f.deflated + " deflated): " + f.tokens);
        } finally {
            for (DatagramChannel c : open) c.close();
            k.stop();
        }
    }

    private static DatagramChannel channel(List<DatagramChannel> open) throws Exception {
        DatagramChannel c = DatagramChannel.open().bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        c.configureBlocking(false);
        c.setOption(java.net.StandardSocketOptions.SO_RCVBUF, 1 << 20);
        open.add(c);
        return c;
    }

    private static String text(ByteBuffer b) {
        int n = b.position();
        if (n > 0 && b.get(n - 1) == 0) n--;
        return new String(b.array(), 0, n, StandardCharsets.ISO_8859_1);
    }

    private static void send(DatagramChannel c, SocketAddress to, String text) throws Exception {
        c.send(ByteBuffer.wrap((text + "\0").getBytes(StandardCharsets.ISO_8859_1)), to);
    }

    /** An honest player: greets, then notes the cycle of every sense_body. */
    private static final class Honest {
        final DatagramChannel channel;
        final String name;
        final List<Integer> cycles = new ArrayList<>();
        final ByteBuffer buffer = ByteBuffer.allocate(65536);

        Honest(DatagramChannel channel, String team) { this.channel = channel; this.name = team; }

        void greet(int port) throws Exception {
            send(channel, new InetSocketAddress(InetAddress.getLoopbackAddress(), port), "(init " + name + " (version 19))");
            long end = System.currentTimeMillis() + 3000;
            while (System.currentTimeMillis() < end) {
                buffer.clear();
                if (channel.receive(buffer) != null && text(buffer).startsWith("(init ")) return;
                Thread.sleep(1);
            }
            throw new AssertionError("no answer to " + name + "'s greeting");
        }

        void read() throws Exception {
            while (true) {
                buffer.clear();
                if (channel.receive(buffer) == null) return;
                int t = ServerCycles.senseBodyTime(text(buffer));
                if (t >= 0) cycles.add(t);
            }
        }
    }

    /** Sends mutated and random datagrams to every port, notes the errors and warnings it gets. */
    private static final class Fuzzer implements Runnable {
        final Kernel kernel;
        final List<DatagramChannel> open;
        final boolean ownPlayer;
        final Random random = new Random(42);
        final Inflater inflater = new Inflater();
        final byte[] inflated = new byte[1 << 20];
        final Map<String, Integer> tokens = new TreeMap<>();
        final ByteBuffer buffer = ByteBuffer.allocate(65536);
        final Set<DatagramChannel> compressing = new HashSet<>();
        int sent, largest, deflated;
        long bytes;
        Exception failure;

        Fuzzer(Kernel kernel, List<DatagramChannel> open, boolean ownPlayer) {
            this.kernel = kernel;
            this.open = open;
            this.ownPlayer = ownPlayer;
        }

        @Override
        public void run() {
            try {
                InetAddress lo = InetAddress.getLoopbackAddress();
                InetSocketAddress players = new InetSocketAddress(lo, kernel.binding().playerPort());
                InetSocketAddress trainers = new InetSocketAddress(lo, kernel.binding().trainerPort());
                InetSocketAddress coaches = new InetSocketAddress(lo, kernel.binding().onlineCoachPort());
                // its own clients: a player, a trainer, an online coach and a monitor
                DatagramChannel player = channel(open), trainer = channel(open), coach = channel(open), monitor = channel(open);
                // with full teams it sends to the well-known port like a stranger
                SocketAddress playerPort = ownPlayer ? greet(player, players, "(init Left (version 19))") : players;
                SocketAddress trainerPort = greet(trainer, trainers, "(init (version 19))");
                // the clock runs: each cycle has its own number, and an honest player missing one shows
                send(trainer, trainerPort, "(change_mode play_on)");
                SocketAddress coachPort = greet(coach, coaches, "(init Right (version 19))");
                SocketAddress monitorPort = greet(monitor, players, "(dispinit version 5)");
                DatagramChannel stranger = channel(open);
                for (int i = 0; i < DATAGRAMS; i++) {
                    switch (i % 8) {
                        case 0, 1 -> fuzz(player, playerPort, PLAYER_SEEDS);
                        case 2 -> fuzz(trainer, trainerPort, COACH_SEEDS);
                        case 3 -> fuzz(coach, coachPort, COACH_SEEDS);
                        case 4 -> fuzz(monitor, monitorPort, MONITOR_SEEDS);
                        case 5 -> fuzz(stranger, players, PLAYER_SEEDS);
                        case 6 -> fuzz(stranger, trainers, COACH_SEEDS);
                        default -> fuzz(stranger, coaches, COACH_SEEDS);
                    }
                    if (i % 16 == 0) {
                        for (DatagramChannel c : List.of(player, trainer, coach, monitor, stranger)) drain(c);
                        Thread.sleep(1); // about 2 s in all: a hundred cycles
                    }
                }
                ServerCycles.settle(kernel); // every datagram read and answered
                for (DatagramChannel c : List.of(player, trainer, coach, monitor, stranger)) drain(c);
            } catch (Exception e) {
                failure = e;
            }
        }

        private SocketAddress greet(DatagramChannel c, InetSocketAddress to, String greeting) throws Exception {
            send(c, to, greeting);
            long end = System.currentTimeMillis() + 3000;
            while (System.currentTimeMillis() < end) {
                buffer.clear();
                SocketAddress from = c.receive(buffer);
                if (from != null) return from;
                Thread.sleep(1);
            }
            throw new AssertionError("no answer to " + greeting);
        }

        private void fuzz(DatagramChannel c, SocketAddress to, String[] seeds) throws Exception {
            byte[] d = datagram(seeds);
            // a client that turned compression on must deflate what it sends (the server drops the
            // rest, as rcssserver): mostly deflated, some plain to try that path
            if (compressing.contains(c) && random.nextInt(8) != 0) d = deflate(d);
            c.send(ByteBuffer.wrap(d), to);
            sent++;
            bytes += d.length;
            largest = Math.max(largest, d.length);
        }

        /** A seed mutated: cut short, bytes flipped or inserted, versions changed, or pure noise of any size. */
        private byte[] datagram(String[] seeds) {
            int kind = random.nextInt(10);
            if (kind == 0) { // noise, up to the largest UDP payload
                byte[] b = new byte[random.nextInt(10) == 0 ? random.nextInt(MAX_UDP + 1) : random.nextInt(200)];
                random.nextBytes(b);
                return b;
            }
            String seed = seeds[random.nextInt(seeds.length)];
            if (kind == 1) seed = seed.replace("19", Integer.toString(random.nextInt(200) - 50));
            byte[] b = (seed + (random.nextBoolean() ? "\0" : "")).getBytes(StandardCharsets.ISO_8859_1);
            switch (kind) {
                case 2 -> b = Arrays.copyOf(b, random.nextInt(b.length + 1)); // half a command
                case 3, 4 -> { for (int i = random.nextInt(4); i >= 0; i--) b[random.nextInt(b.length)] = (byte) random.nextInt(256); }
                case 5 -> { // the seed many times over
                    StringBuilder sb = new StringBuilder();
                    for (int i = random.nextInt(2000); i >= 0; i--) sb.append(seed);
                    b = sb.toString().getBytes(StandardCharsets.ISO_8859_1);
                }
                case 6 -> {
                    byte[] n = new byte[b.length + 1 + random.nextInt(8)];
                    System.arraycopy(b, 0, n, 0, b.length);
                    for (int i = b.length; i < n.length; i++) n[i] = (byte) random.nextInt(256);
                    b = n;
                }
                default -> { }
            }
            return b.length > MAX_UDP ? Arrays.copyOf(b, MAX_UDP) : b;
        }

        /** The answer in the buffer as text; inflated when the client asked for (compression N) (zlib, as rcssserver). */
        private String answer() {
            if (buffer.position() < 2 || buffer.get(0) != 0x78) return text(buffer);
            inflater.reset();
            inflater.setInput(buffer.array(), 0, buffer.position());
            try {
                int n = inflater.inflate(inflated);
                if (n == 0) return text(buffer);
                deflated++;
                if (n > 0 && inflated[n - 1] == 0) n--;
                return new String(inflated, 0, n, StandardCharsets.ISO_8859_1);
            } catch (DataFormatException notDeflated) {
                return text(buffer);
            }
        }

        /** A datagram as a client sends it once compression is on: one zlib stream, sync-flushed (as the server's). */
        private static byte[] deflate(byte[] plain) {
            Deflater d = new Deflater(6);
            d.setInput(plain);
            byte[] out = new byte[plain.length + plain.length / 100 + 64];
            int n = d.deflate(out, 0, out.length, Deflater.SYNC_FLUSH);
            d.end();
            return Arrays.copyOf(out, Math.min(n, MAX_UDP));
        }

        private void drain(DatagramChannel c) throws Exception {
            while (true) {
                buffer.clear();
                if (c.receive(buffer) == null) return;
                String answer = answer();
                if (answer.startsWith("(ok compression ")) compressing.add(c);
                Matcher m = TOKEN.matcher(answer);
                if (m.find()) tokens.merge(m.group(2), 1, Integer::sum);
            }
        }
    }
}
