package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.kernel.Kernel;

/**
 * Stopping the server (what SIGTERM does) closes the match: the game log gets its result record
 * and its final name, as when a match ends by itself, although stop() interrupts the simulation
 * thread that closes it.
 */
class LogsClosedOnStopTest {
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
        // the match has started once its logs are open (the first cycle), however busy the machine
        while (!Files.exists(dir.resolve("incomplete.rcg")) && System.currentTimeMillis() < end + 10_000) Thread.sleep(10);
        Thread.sleep(300);
        k.stop();
        // the logs close on the simulation thread, which stop() waits for two seconds; a busy disk
        // can make them finish later
        List<String> names;
        long closing = System.currentTimeMillis() + 10_000;
        do {
            try (Stream<Path> s = Files.list(dir)) {
                names = s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
            }
        } while (!names.contains("null-vs-null.rcg") && System.currentTimeMillis() < closing && sleep());
        assertEquals(List.of("null-vs-null.rcg", "null-vs-null.rcl"), names);
        List<String> lines = Files.readAllLines(dir.resolve("null-vs-null.rcg"));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("(msg 0 1 \"(result ")), "the result record: " + lines.get(lines.size() - 1));
    }

    private static boolean sleep() throws InterruptedException {
        Thread.sleep(50);
        return true;
    }
}
