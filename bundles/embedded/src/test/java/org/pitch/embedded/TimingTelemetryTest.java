package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.record.Recorder;
import org.pitch.api.record.TimingListener;
import org.pitch.api.record.TimingReport;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;

/**
 * The players' timing telemetry with scripted clients over UDP in synch mode (virtual time: only
 * counts are asserted, never durations): a player that leaves out its body command in 3 chosen
 * cycles has exactly 3 holes; one that sends two body commands in 2 cycles has 2 clashes; one
 * that answers a cycle only after the next step has 1 late command (and the hole and clash that
 * come with it); one that floods past the guard's budget has its drops counted.
 */
class TimingTelemetryTest {
    private static final int LAST = 15;
    private static final Pattern SENSE_BODY = Pattern.compile("^\\(sense_body (\\d+) ");


    /** What the client does in one cycle: the datagrams it sends when its sense_body of time {@code t} comes, and at the (think). */
    private interface Script {
        default List<String> atSenseBody(int t) { return List.of(); }
        List<String> atThink(int t);
    }

    /** The player's loop, on a client connected in the order the test needs (its team's next number, the first team on the left). */
    private static Callable<String> player(int port, String team, Script script) throws java.io.IOException {
        UdpClient connected = UdpClient.connect(port, "(init " + team + " (version 19))");
        return () -> {
            try (UdpClient c = connected) {
                int t = -1;
                while (true) {
                    String m = c.receive();
                    Matcher sb = SENSE_BODY.matcher(m);
                    if (sb.find()) {
                        t = Integer.parseInt(sb.group(1));
                        for (String d : script.atSenseBody(t)) c.send(d);
                    } else if (m.equals("(think)") && t >= 0) {
                        for (String d : script.atThink(t)) c.send(d);
                        if (t >= LAST) return "ok"; // the server now waits for nobody's (done) but the last cycle's
                    }
                }
            }
        };
    }

    @Test
    void holesClashesLateCommandsAndFloodDropsAreCountedPerPlayer(@TempDir Path logs) throws Exception {
        AtomicReference<TimingReport> reported = new AtomicReference<>();
        Kernel k = Pitch.builder().args("server::synch_mode=true", "server::port=0", "server::coach_port=0",
                "server::olcoach_port=0", "pitch.bind=127.0.0.1", "pitch.synch_timeout_ms=3000", "pitch.seed=3",
                "pitch.guard.datagrams_per_cycle=20", "pitch.synch_kick_off_when_connected=4", "server::game_logging=true",
                "server::game_log_dir=" + logs, "server::game_log_dated=false", "server::text_logging=false")
                .rule("play-on-when-four", 0, new PlayOnWhenConnected(4))
                .recorder("timing-test", new CapturingRecorder(reported)).build().start();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            long end = System.currentTimeMillis() + 5000;
            while (!k.running() && System.currentTimeMillis() < end) Thread.sleep(5);
            assertTrue(k.running(), k.problem());
            int port = k.binding().playerPort();
            List<Future<String>> results = new ArrayList<>();
            // Left 1: no body command after the sense_bodies of 5, 7 and 9
            results.add(pool.submit(player(port, "Left", t -> List.of(t == 5 || t == 7 || t == 9 ? "(done)" : "(dash 10)(done)"))));
            // Left 2: a turn and a dash (the dash is dropped) after those of 3 and 4
            results.add(pool.submit(player(port, "Left", t -> List.of(t == 3 || t == 4 ? "(turn 10)(dash 10)(done)" : "(dash 10)(done)"))));
            // Right 1: says (done) without a command at 10, and sends the command as the sense_body of 11 comes
            results.add(pool.submit(player(port, "Right", new Script() {
                @Override public List<String> atSenseBody(int t) { return t == 11 ? List.of("(dash 10)") : List.of(); }
                @Override public List<String> atThink(int t) { return List.of(t == 10 ? "(done)" : "(dash 10)(done)"); }
            })));
            // Right 2: at 6, 25 datagrams and its (done): the guard takes 20 a cycle, the (done) is lost (the synch timeout ends the cycle)
            results.add(pool.submit(player(port, "Right", t -> {
                if (t != 6) return List.of("(dash 10)(done)");
                List<String> flood = new ArrayList<>(List.of("(dash 10)"));
                for (int i = 0; i < 24; i++) flood.add("(turn_neck 0)");
                flood.add("(done)");
                return flood;
            })));
            for (Future<String> f : results) assertEquals("ok", f.get(120, TimeUnit.SECONDS));
        } finally {
            pool.shutdownNow();
            k.stop();
        }
        TimingReport report = reported.get();
        assertTrue(report != null, "the recorder was given the timing report");
        TimingReport.Row holes = row(report, Side.LEFT, 1), clashes = row(report, Side.LEFT, 2);
        TimingReport.Row late = row(report, Side.RIGHT, 1), flood = row(report, Side.RIGHT, 2);
        assertEquals(List.of(3L, 0L, 0L, 0L), counts(holes), report.csv());
        assertEquals(List.of(0L, 2L, 0L, 0L), counts(clashes), report.csv());
        assertEquals(List.of(1L, 1L, 1L, 0L), counts(late), report.csv());
        assertEquals(6L, flood.floodDropped(), report.csv());
        for (TimingReport.Row r : report.rows()) {
            assertEquals(1, r.half(), report.csv());
            assertTrue(r.cycles() >= LAST && r.cycles() <= LAST + 2, report.csv()); // from the first sense_body in play on
            TimingReport.Latency f = r.firstCommand(), d = r.done();
            assertTrue(f.samples() > 0 && d.samples() > 0, report.csv());
            assertTrue(f.p50() <= f.p95() && f.p95() <= f.p99() && f.p99() <= f.max(), report.csv());
            assertTrue(d.p50() <= d.p95() && d.p95() <= d.p99() && d.p99() <= d.max(), report.csv());
        }
        // the same report beside the game log, named after it
        try (Stream<Path> files = Files.list(logs)) {
            List<String> names = files.map(f -> f.getFileName().toString()).sorted().toList();
            assertTrue(names.contains("Left_0-vs-Right_0.timing.json") && names.contains("Left_0-vs-Right_0.timing.csv"), names::toString);
        }
        String json = Files.readString(logs.resolve("Left_0-vs-Right_0.timing.json"));
        assertTrue(json.contains("{\"side\": \"l\", \"team\": \"Left\", \"unum\": 1, \"half\": 1, \"cycles\": " + holes.cycles() + ", \"holes\": 3,"), json);
        assertEquals(report.rows().size() + 1, Files.readAllLines(logs.resolve("Left_0-vs-Right_0.timing.csv")).size());
    }

    private static TimingReport.Row row(TimingReport report, Side side, int unum) {
        return report.rows().stream().filter(r -> r.side() == side && r.unum() == unum).findFirst().orElseThrow();
    }

    /** Holes, clashes, late commands, flood drops. */
    private static List<Long> counts(TimingReport.Row r) { return List.of(r.holes(), r.clashes(), r.late(), r.floodDropped()); }

    /** Keeps the report the kernel hands over at the end. */
    private record CapturingRecorder(AtomicReference<TimingReport> report) implements Recorder, TimingListener {
        @Override public void matchStarted(ServerConfiguration configuration, World world) { }
        @Override public void cycle(World world) { }
        @Override public void matchEnded(World world) { }
        @Override public void timing(World world, TimingReport r) { report.set(r); }
    }
}
