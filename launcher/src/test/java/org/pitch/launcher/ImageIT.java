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
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.testkit.clients.UdpClient;

/**
 * The container image the build makes (target/pitch-image.tar, src/build/PitchImage.java), run for
 * real with Debian's Podman as an organiser runs it: loaded, started on the host's network with a
 * volume for its logs, answering a player, playing a match of two scripted teams to its end, and
 * stopping cleanly on SIGTERM ({@code podman stop}). Podman keeps this class's images and
 * containers in a storage of its own (removed after), with the settings this machine kind needs:
 * runc, cgroupfs, no default ulimits. The timeouts only bound a hang.
 */
class ImageIT extends PitchJarFixture {
    private static final long HANG_MS = 180_000;
    /** The tag PitchImage gives the image (pitch.image.tag in the launcher's pom). */
    private static String image;
    private static Path storage;

    @BeforeAll
    static void load() throws Exception {
        storage = Files.createTempDirectory("pitch-podman");
        Files.writeString(storage.resolve("containers.conf"),
                "[containers]\ndefault_ulimits = []\n[engine]\nruntime = \"runc\"\ncgroup_manager = \"cgroupfs\"\n");
        Path tar = jar.resolveSibling("pitch-image.tar");
        assertTrue(Files.isRegularFile(tar), tar + " (the build makes it in package)");
        long mb = Files.size(tar) / 1_000_000;
        assertTrue(mb <= 120, "the image is " + mb + " MB (at most 120 allowed)");
        Podman loaded = podman("load", "-i", tar.toString());
        assertEquals(0, loaded.status, loaded.output);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("Loaded image(?:\\(s\\))?: (\\S+)").matcher(loaded.output);
        assertTrue(m.find(), loaded.output);
        image = m.group(1);
        System.out.println("image " + image + ": " + mb + " MB");
    }

    @AfterAll
    static void removeStorage() throws Exception {
        if (storage == null) return;
        podman("rm", "--all", "--force");
        podman("rmi", "--all", "--force");
        // vfs layers hold files the container's root made: Podman removes them, the rest goes here
        try (Stream<Path> all = Files.walk(storage)) {
            for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        } catch (IOException e) {
            System.out.println("leftovers of the Podman storage " + storage + ": " + e);
        }
    }

    @Test
    void aPlayerIsAnsweredAndSigtermStopsTheServerWithItsLogsOnTheVolume(@TempDir Path volume) throws Exception {
        int port = freeUdpPortOutsideTheEphemeralRange();
        String name = "pitch-it-stop-" + port;
        Podman run = podman("run", "-d", "--name", name, "--network", "host", "-v", volume + ":/data", image,
                "server::port=" + port, "server::coach_port=" + (port + 1), "server::olcoach_port=" + (port + 2),
                "server::text_logging=true", "CSVSaver::save=true", "CSVSaver::filename=results.csv");
        assertEquals(0, run.status, run.output);
        awaitReady(name);
        try (UdpClient player = UdpClient.connect(port, "(init Contained (version 19))")) {
            assertEquals("(init l 1 before_kick_off)", player.first());
        }

        Podman stop = podman("stop", "--time", "60", name); // SIGTERM, then SIGKILL only after a minute
        assertEquals(0, stop.status, stop.output);
        assertEquals("143", podman("inspect", name, "--format", "{{.State.ExitCode}}").output.trim(),
                () -> "the JVM's exit on SIGTERM\n" + logs(name));
        List<String> files = list(volume);
        assertEquals(2, files.stream().filter(f -> f.matches("\\d{14}-Contained_0-vs-null\\.(rcg|rcl)")).count(),
                () -> "the logs, closed and renamed: " + files + "\n" + logs(name));
        assertTrue(Files.readString(volume.resolve("results.csv")).contains("Contained"), () -> files + "\n" + logs(name));
        assertTrue(logs(name).contains("Saving Results Complete"), () -> logs(name));
    }

