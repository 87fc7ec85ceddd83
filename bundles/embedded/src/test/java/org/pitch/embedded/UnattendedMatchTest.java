package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.PlayMode;
import org.pitch.kernel.Kernel;

/**
 * A whole match with nobody at the controls: auto mode, synch mode, two scripted teams of eleven
 * over UDP that only ever answer {@code (done)}. The referee must take it from the automatic
 * kick-off through half time, both extra halves (0-0) and a penalty shoot-out to time_over, and
 * the server must finish the match by itself after {@code game_over_wait}.
 */
class UnattendedMatchTest {
    /** Only a hung server is silent this long: the longest wait of a running one is a 3 s synch_timeout. */
    private static final long SILENCE_MILLIS = 20_000;
    private static final Pattern REFEREE = Pattern.compile("\\(hear (\\d+) referee ([^)]+)\\)");

    /**
     * A player that only says (done); returns the referee messages it heard, in order, once the
     * server has stopped. It waits for the server as long as a hang takes, far beyond the server's
     * own wait for a late (done) ({@code synch_timeout_ms}, 3 s): a busy machine may make some
     * client that late, and the server then goes on without it, as it should.
     */
    private static Callable<List<String>> player(Kernel kernel, String team, boolean goalie) {
        return () -> {
            List<String> heard = new ArrayList<>();
            try (DatagramSocket s = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0))) {
                s.setSoTimeout(200); // only how often it looks whether the server stopped
                send(s, "(init " + team + " (version 19)" + (goalie ? " (goalie)" : "") + ")", kernel.binding().playerPort());
                byte[] buf = new byte[65536];
                int own = -1;
                long lastHeard = System.currentTimeMillis();
                while (true) {
                    DatagramPacket p = new DatagramPacket(buf, buf.length);
                    try {
                        s.receive(p);
                    } catch (SocketTimeoutException e) {
                        if (kernel.state() != Kernel.State.RUNNING) return heard; // the server finished the match
                        if (System.currentTimeMillis() - lastHeard > SILENCE_MILLIS) {
                            throw new AssertionError(team + " heard nothing for " + SILENCE_MILLIS + " ms; heard so far " + heard);
                        }
                        continue;
                    }
                    lastHeard = System.currentTimeMillis();
                    if (own < 0) own = p.getPort();
                    String m = new String(p.getData(), 0, p.getLength() - 1, StandardCharsets.ISO_8859_1);
                    Matcher r = REFEREE.matcher(m);
                    if (r.matches()) {
                        heard.add(r.group(2));
                    } else if (m.equals("(think)")) {
                        send(s, "(done)", own);
                    }
                }
            }
        };
    }

    @Test
    void autoModeRunsAMatchFromKickOffThroughPenaltiesToTimeOverAndFinishes() throws Exception {
        Kernel k = Pitch.builder().args("server::synch_mode=true", "server::auto_mode=true",
                "server::port=0", "server::coach_port=0", "server::olcoach_port=0", "pitch.bind=127.0.0.1",
                "server::half_time=2", "server::extra_half_time=1", "server::nr_extra_halfs=2",
                "server::kick_off_wait=5", "server::connect_wait=2000", "server::game_over_wait=4",
                "server::penalty_shoot_outs=true", "server::pen_nr_kicks=2", "server::pen_max_extra_kicks=2",
                "server::pen_before_setup_wait=2", "server::pen_setup_wait=5", "server::pen_ready_wait=2",
                "server::pen_taken_wait=5", "server::game_logging=false", "server::text_logging=false",
                "pitch.synch_timeout_ms=3000", "pitch.seed=11").build().start();
        ExecutorService pool = Executors.newFixedThreadPool(22);
        try {
            long end = System.currentTimeMillis() + 5000;
            while (!k.running() && System.currentTimeMillis() < end) Thread.sleep(5);
            assertTrue(k.running(), k.problem());
            List<Future<List<String>>> players = new ArrayList<>();
            for (String team : new String[] {"Left", "Right"}) {
                for (int u = 1; u <= 11; u++) {
                    players.add(pool.submit(player(k, team, u == 1)));
                    Thread.sleep(2);
                }
            }
            List<String> heard = players.get(0).get(120, TimeUnit.SECONDS);
            for (Future<List<String>> f : players) f.get(120, TimeUnit.SECONDS);

            // the order of a 0-0 match with extra time and a shoot-out, as rcssserver's referee runs it
            assertInOrder(heard, "kick_off_l", "half_time", "kick_off_r", "time_extended", "time_extended",
                    "penalty_onfield_", "penalty_setup_", "penalty_miss_", "time_over");
            end = System.currentTimeMillis() + 5000;
            while (k.state() != Kernel.State.STOPPED && System.currentTimeMillis() < end) Thread.sleep(10);
            assertEquals(Kernel.State.STOPPED, k.state(), "auto mode ends the server after game_over_wait");
            assertEquals("Game Over. Exiting...", k.finished());
            assertEquals(PlayMode.TIME_OVER, k.simulation().world().playMode());
            assertEquals(0, k.faults());
        } finally {
            pool.shutdownNow();
            k.stop();
        }
    }

    /** Each expected entry (a prefix) occurs after the previous one. */
    private static void assertInOrder(List<String> heard, String... expected) {
        int i = 0;
        for (String e : expected) {
            while (i < heard.size() && !heard.get(i).startsWith(e)) i++;
            assertTrue(i < heard.size(), "expected " + e + " after the earlier messages; heard " + heard);
            i++;
        }
    }

    private static void send(DatagramSocket s, String text, int port) throws java.io.IOException {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        s.send(new DatagramPacket(b, b.length, InetAddress.getLoopbackAddress(), port));
    }
}
