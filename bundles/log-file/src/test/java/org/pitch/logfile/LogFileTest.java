package org.pitch.logfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LogFileTest {
    @TempDir Path dir;
    final List<String> problems = new ArrayList<>();

    @Test
    void writesTextAndNumbersAsRcssserverAndRenamesAtClose() throws IOException {
        LogFile f = LogFile.open(dir.resolve("a/b"), "incomplete.rcl", 0, "text log", 1, problems::add);
        assertEquals(dir.resolve("a/b/incomplete.rcl"), f.path());
        assertTrue(Files.exists(f.path()), "created at once, so a problem shows at the start");
        f.integer(-17).character(' ').number(0.1 + 0.2).character(' ').number(1e6).character(' ').number(-0.0).character('\n');
        f.text("caf\u00e9 \u20ac \uD83D\uDE00 \uD800!").character('\u00ff').character('\u0101').character('\n');
        f.endCycle();
        Path target = dir.resolve("a/b/done.rcl");
        assertEquals(target, f.close(target));
        assertFalse(Files.exists(dir.resolve("a/b/incomplete.rcl")));
        byte[] expected = ("-17 0.3 1e+06 -0\ncaf\u00e9 ").getBytes(StandardCharsets.ISO_8859_1);
        ByteArrayOutputStream want = new ByteArrayOutputStream();
        want.writeBytes(expected);
        want.writeBytes("\u20ac \uD83D\uDE00 ?!".getBytes(StandardCharsets.UTF_8));
        want.write(0xff);
        want.writeBytes("\u0101\n".getBytes(StandardCharsets.UTF_8));
        assertEquals(hex(want.toByteArray()), hex(Files.readAllBytes(target)),
                "latin-1 characters as one byte each (a datagram's bytes come back), others as UTF-8");
        assertEquals(target, f.close(null), "closing twice does nothing");
        assertEquals(List.of(), problems);
    }

    @Test
    void truncateDropsUnflushedText() throws IOException {
        LogFile f = LogFile.open(dir, "x.rcg", 0, "game log", 1, problems::add);
        f.text("(show 1)\n");
        int mark = f.length();
        f.text("(player_type (id 0))");
        f.truncate(mark);
        assertThrows(IllegalArgumentException.class, () -> f.truncate(mark + 1));
        f.close(null);
        assertEquals("(show 1)\n", Files.readString(dir.resolve("x.rcg")));
    }

    @Test
    void cyclesReachTheDiskOnlyWhenTheirTurnComes() throws IOException {
        LogFile f = LogFile.open(dir, "x.rcg", 0, "game log", 3, problems::add);
        for (int t = 1; t <= 5; t++) {
            f.integer(t).character('\n');
            f.endCycle();
        }
        f.awaitWritten();
        assertEquals("1\n2\n3\n", Files.readString(f.path()), "cycles 4 and 5 wait for the 6th");
        f.endCycle();
        f.awaitWritten();
        assertEquals("1\n2\n3\n4\n5\n", Files.readString(f.path()));
        f.close(null);
    }

    @Test
    void aGzipFileWithoutItsTrailerStillInflatesUpToTheLastFlush() throws IOException {
        LogFile f = LogFile.open(dir, "incomplete.rcg.gz", 9, "game log", 1, problems::add);
        StringBuilder expected = new StringBuilder();
        for (int t = 1; t <= 500; t++) {
            String line = "(show " + t + " ((b) " + t * 0.37 + " 0))\n";
            f.text(line);
            expected.append(line);
            f.endCycle();
            f.awaitWritten();
        }
        f.text("(half a cycle"); // never handed over
        assertEquals(expected.toString(), inflate(f.path(), true));
        f.close(null);
        assertEquals(expected + "(half a cycle", inflate(f.path(), false), "closed: complete, with its trailer");
    }

    @Test
    void killedWithSigkillTheLogKeepsEveryFlushedCycle() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), KilledWriter.class.getName(),
                dir.toString(), "incomplete.rcg.gz", "6", "120").redirectErrorStream(true).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            assertEquals("written 120", out.readLine());
            p.destroyForcibly(); // SIGKILL: no shutdown hook, no close, no gzip trailer
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the writer process ends when killed");
        } finally {
            p.destroyForcibly();
        }
        assertTrue(p.exitValue() != 0, "killed, not ended");
        String text = inflate(dir.resolve("incomplete.rcg.gz"), true);
        StringBuilder expected = new StringBuilder();
        for (int t = 1; t <= 120; t++) expected.append("(show ").append(t).append(' ').append(org.pitch.wire.RcssNumbers.toString(t / 3.0)).append(")\n");
        assertEquals(expected.toString(), text);
    }

    @Test
    void aFullDiskIsReportedOnceAndWritingStops() throws IOException {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.isWritable(full), "needs Linux's /dev/full");
        LogFile f = LogFile.open(full.getParent(), "full", 0, "game log", 1, problems::add);
        for (int t = 1; t <= 50; t++) {
            f.text("x".repeat(100_000)).character('\n'); // more than the stream buffers: write() must fail
            f.endCycle();
            f.awaitWritten();
        }
        assertTrue(f.failed());
        f.close(null);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("No space left on device") && problems.get(0).contains("/dev/full"), problems.get(0));
        assertTrue(problems.get(0).contains("the match goes on"), problems.get(0));
    }

    @Test
    void aDirectoryThatCannotBeCreatedIsNamedInTheError() throws IOException {
        Path file = dir.resolve("plain-file");
        Files.writeString(file, "x");
        IOException e = assertThrows(IOException.class,
                () -> LogFile.open(file.resolve("logs"), "incomplete.rcg", 0, "game log", 1, problems::add));
        assertTrue(e.getMessage().contains("cannot create the game log directory '" + file.resolve("logs") + "'"), e.getMessage());
        assertTrue(e.getMessage().endsWith("(Not a directory)"), e.getMessage());
    }

    @Test
    void aFileThatCannotBeOpenedIsNamedInTheError() throws IOException {
        Files.createDirectory(dir.resolve("incomplete.rcg")); // a directory where the file should be
        IOException e = assertThrows(IOException.class, () -> LogFile.open(dir, "incomplete.rcg", 0, "game log", 1, problems::add));
        assertTrue(e.getMessage().startsWith("cannot open the game log file '" + dir.resolve("incomplete.rcg") + "' for writing"), e.getMessage());
    }

    @Test
    void aFailedRenameIsReportedAndTheFileKept() throws IOException {
        LogFile f = LogFile.open(dir, "incomplete.rcl", 0, "text log", 1, problems::add);
        f.text("line\n");
        Path target = dir.resolve("missing-dir/final.rcl");
        assertEquals(f.path(), f.close(target));
        assertEquals("line\n", Files.readString(f.path()));
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).contains("cannot rename") && problems.get(0).contains(target.toString()), problems.get(0));
    }

    @Test
    void flushCyclesMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> LogFile.open(dir, "x", 0, "game log", 0, problems::add));
    }

    static String inflate(Path file, boolean truncated) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            byte[] buf = new byte[4096];
            for (int n; (n = in.read(buf)) > 0; ) bytes.write(buf, 0, n);
            assertFalse(truncated, "expected no gzip trailer");
        } catch (EOFException e) {
            assertTrue(truncated, "unexpected end of " + file);
        }
        return bytes.toString(StandardCharsets.ISO_8859_1);
    }

    private static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(String.format("%02x", x));
        return sb.toString();
    }
}