    @Test
    void aMatchOfTwoScriptedTeamsPlaysToTimeOverAndTheServerEnds(@TempDir Path volume) throws Exception {
        int port = freeUdpPortOutsideTheEphemeralRange();
        String name = "pitch-it-match-" + port;
        Podman run = podman("run", "-d", "--name", name, "--network", "host", "-v", volume + ":/data", image,
                "server::port=" + port, "server::coach_port=" + (port + 1), "server::olcoach_port=" + (port + 2),
                "server::synch_mode=true", "server::auto_mode=true", "server::half_time=3", "server::text_logging=true",
                "server::nr_extra_halfs=0", "server::penalty_shoot_outs=false", "pitch.synch_kick_off_when_connected=2",
                "server::game_over_wait=20");
        assertEquals(0, run.status, run.output);
        awaitReady(name);
        List<String> heard = new ArrayList<>();
        java.util.concurrent.CountDownLatch homeConnected = new java.util.concurrent.CountDownLatch(1);
        Thread left = team(port, "Home", heard, homeConnected);
        assertTrue(homeConnected.await(HANG_MS, TimeUnit.MILLISECONDS), "Home connected"); // the left side: first to connect
        Thread right = team(port, "Away", heard, new java.util.concurrent.CountDownLatch(1));
        left.join(HANG_MS);
        right.join(HANG_MS);
        assertFalse(left.isAlive() || right.isAlive(), "the teams did not hear time_over\n" + logs(name));
        synchronized (heard) {
            assertEquals(2, heard.stream().filter(h -> h.endsWith("referee time_over")).count(), heard::toString);
        }

        Podman waited = podman("wait", name); // auto mode ends the server after game_over_wait
        assertEquals("0", waited.output.trim(), () -> "the server's exit status after the match\n" + logs(name));
        List<String> files = list(volume);
        assertEquals(2, files.stream().filter(f -> f.matches("\\d{14}-Home_0-vs-Away_0\\.(rcg|rcl)")).count(),
                () -> "the match's logs on the volume: " + files + "\n" + logs(name));
        String rcg = files.stream().filter(f -> f.endsWith(".rcg")).findFirst().orElseThrow();
        assertTrue(Files.readString(volume.resolve(rcg), StandardCharsets.ISO_8859_1).contains("time_over"), rcg);
    }

    /** A one-player team: greets, answers every (think) with (done), says (bye) at time_over. */
    private static Thread team(int port, String name, List<String> heard, java.util.concurrent.CountDownLatch connected) {
        Thread t = new Thread(() -> {
            try (UdpClient c = UdpClient.connect(port, "(init " + name + " (version 19))", HANG_MS)) {
                connected.countDown();
                while (true) {
                    String m = c.receive();
                    if (m.equals("(think)")) c.send("(done)");
                    if (m.startsWith("(hear ") && m.contains(" referee ")) {
                        synchronized (heard) {
                            heard.add(name + ": " + m.substring(1, m.length() - 1));
                        }
                        if (m.endsWith("referee time_over)")) {
                            c.send("(bye)");
                            return;
                        }
                    }
                }
            } catch (IOException | AssertionError e) {
                synchronized (heard) {
                    heard.add(name + " failed: " + e);
                }
            }
        }, "team-" + name);
        t.start();
        return t;
    }

    private static void awaitReady(String name) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(HANG_MS);
        while (System.nanoTime() < deadline) {
            String out = logs(name);
            if (out.contains("ready in")) return;
            if (out.contains("pitch: cannot start")) fail(out);
            Thread.sleep(100);
        }
        fail("the container did not get ready\n" + logs(name));
    }

    private static String logs(String name) {
        try {
            return podman("logs", name).output;
        } catch (Exception e) {
            return "(no logs: " + e + ")";
        }
    }

    private static List<String> list(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private record Podman(int status, String output) {}

    /** {@code podman ARGS} in this class's storage; its status and what it printed (both streams). */
    private static Podman podman(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("podman", "--root", storage.resolve("root").toString(),
                "--runroot", storage.resolve("run").toString(), "--storage-driver", "vfs",
                "--cgroup-manager", "cgroupfs", "--runtime", "runc"));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("CONTAINERS_CONF", storage.resolve("containers.conf").toString());
        Process p = pb.start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(HANG_MS, TimeUnit.MILLISECONDS)) {
            p.destroyForcibly();
            fail(String.join(" ", command) + " did not end");
        }
        return new Podman(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    }
}
