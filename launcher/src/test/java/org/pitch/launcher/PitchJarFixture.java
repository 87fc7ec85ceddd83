package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.pitch.testkit.clients.UdpClient;

/**
 * What the end-to-end tests of {@code java -jar pitch.jar ...} share: the jar, a temporary folder
 * per test for the processes it starts (killed after it), each server on ports 0, and its output
 * read with timeouts, so a broken launcher fails a test rather than hanging it. The timeouts only
 * bound a hang. Runs under Failsafe (integration-test phase): it needs the jar {@code package} builds.
 * The tests of each class run concurrently (each with its own folder, processes and ports); both
 * annotations below are inherited.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS) // bounds a hang only
@Execution(ExecutionMode.CONCURRENT)
abstract class PitchJarFixture {
    /** Ports 0: the server binds any free ports and prints them. */
    static final String[] ANY_PORTS = {"server::port=0", "server::coach_port=0", "server::olcoach_port=0"};

    // the timeouts only bound a hang: an answer on loopback takes milliseconds, a start a few seconds under load
    static final long RUN_TIMEOUT_MS = 120_000;
    static final long READY_TIMEOUT_MS = 120_000;
    static final int ANSWER_TIMEOUT_MS = 30_000;
    static final Pattern LISTENING = Pattern.compile(
            "listening on udp (\\S+) ports (\\d+) \\(players, monitors\\), (\\d+) \\(trainer\\), (\\d+) \\(online coach\\)");

    static Path jar;
    static String version;

    @TempDir
    Path dir;

    final List<Process> processes = new ArrayList<>();

    @BeforeAll
    static void findJar() {
        jar = Path.of(System.getProperty("pitch.jar", "target/pitch.jar")).toAbsolutePath();
        assertTrue(Files.isRegularFile(jar), jar + " does not exist: run through Maven (mvn verify), which packages it first");
        version = System.getProperty("pitch.version");
    }

    @AfterEach
    void killLeftovers() throws InterruptedException {
        for (Process p : processes) {
            if (p.isAlive()) {
                p.destroyForcibly();
                p.waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    @AfterAll
    static void reportMeasurements() throws IOException {
        StartMeasurements.report(jar);
    }

    /** The given arguments first (so a message can name "command line argument 1"), then ports 0. */
    static String[] args(String... first) {
        String[] all = Arrays.copyOf(first, first.length + ANY_PORTS.length);
        System.arraycopy(ANY_PORTS, 0, all, first.length, ANY_PORTS.length);
        return all;
    }

    static void assertConfigError(Result r, String... fragments) {
        assertEquals(Main.EXIT_CONFIG, r.exit(), () -> "exit status of a bad configuration\n" + r.describe());
        for (String f : fragments) {
            assertTrue(r.err().contains(f), () -> "stderr must contain '" + f + "'\n" + r.describe());
        }
        assertTrue(r.err().contains("pitch: configuration error:"), r::describe);
        assertTrue(r.err().contains("not started"), r::describe);
        assertNotStarted(r);
        assertFalse(r.out().startsWith("Pitch "), () -> "a bad configuration is reported before the banner\n" + r.describe());
    }

    /** The transport logs "listening on udp" when it binds, the launcher prints it: neither may appear. */
    static void assertNotStarted(Result r) {
        assertFalse(r.out().contains("listening on udp") || r.err().contains("listening on udp"), () -> "something listened\n" + r.describe());
        assertFalse(r.out().contains("ready in"), r::describe);
    }

    Process start(Map<String, String> env, String... args) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-jar");
        cmd.add(jar.toString());
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        pb.environment().keySet().removeIf(k -> k.startsWith("PITCH_")); // only what the test sets
        pb.environment().putAll(env);
        Process p = pb.start();
        processes.add(p);
        p.getOutputStream().close();
        return p;
    }

    Process start(String... args) throws IOException {
        return start(Map.of(), args);
    }

    Result run(String... args) throws Exception {
        return run(Map.of(), args);
    }

    Result run(Map<String, String> env, String... args) throws Exception {
        return runWithin(RUN_TIMEOUT_MS, env, args);
    }

    Result runWithin(long timeoutMs, Map<String, String> env, String... args) throws Exception {
        Process p = start(env, args);
        Output out = Output.of(p);
        if (!p.waitFor(timeoutMs, TimeUnit.MILLISECONDS)) {
            p.destroyForcibly();
            fail("pitch.jar " + String.join(" ", args) + " did not exit within " + timeoutMs + " ms\n" + out.finish(p).describe());
        }
        return out.finish(p);
    }

    Running startServer(String... args) throws Exception {
        long t0 = System.nanoTime();
        Process p = start(args);
        Output output = Output.of(p);
        String ready = output.out().await(l -> l.startsWith("ready in"), READY_TIMEOUT_MS);
        long wallMs = (System.nanoTime() - t0) / 1_000_000;
        if (ready == null) {
            p.destroyForcibly();
            fail("no 'ready in' line within " + READY_TIMEOUT_MS + " ms\n" + output.finish(p).describe());
        }
        Matcher m = LISTENING.matcher(output.out().text());
        assertTrue(m.find(), () -> "no 'listening on udp ... ports N (players, monitors), ...' line\n--- stdout ---\n"
                + output.out().text() + "--- stderr ---\n" + output.err().text());
        Running s = new Running(p, output.out(), output.err(), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)));
        Matcher self = Pattern.compile("ready in (\\d+) ms").matcher(ready);
        StartMeasurements.add(wallMs, self.find() ? Long.parseLong(self.group(1)) : -1, ProcFs.vmRssKb(p.pid()));
        return s;
    }

    static void stop(Running s) throws Exception {
        s.process().destroy();
        assertTrue(s.process().waitFor(10, TimeUnit.SECONDS), "the server did not stop on SIGTERM");
    }

    /** Sends {@code payload} as it is; the answer as it came, its NUL included. */
    static String exchange(UdpClient client, byte[] payload) throws IOException {
        client.sendBytes(payload);
        return new String(client.receiveBytes(), StandardCharsets.ISO_8859_1);
    }

    static String excerpt(String text, String around) {
        int i = text.indexOf(around);
        if (i < 0) return "('" + around + "' not found in " + text.length() + " chars of output)";
        return text.substring(Math.max(0, i - 200), Math.min(text.length(), i + 200));
    }

    /**
     * A free UDP port for a server that is told its ports (the match runner's, a container's on the
     * host network), and the two after it (the trainer's and the online coach's), chosen below
     * Linux's ephemeral range (32768 up): between this check and the server's bind, no port 0
     * bound by a test running beside this one can take them.
     */
    static int freeUdpPortOutsideTheEphemeralRange() throws IOException {
        return org.pitch.launcher.match.FreePorts.consecutive("0.0.0.0", 3);
    }
}
