package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.kernel.Kernel;

/** Faults around a match that must not stop it: a client gone in synch mode, logs that cannot be written. */
class FaultsTest {
    private static final Pattern THINK_OR_TIME = Pattern.compile("^\\(sense_body (\\d+) ");

    @TempDir
    Path dir;

    private static Kernel start(String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of("server::port=0", "server::coach_port=0", "server::olcoach_port=0",
                "pitch.host=127.0.0.1", "pitch.seed=4"));
        all.addAll(List.of(args));
        Kernel k = Pitch.builder().args(all.toArray(String[]::new)).build().start();
        long end = System.currentTimeMillis() + 5000;
        while (!k.running() && System.currentTimeMillis() < end) Thread.sleep(5);
        assertTrue(k.running(), k.problem());
        return k;
    }

    /** Answers every (think) with (done) until {@code cycles} cycles were told; returns the last time. */
    private static int play(UdpClient c, int cycles) throws Exception {
        int time = -1;
        for (int told = 0; told < cycles; ) {
            String m = c.receive();
            Matcher t = THINK_OR_TIME.matcher(m);
            if (t.find()) { time = Integer.parseInt(t.group(1)); told++; }
            if (m.equals("(think)")) c.send("(done)");
        }
        return time;
    }

    @Test
    void aClientThatVanishesInSynchModeCostsEachCycleAtMostTheSynchTimeout() throws Exception {
        Kernel k = start("server::synch_mode=true", "pitch.synch_timeout_ms=200", "server::game_logging=false",
                "server::text_logging=false", "pitch.synch_before_kick_off_ms=0");
        try (UdpClient a = new UdpClient(k.binding().playerPort(), "(init Left (version 19))");
             UdpClient b = new UdpClient(k.binding().playerPort(), "(init Right (version 19))")) {
            Thread answering = new Thread(() -> {
                try { play(b, 20); } catch (Exception e) { /* b vanishes below */ }
            });
            answering.start();
            play(a, 20);
            answering.join();
            b.close(); // gone mid-match, without (bye)
            long t0 = System.nanoTime();
            int before = play(a, 1);
            int after = play(a, 10);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(after >= before + 9 || after == before, "the clock goes on (or stands before the kick-off): " + before + " -> " + after);
            assertTrue(ms <= 11 * 200 + 500, "11 cycles each waiting at most synch_timeout_ms for the vanished client took " + ms + " ms");
        } finally {
            k.stop();
        }
    }

    @Test
    void logsThatCannotBeWrittenAreReportedAndTheMatchGoesOn() throws Exception {
        Path notADirectory = Files.writeString(dir.resolve("a-file"), "x");
        Kernel k = start("server::game_logging=true", "server::text_logging=true",
                "server::game_log_dir=" + notADirectory.resolve("logs"), "server::text_log_dir=" + notADirectory.resolve("logs"),
                "server::simulator_step=20");
        try (UdpClient a = new UdpClient(k.binding().playerPort(), "(init Left (version 19))")) {
            assertTrue(a.first().startsWith("(init l 1 "), a.first());
            int told = 0;
            long end = System.currentTimeMillis() + 3000;
            while (told < 20 && System.currentTimeMillis() < end) if (a.receive().startsWith("(sense_body ")) told++;
            assertTrue(told >= 20, "the player is told every cycle without logs: " + told);
            assertTrue(k.running());
        } finally {
            k.stop();
        }
    }
}
