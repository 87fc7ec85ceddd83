package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.pitch.testkit.clients.UdpClient;

/** {@code pitch.jar replay}: game logs served to monitors, including the log of a killed server. */
class ReplayIT extends PitchJarFixture {
    /** A game log of three cycles: one player of TeamA, who runs; parameters that are not the defaults. */
    private Path tinyLog(String name) throws IOException {
        StringBuilder log = new StringBuilder("ULG5\n(server_param (half_time 120)(simulator_step 100)(visible_angle 90))\n"
                + "(player_param (random_seed 7))\n(player_type (id 0)(player_speed_max 1.05))\n"
                + "(playmode 1 kick_off_l)\n(team 1 TeamA null 0 0)\n");
        for (int t = 1; t <= 3; t++) {
            log.append("(show ").append(t).append(" ((b) 0 0 0 0) ((l 1) 0 0x1 ").append(-10 + t)
                    .append(" 0 1 0 0 0 (v h 90) (s 8000 1 1 130600) (c 0 ").append(t).append(" 0 0 0 0 0 0 0 0 0)))\n");
        }
        Path p = dir.resolve(name);
        Files.writeString(p, log);
        return p;
    }

    /** kill -9 in the middle of a match: the game log, flushed every cycle, is still one the log player reads. */
    @Test
    void aServerKilledMidMatchLeavesALogTheLogPlayerReads() throws Exception {
        Running s = startServer(args("server::game_logging=true", "server::game_log_dir=" + dir, "server::text_logging=false",
                "server::coach=true", "server::simulator_step=20", "server::send_step=30"));
        try (UdpClient player = new UdpClient(s.playerPort(), ANSWER_TIMEOUT_MS);
             UdpClient trainer = new UdpClient(s.trainerPort(), ANSWER_TIMEOUT_MS)) {
            assertTrue(exchange(player, "(init Killed (version 19))\0".getBytes(StandardCharsets.ISO_8859_1)).startsWith("(init l 1 "));
            String ok = exchange(trainer, "(init (version 19))\0".getBytes(StandardCharsets.ISO_8859_1));
            assertTrue(ok.startsWith("(init ok)"), ok);
            trainer.sendBytes("(start)\0".getBytes(StandardCharsets.ISO_8859_1)); // to the trainer's own port, which answered
            // killed once the player was told of cycle 30: the server had played (and logged) the 20 cycles
            // checked below by then, however few cycles a slow machine runs in a second
            awaitSenseBodyOfCycle(player, 30);
        }
        s.process().destroyForcibly(); // SIGKILL: no shutdown hook, nothing closed
        assertTrue(s.process().waitFor(10, TimeUnit.SECONDS));
        Path log = dir.resolve("incomplete.rcg");
        assertTrue(Files.size(log) > 0, "the log of the killed match: " + log);

        Process p = start("replay", log.getFileName().toString(), "server::port=0");
        Output output = Output.of(p);
        String ready = output.out().await(l -> l.startsWith("ready in"), READY_TIMEOUT_MS);
        assertNotNull(ready, () -> "the log player did not start\n--- stdout ---\n" + output.out().text() + "--- stderr ---\n" + output.err().text());
        Matcher m = Pattern.compile("replaying \\S+: Killed 0 - 0 \\(none\\), game log version \\d+, (\\d+) shows \\(cycles (\\d+)-(\\d+)\\)")
                .matcher(output.out().text());
        assertTrue(m.find(), output.out()::text);
        assertTrue(Integer.parseInt(m.group(3)) >= 20, "the cycles up to the kill: " + m.group());
        p.destroy();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS));
    }

    /** Reads the player's messages until a {@code (sense_body T ...)} with T at least {@code cycle}. */
    private static void awaitSenseBodyOfCycle(UdpClient player, int cycle) throws IOException {
        Pattern senseBody = Pattern.compile("^\\(sense_body (\\d+) ");
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(RUN_TIMEOUT_MS); // bounds a hang only
        while (System.nanoTime() < deadline) {
            Matcher m = senseBody.matcher(player.receive());
            if (m.find() && Integer.parseInt(m.group(1)) >= cycle) return;
        }
        fail("no sense_body of cycle " + cycle + " or later within " + RUN_TIMEOUT_MS + " ms");
    }

    @Test
    void replayHelpPrintsItsUsage() throws Exception {
        Result r = run("replay", "--help");
        assertEquals(0, r.exit(), r::describe);
        assertTrue(r.out().startsWith("Usage: java -jar pitch.jar replay FILE.rcg [--speed F] [--loop]"), r::describe);
        assertEquals("", r.err(), r::describe);
        assertTrue(run("--help").out().contains("replay FILE.rcg"), "the general help names the replay");
    }

    @Test
    void aLogThatCannotBeReplayedExitsWithStatus2() throws Exception {
        Files.writeString(dir.resolve("bad.rcg"), "ULG5\n(show 1 ((b) x 0 0 0))\n");
        Result r = run("replay", "bad.rcg", "server::port=0");
        assertEquals(Main.EXIT_CONFIG, r.exit(), r::describe);
        assertTrue(r.err().contains("pitch: cannot replay " + dir.resolve("bad.rcg") + ": " + dir.resolve("bad.rcg")
                + ":2: a number expected, not 'x'"), r::describe);
        assertNotStarted(r);

        Result missing = run("replay", "nothing.rcg");
        assertEquals(Main.EXIT_CONFIG, missing.exit(), missing::describe);
        assertTrue(missing.err().contains("no such file: " + dir.resolve("nothing.rcg")), missing::describe);
        assertNotStarted(missing);

        Result speed = run("replay", tinyLog("tiny.rcg").getFileName().toString(), "--speed", "fast");
        assertEquals(Main.EXIT_CONFIG, speed.exit(), speed::describe);
        assertTrue(speed.err().contains("'fast' is not a speed factor"), speed::describe);
    }

    @Test
    void replayServesTheRecordedMatchToAMonitor() throws Exception {
        tinyLog("tiny.rcg");
        Process p = start("replay", "tiny.rcg", "--speed", "10", "server::port=0");
        Output output = Output.of(p);
        String ready = output.out().await(l -> l.startsWith("ready in"), READY_TIMEOUT_MS);
        assertNotNull(ready, () -> "no 'ready in' line\n--- stdout ---\n" + output.out().text() + "--- stderr ---\n" + output.err().text());
        String out = output.out().text();
        assertTrue(out.contains("replaying " + dir.resolve("tiny.rcg") + ": TeamA 0 - 0 (none), game log version 5, 3 shows (cycles 1-3)"), out);
        assertFalse(out.contains("serving:"), "no kernel: " + out);
        Matcher m = Pattern.compile("listening on udp \\S+ port (\\d+) \\(monitors\\)").matcher(out);
        assertTrue(m.find(), out);
        int port = Integer.parseInt(m.group(1));
        try (UdpClient monitor = new UdpClient(port, ANSWER_TIMEOUT_MS)) {
            String serverParam = exchange(monitor, "(dispinit version 4)\0".getBytes(StandardCharsets.ISO_8859_1));
            assertTrue(serverParam.startsWith("(server_param ") && serverParam.contains("(half_time 120)"), "the recorded value: " + excerpt(serverParam, "half_time"));
            List<String> rest = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                rest.add(new String(monitor.receiveBytes(), StandardCharsets.ISO_8859_1));
            }
            assertTrue(rest.get(0).startsWith("(player_param ") && rest.get(0).contains("(random_seed 7)"), rest.get(0));
            assertTrue(rest.get(1).startsWith("(player_type (id 0)(player_speed_max 1.05)"), rest.get(1));
            String first = rest.get(2);
            assertEquals("(show 1 (pm 4) (tm TeamA null 0 0) ((b) 0 0 0 0) ((l 1) 0 0x1 -9 0 1 0 0 0 (v h 90) (s 8000 1 1 130600) (c 0 1 0 0 0 0 0 0 0 0 0))",
                    first.substring(0, first.indexOf(" ((l 2)")), "the first show, as a v4 monitor's");
            assertTrue(rest.get(4).startsWith("(show 3 "), rest.get(4));
        }
        String end = output.out().await(l -> l.startsWith("end of the log at cycle 3"), READY_TIMEOUT_MS);
        assertNotNull(end, output.out()::text);
        p.destroy();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS), "the replay did not stop on SIGTERM");
    }
}
