package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pitch.kernel.Kernel;

/**
 * When sees arrive over real UDP, as rcssserver 19 sends them: asynchronous see (players before
 * v18) on visual ticks every 37.5 ms, between the cycles; synchronous see with the cycle or
 * {@code synch_see_offset} after it; in synch mode before or after {@code (think)} as the ticks
 * fall. Nothing is measured in wall time (a busy machine delays what the client reads): in real
 * time the patterns per server cycle are checked, and where a see falls within its cycle is
 * checked in synch mode on virtual time, against a {@code (think)} put at a chosen
 * {@code synch_offset}: what is due before it comes before it, what is due after it comes after
 * the client's {@code (done)}.
 */
class SeeTimingEndToEndTest {
    private Kernel server;
    private final List<DatagramSocket> sockets = new ArrayList<>();

    @AfterEach
    void stop() {
        sockets.forEach(DatagramSocket::close);
        if (server != null) server.stop();
    }

    private void start(String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of("server::port=0", "server::coach_port=0", "server::olcoach_port=0",
                "pitch.bind=127.0.0.1", "pitch.seed=5"));
        all.addAll(List.of(args));
        server = Pitch.builder().args(all.toArray(new String[0])).build().start();
        long end = System.currentTimeMillis() + 5000;
        while (!server.running() && System.currentTimeMillis() < end) Thread.sleep(5);
        assertTrue(server.running(), server.problem());
    }

    /** A message as received: its first word (sense_body, see, think, ...) and its text. */
    private record Received(String kind, String text) {}

    private final class Client {
        final DatagramSocket socket;
        int own;

        Client(String init) throws IOException {
            socket = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            socket.setSoTimeout((int) ServerCycles.HANG_MILLIS); // a message comes every cycle: only a hung server is this slow
            sockets.add(socket);
            send(init, server.binding().playerPort());
            String reply = receive().text();
            assertTrue(reply.startsWith("(init "), reply);
        }

        void send(String text) throws IOException { send(text, own); }

        private void send(String text, int port) throws IOException {
            byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
            socket.send(new DatagramPacket(b, b.length, InetAddress.getLoopbackAddress(), port));
        }

        Received receive() throws IOException {
            byte[] buf = new byte[65536];
            DatagramPacket p = new DatagramPacket(buf, buf.length);
            socket.receive(p);
            own = p.getPort();
            String text = new String(buf, 0, p.getLength() - 1, StandardCharsets.ISO_8859_1);
            int end = 1;
            while (end < text.length() && Character.isLetter(text.charAt(end)) || end < text.length() && text.charAt(end) == '_') end++;
            return new Received(text.substring(1, end), text);
        }

        /** Sense_body, see and think messages until {@code cycles} sense_bodys have come; (done) after each think if asked. */
        List<Received> cycles(int cycles, boolean done) throws IOException {
            List<Received> out = new ArrayList<>();
            int bodies = 0;
            while (bodies < cycles) {
                Received r = receive();
                switch (r.kind()) {
                    case "sense_body":
                        bodies++;
                        out.add(r);
                        break;
                    case "see":
                        out.add(r);
                        break;
                    case "think":
                        out.add(r);
                        if (done) send("(done)");
                        break;
                    default:
                }
            }
            return out;
        }
    }

    /** B for sense_body, S for see, T for think. */
    private static String letters(List<Received> messages) {
        StringBuilder b = new StringBuilder();
        for (Received r : messages) b.append(r.kind().equals("sense_body") ? 'B' : r.kind().equals("see") ? 'S' : 'T');
        return b.toString();
    }

    /**
     * Synch mode, the {@code (think)} at {@code thinkOffset} ms into the cycle: the letters of the
     * cycles after the first few, from the first sense_body to the last, of a client greeted with
     * {@code init} that answers every think with {@code (done)}; {@code view} is sent first if given.
     * The cycles before the kick-off run as fast as the client answers (nothing here is about the
     * wall time they take).
     */
    private String synchModeLetters(String init, String view, int thinkOffset, int cycles, String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of("server::synch_mode=true", "pitch.synch_timeout_ms=5000",
                "pitch.synch_kick_off_when_connected=1", "server::synch_offset=" + thinkOffset));
        all.addAll(List.of(args));
        start(all.toArray(String[]::new));
        Client c = new Client(init);
        c.cycles(1, true);
        if (view != null) c.send(view);
        c.cycles(3, true);
        String pattern = letters(c.cycles(cycles, true));
        server.stop();
        return pattern.substring(pattern.indexOf('B'), pattern.lastIndexOf('B'));
    }

    /** Sees that came after the think of their cycle (so after the client's (done)). */
    private static long seesAfterTheThink(String steady) {
        long after = 0;
        for (String cycle : steady.split("B")) {
            int think = cycle.indexOf('T');
            if (think >= 0) after += count(cycle.substring(think), 'S');
        }
        return after;
    }

    private static long count(String letters, char c) { return letters.chars().filter(x -> x == c).count(); }

    /**
     * A v9 client with the default normal view sees every 150 ms: 2 sees per 3 cycles, and (unlike
     * sees aligned to the cycles) most of them between two sense_bodys, as rcssserver 19 sends
     * them 30 and 80 ms, or 40 and 90 ms, ... after the sense_body depending on when the client
     * connected. A v7 client, narrowed to a 75 ms interval, gets 4 per 3 cycles.
     */
    @Test
    void asynchronousSeesArriveBetweenTheCycles() throws Exception {
        start();
        Client normal = new Client("(init Async (version 9))");
        normal.cycles(2, false); // settle
        List<Received> got = normal.cycles(16, false);
        String pattern = letters(got);
        long sees = count(pattern.substring(pattern.indexOf('B'), pattern.lastIndexOf('B')), 'S');
        assertTrue(sees >= 9 && sees <= 11, "15 cycles, " + sees + " sees: " + pattern);
        assertEveryCycleHasAtMost(pattern, 1);

        Client narrow = new Client("(init Async (version 7))");
        narrow.cycles(1, false);
        narrow.send("(change_view narrow high)");
        narrow.cycles(2, false);
        pattern = letters(narrow.cycles(16, false));
        sees = count(pattern.substring(pattern.indexOf('B'), pattern.lastIndexOf('B')), 'S');
        assertTrue(sees >= 19 && sees <= 21, "narrow: 15 cycles, " + sees + " sees: " + pattern);
        assertEveryCycleHasAtMost(pattern, 2);
    }

    /**
     * Where the asynchronous sees of the normal view fall within the cycle, on virtual time: with
     * the think 10 ms into the cycle, a see due later comes after the client's (done). Whichever
     * visual ticks the client's sees fall on (40 and 190 ms, 80 and 230, 120 and 270, or 150 and
     * 300 of every 300 ms), at least one see in two is due after 10 ms: between the cycles.
     */
    @Test
    void asynchronousSeesOfTheNormalViewMostlyFallBetweenTheCycles() throws Exception {
        String steady = synchModeLetters("(init Async (version 9))", null, 10, 16);
        long sees = count(steady, 'S');
        assertTrue(sees >= 9 && sees <= 11, "15 cycles, " + sees + " sees: " + steady);
        assertTrue(seesAfterTheThink(steady) * 3 >= sees, "most sees come between the cycles: " + steady);
    }

    private static void assertEveryCycleHasAtMost(String pattern, int sees) {
        assertTrue(!pattern.contains("S".repeat(sees + 1)), "more than " + sees + " sees in a cycle: " + pattern);
    }

    /** Synch mode, normal view, synchronous: every cycle is {@code withSee} or {@code without}, in turn. */
    private static void assertAlternating(String steady, String withSee, String without) {
        String[] cycles = steady.split("(?=B)");
        assertTrue(cycles.length >= 10, steady);
        for (int i = 0; i < cycles.length; i++) {
            assertTrue(cycles[i].equals(withSee) || cycles[i].equals(without), "cycle " + cycles[i] + " in " + steady);
            assertTrue(i == 0 || !cycles[i].equals(cycles[i - 1]), "a see every second cycle: " + steady);
        }
    }

    /** Normal view, synchronous: one cycle with a see, one without, in turn. */
    private static void assertEverySecondCycle(String pattern) {
        String steady = pattern.substring(pattern.indexOf('B'));
        assertTrue(!steady.contains("SS") && !steady.contains("BBB") && !steady.contains("BSBS"), steady);
    }

    /**
     * A v19 client sees with the cycle, every second cycle: in real time between one sense_body
     * and the next; on virtual time with the cycle itself, before the earliest think.
     */
    @Test
    void synchronousSeesComeRightAfterTheSenseBody() throws Exception {
        start();
        Client c = new Client("(init Synch (version 19))");
        c.cycles(2, false);
        String pattern = letters(c.cycles(21, false));
        assertEverySecondCycle(pattern);
        assertTrue(count(pattern, 'S') >= 9, pattern);
        server.stop();

        // sent in the same breath as the sense_body: even the earliest think (synch_offset 1, on
        // the 10 ms grid at 10 ms) comes after it
        String steady = synchModeLetters("(init Synch (version 19))", null, 1, 21);
        assertAlternating(steady, "BST", "BT");
    }

    /**
     * {@code synch_see_offset = 30}: the see leaves 30 ms after the cycle, still before the next
     * one. In real time: one cycle in two, between its sense_body and the next. On virtual time:
     * after a think at 20 ms (so after the client's (done)), before a think at 40 ms.
     */
    @Test
    void synchSeeOffsetSendsTheSeeThatLongAfterTheCycle() throws Exception {
        start("server::synch_see_offset=30");
        Client c = new Client("(init Offset (version 19))");
        c.cycles(2, false);
        String pattern = letters(c.cycles(21, false));
        assertEverySecondCycle(pattern);
        assertTrue(count(pattern, 'S') >= 9, pattern);
        server.stop();

        String thinkAt20 = synchModeLetters("(init Offset (version 19))", null, 20, 21, "server::synch_see_offset=30");
        assertAlternating(thinkAt20, "BTS", "BT"); // the see after a think at 20 ms
        String thinkAt40 = synchModeLetters("(init Offset (version 19))", null, 40, 21, "server::synch_see_offset=30");
        assertAlternating(thinkAt40, "BST", "BT"); // the see before a think at 40 ms
    }

    /**
     * Synch mode on virtual time: (think) at 60 ms into the cycle. An asynchronous narrow-view
     * client's sees (ticks 40, 80 | 120, 150, 190 | 230, 270 of the 300 ms, every second one)
     * come before the think for the ticks before 60, 160, 260 ms, after the client's (done) for
     * the others. Which every-second set depends on when it connected: the cycles go either
     * B S T | B S T S | B T S or B S T S | B S T | B S T.
     */
    @Test
    void inSynchModeTicksBeforeTheThinkComeBeforeItAndTheOthersAfterTheDone() throws Exception {
        String steady = synchModeLetters("(init Lock (version 9))", "(change_view narrow high)", 60, 25);
        String a = "BSTBSTSBTS".repeat(10), b = "BSTSBSTBST".repeat(10);
        assertTrue(a.contains(steady) || b.contains(steady), steady);
        assertTrue(steady.length() > 60, steady);
    }

    /** Synch mode, synchronous see (v19, normal view): the see between sense_body and think, every second cycle. */
    @Test
    void inSynchModeASynchronousSeeComesBeforeTheThink() throws Exception {
        assertAlternating(synchModeLetters("(init Lock (version 19))", null, 60, 21), "BST", "BT");
    }

    /**
     * Anonymous mode during a match: with {@code fixed_teamname_r} set, the left player reads the
     * fixed name on its opponents' shirts, the right one the left team's real name.
     */
    @Test
    void opponentsSeeTheFixedTeamName() throws Exception {
        start("server::fixed_teamname_r=Anon", "server::simulator_step=20"); // short cycles: only what is seen counts
        Client left = new Client("(init Alpha (version 19))");
        Client right = new Client("(init Beta (version 19))");
        left.send("(move -5 0)");
        right.send("(move -5 0)"); // mirrored: 10 m in front of the left player
        // the turn must come a cycle after the move (both are body commands: one a cycle), so wait
        // for the sense_body that counts the move, not just the next one (which may be older)
        awaitSenseBody(right, "(move 1)");
        right.send("(turn 180)"); // a right player starts facing its own goal, as in rcssserver: it turns to face the left one
        assertTrue(seesPlayer(left, "(p \"Anon\" 1"), "the left player reads Anon");
        assertTrue(seesPlayer(right, "(p \"Alpha\" 1"), "the right player reads the real name Alpha");
    }

    /**
     * Reads the client's messages until a sense_body shows that text. Counted in cycles, not time: a
     * server held up on a busy machine is only slower; 500 cycles without it is a failure.
     */
    private static void awaitSenseBody(Client c, String text) throws IOException {
        for (int cycle = 0; cycle < 500; cycle++) {
            for (Received r : c.cycles(1, false)) {
                if (r.kind().equals("sense_body") && r.text().contains(text)) return;
            }
        }
        throw new AssertionError("no sense_body with " + text + " in 500 cycles");
    }

    /**
     * Whether one of the next 60 sees shows that text. Counted in sees, not cycles: a client behind
     * the server reads the sees from before the moves and the turn first, and a server held up on a
     * busy machine sends fewer sees in a cycle count (the clock stands at 0 before the kick-off, so
     * the sees' times cannot tell old from new). The first see after them shows it.
     */
    private static boolean seesPlayer(Client c, String text) throws IOException {
        for (int sees = 0; sees < 60; ) {
            for (Received r : c.cycles(1, false)) {
                assertTrue(!r.text().contains("(p \"Beta\""), "the fixed name hides Beta: " + r.text());
                if (!r.kind().equals("see")) continue;
                if (r.text().contains(text)) return true;
                sees++;
            }
        }
        return false;
    }
}
