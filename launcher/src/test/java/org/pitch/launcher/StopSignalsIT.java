package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * SIGINT, SIGTERM and SIGHUP stop the server cleanly however a script started it, as they stop
 * rcssserver 19: the game and text logs closed and renamed after the teams, the results file
 * written. Each server is started as a tournament script starts one, by a non-interactive shell in
 * the background ({@code pitch ... &}, which comes with SIGINT ignored; with {@code nohup}, SIGHUP
 * too), through {@code java -jar} and through {@code launcher/pitch}. The timeouts only bound a hang.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS)
@Execution(ExecutionMode.CONCURRENT)
class StopSignalsIT {
    private static final long HANG_MS = 120_000;
    private static final Pattern LISTENING = Pattern.compile("listening on udp \\S+ ports (\\d+) \\(players");
    /** rcssserver's name for a finished match's logs with one team: date and time, then the teams and scores. */
    private static final Pattern RENAMED = Pattern.compile("\\d{14}-Signalled_0-vs-null\\.(rcg|rcl)");

    private static final Map<String, Integer> SIGNALS = Map.of("HUP", 1, "INT", 2, "TERM", 15);

    @TempDir Path dir;
    /** Killed after the test whatever happened to it, so a failure leaves no server behind. */
    private Background started;

    @AfterEach
    void killLeftovers() throws Exception {
        if (started != null && started.shell.isAlive()) new ProcessBuilder("kill", "-KILL", Long.toString(started.pid)).start().waitFor();
    }

    @ParameterizedTest(name = "{0} {1}, then kill -{2}")
    @CsvSource({
        "java -jar,  '&',     INT",
        "java -jar,  '&',     TERM",
        "java -jar,  nohup &, HUP",
        "launcher/pitch, '&', INT",
        "launcher/pitch, nohup &, HUP",
    })
    void aServerStartedInTheBackgroundStopsCleanlyOnTheSignal(String how, String background, String signal) throws Exception {
        Background server = started = startInBackground(how, background.startsWith("nohup"));
        int port = awaitPlayerPort();
        try (DatagramSocket player = new DatagramSocket(new InetSocketAddress("127.0.0.1", 0))) {
            player.setSoTimeout((int) HANG_MS);
            byte[] init = "(init Signalled (version 19))\0".getBytes(StandardCharsets.ISO_8859_1);
            player.send(new DatagramPacket(init, init.length, new InetSocketAddress("127.0.0.1", port)));
            DatagramPacket reply = new DatagramPacket(new byte[8192], 8192);
            player.receive(reply);
            assertTrue(new String(reply.getData(), 0, reply.getLength(), StandardCharsets.ISO_8859_1).startsWith("(init l 1 "));
        }

        assertEquals(0, new ProcessBuilder("kill", "-" + signal, Long.toString(server.pid())).inheritIO().start().waitFor());
        int status = server.awaitExit();
        assertEquals(128 + SIGNALS.get(signal), status, () -> "the exit status after SIG" + signal + "\n" + output());

        List<String> files;
        try (Stream<Path> listed = Files.list(dir)) {
            files = listed.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertEquals(2, files.stream().filter(f -> RENAMED.matcher(f).matches()).count(),
                () -> "the game and text logs, renamed after the match: " + files + "\n" + output());
        assertFalse(files.stream().anyMatch(f -> f.startsWith("incomplete")), () -> files + "\n" + output());
        List<String> results = Files.readAllLines(dir.resolve("results.csv"));
        assertTrue(results.stream().anyMatch(l -> l.contains("Signalled")), () -> "results.csv: " + results + "\n" + output());
        assertFalse(output().contains("Exception"), this::output);
    }

    /** The server's process id, and the shell that started it, which waits for it and prints its exit status. */
    private record Background(long pid, Process shell, java.io.BufferedReader lines) {
        int awaitExit() throws Exception {
            if (!shell.waitFor(HANG_MS, TimeUnit.MILLISECONDS)) {
                new ProcessBuilder("kill", "-KILL", Long.toString(pid)).start().waitFor();
                fail("the server went on after the signal");
            }
            String line = lines.readLine();
            assertTrue(line != null && line.startsWith("exit "), "the shell's last line: " + line);
            return Integer.parseInt(line.substring(5));
        }
    }

    /**
     * Starts the server from a non-interactive shell as a background job, as a script does; the
     * shell then waits for it (so the test knows when it is over, and how), as its parent.
     */
    private Background startInBackground(String how, boolean nohup) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path jar = Path.of(System.getProperty("pitch.jar", "target/pitch.jar")).toAbsolutePath();
        String command = how.equals("java -jar") ? quote(java) + " -jar " + quote(jar.toString())
                : quote(Path.of("pitch").toAbsolutePath().toString());
        String args = " server::port=0 server::coach_port=0 server::olcoach_port=0 server::text_logging=true"
                + " server::game_log_dir=. server::text_log_dir=. CSVSaver::save=true CSVSaver::filename=results.csv";
        String script = (nohup ? "nohup " : "") + command + args + " > out.txt 2> err.txt & echo $!; wait $!; echo exit $?";
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", script).directory(dir.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        pb.environment().keySet().removeIf(k -> k.startsWith("PITCH_"));
        pb.environment().put("JAVA", java); // launcher/pitch's java and jar: the build's
        pb.environment().put("PITCH_JAR", jar.toString());
        Process shell = pb.start();
        java.io.BufferedReader lines = new java.io.BufferedReader(new java.io.InputStreamReader(shell.getInputStream(), StandardCharsets.US_ASCII));
        return new Background(Long.parseLong(lines.readLine().trim()), shell, lines);
    }

    /** The player port the server printed once it listens. */
    private int awaitPlayerPort() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(HANG_MS);
        while (System.nanoTime() < deadline) {
            String out = read("out.txt");
            Matcher m = LISTENING.matcher(out + read("err.txt"));
            if (out.contains("ready in") && m.find()) return Integer.parseInt(m.group(1));
            Thread.sleep(50);
        }
        fail("the server did not get ready\n" + output());
        return -1;
    }

    private String output() {
        return "--- stdout ---\n" + read("out.txt") + "--- stderr ---\n" + read("err.txt");
    }

    private String read(String name) {
        try {
            return Files.exists(dir.resolve(name)) ? Files.readString(dir.resolve(name), StandardCharsets.ISO_8859_1) : "";
        } catch (IOException e) {
            return "(" + e + ")";
        }
    }

    private static String quote(String s) { return "'" + s.replace("'", "'\\''") + "'"; }
}
