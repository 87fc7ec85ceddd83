package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;

/** Faults around a match that must not stop it: a client gone in synch mode, logs that cannot be written. */
class FaultsTest {

    @TempDir
    Path dir;

    private static Kernel start(String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of("server::port=0", "server::coach_port=0", "server::olcoach_port=0",
                "pitch.bind=127.0.0.1", "pitch.seed=4"));
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
            int t = ServerCycles.senseBodyTime(m);
            if (t >= 0) { time = t; told++; }
            if (m.equals("(think)")) c.send("(done)");
        }
        return time;
    }

    @Test
    void aClientThatVanishesInSynchModeCostsEachCycleAtMostTheSynchTimeout() throws Exception {
        Kernel k = start("server::synch_mode=true", "pitch.synch_timeout_ms=200", "server::game_logging=false",
                "server::text_logging=false", "pitch.synch_before_kick_off_ms=0");
        try (UdpClient a = UdpClient.connect(k.binding().playerPort(), "(init Left (version 19))");
             UdpClient b = UdpClient.connect(k.binding().playerPort(), "(init Right (version 19))")) {
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
            // the 11 waits take 2.2 s; twice that leaves a busy machine (twice as slow) its time and
            // still tells a server that waits longer (its default 1.25 s a cycle: 14 s) or for ever
            assertTrue(ms <= 2 * 11 * 200, "11 cycles each waiting at most synch_timeout_ms for the vanished client took " + ms + " ms");
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
        try (UdpClient a = UdpClient.connect(k.binding().playerPort(), "(init Left (version 19))")) {
            assertTrue(a.first().startsWith("(init l 1 "), a.first());
            int told = 0; // the client's receive timeout ends a server that stopped telling
            while (told < 20) if (a.receive().startsWith("(sense_body ")) told++;
            assertTrue(k.running());
        } finally {
            k.stop();
        }
    }

    /**
     * The game log goes to a disk that is full (its working file is Linux's {@code /dev/full}, which
     * takes the open and fails every write with ENOSPC, so the failure comes at the first hand-over
     * to the disk, cycles into the match): reported once, naming the file and the reason, while the
     * players are told every cycle and the text log, on a healthy disk, is complete.
     */
    @Test
    void aDiskThatFillsDuringTheMatchIsReportedAndTheMatchGoesOn() throws Exception {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.isWritable(full), "needs Linux's /dev/full");
        Path gameDir = Files.createDirectories(dir.resolve("full-disk"));
        Files.createSymbolicLink(gameDir.resolve("incomplete.rcg"), full);
        Path textDir = dir.resolve("text");
        List<String> reports = new CopyOnWriteArrayList<>();
        Handler capture = new Handler() {
            @Override public void publish(LogRecord r) { reports.add(r.getLoggerName() + ": " + r.getMessage()); }
            @Override public void flush() { }
            @Override public void close() { }
        };
        Logger gameLog = Logger.getLogger("org.pitch.record.gamelog");
        gameLog.addHandler(capture);
        Kernel k = start("server::game_logging=true", "server::game_log_compression=0", "server::game_log_fixed=false",
                "server::game_log_dir=" + gameDir, "server::text_logging=true", "server::text_log_fixed=true",
                "server::text_log_dir=" + textDir, "server::simulator_step=10", "server::sense_body_step=10");
        try (UdpClient a = UdpClient.connect(k.binding().playerPort(), "(init Left (version 19))")) {
            int told = 0; // the client's receive timeout ends a server that stopped telling
            while (told < 200) {
                String m = a.receive();
                if (m.startsWith("(sense_body ")) told++;
                if (told == 20) a.send("(move -10 0)");
            }
            assertTrue(k.running());
        } finally {
            k.stop();
            gameLog.removeHandler(capture);
        }
        List<String> full_ = reports.stream().filter(r -> r.contains("No space left on device")).toList();
        assertEquals(1, full_.size(), "reported once: " + reports);
        assertTrue(full_.get(0).contains(gameDir.resolve("incomplete.rcg").toString()) && full_.get(0).contains("the match goes on"),
                full_.get(0));
        try (var texts = Files.list(textDir)) {
            Path textLog = texts.filter(f -> f.toString().endsWith(".rcl")).findFirst().orElseThrow();
            String text = Files.readString(textLog, java.nio.charset.StandardCharsets.ISO_8859_1);
            assertTrue(text.contains("(move -10 0)"), "the text log on the healthy disk has the match");
        }
    }
}
