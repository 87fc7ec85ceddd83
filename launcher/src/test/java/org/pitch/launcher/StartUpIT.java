package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.DatagramSocket;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * Whether a server starts: a bad configuration is exit status 2, a precise message and nothing
 * started; a port in use is status 1; {@code --check} starts as configured, then stops.
 */
class StartUpIT extends PitchJarFixture {
    @Test
    void unknownKeyIsRejectedWithASuggestion() throws Exception {
        Result r = run(args("server::half_tme=300"));
        assertConfigError(r, "server.half_tme", "command line argument 1 'server::half_tme=300'", "unknown key", "server.half_time");
    }

    @Test
    void wrongTypeIsRejected() throws Exception {
        Result r = run(args("server::half_time=abc"));
        assertConfigError(r, "server.half_time", "command line argument 1 'server::half_time=abc'", "expected an integer", "abc");
    }

    @Test
    void outOfRangeIsRejected() throws Exception {
        Result r = run("server::port=70000", "server::coach_port=0", "server::olcoach_port=0");
        assertConfigError(r, "server.port", "command line argument 1 'server::port=70000'", "70000", "out of range", "0..65535");
    }

    @Test
    void unknownKeyInAConfigFileNamesFileAndLine() throws Exception {
        Files.writeString(dir.resolve("bad.conf"), "server {\n  half_time = 300\n  half_tme = 3\n}\n");
        Result r = run(args("--config", "bad.conf"));
        assertConfigError(r, "server.half_tme", "bad.conf", "unknown key", "server.half_time");
        assertTrue(Pattern.compile("bad\\.conf\\W{1,4}(line\\s*)?3\\b").matcher(r.err()).find(),
                () -> "the message must give bad.conf and line 3\n" + r.describe());
    }

    @Test
    void badEnvironmentVariableIsRejected() throws Exception {
        Result r = run(Map.of("PITCH_SERVER__HALF_TIME", "abc"), args());
        assertConfigError(r, "server.half_time", "PITCH_SERVER__HALF_TIME", "expected an integer", "abc");
    }

    @Test
    void unknownOptionIsRejected() throws Exception {
        Result r = run(args("--frobnicate"));
        assertConfigError(r, "--frobnicate", "unknown option", "--help");
    }

    @Test
    void unknownProfileIsRejected() throws Exception {
        Result r = run(args("--profile", "nosuch"));
        assertConfigError(r, "nosuch", "--profile", "no such profile");
    }

    @Test
    void configuredModelWithoutProviderIsAConfigurationError() throws Exception {
        Process p = start(args("pitch.models.dash=nosuch", "pitch.startup_timeout_ms=1500"));
        Output out = Output.of(p);
        // nothing binds a UDP port while the kernel waits for the missing model
        Set<Integer> seen = new HashSet<>();
        while (p.isAlive()) {
            seen.addAll(ProcFs.udpPortsOf(p.pid()));
            Thread.sleep(50);
        }
        Result r = out.finish(p);
        assertEquals(Main.EXIT_CONFIG, r.exit(), r::describe);
        assertTrue(r.err().contains("dash=nosuch"), () -> "the message must name dash=nosuch\n" + r.describe());
        assertEquals(Set.of(), seen, "UDP ports the process bound although it could not start");
        assertNotStarted(r);
    }

    @Test
    void aPortInUseStopsStartUpWithStatus1() throws Exception {
        try (DatagramSocket taken = new DatagramSocket(new InetSocketAddress(0))) {
            int port = taken.getLocalPort();
            Result r = run("server::port=" + port, "server::coach_port=0", "server::olcoach_port=0");
            assertEquals(Main.EXIT_FAILED, r.exit(), r::describe);
            assertTrue(r.err().contains("pitch: cannot start:") && r.err().contains(String.valueOf(port)) && r.err().contains("in use"),
                    () -> "the message must name the port that is in use\n" + r.describe());
            assertFalse(r.out().contains("ready in"), r::describe);
        }
    }

    @Test
    void checkStartsTheServerReportsReadyAndStopsWithStatus0() throws Exception {
        Result r = run(args("--check"));
        assertEquals(0, r.exit(), r::describe);
        Matcher m = LISTENING.matcher(r.out());
        assertTrue(m.find() && r.out().contains("ready in "), () -> "a check starts the whole server\n" + r.describe());
        assertTrue(r.out().strip().endsWith("check: the server starts with this configuration; stopped"), r::describe);
        // no match was played: nothing recorded, no results
        try (java.util.stream.Stream<java.nio.file.Path> written = java.nio.file.Files.list(dir)) {
            assertEquals(java.util.List.of(), written.map(p -> p.getFileName().toString()).toList(), "files a check wrote");
        }
        assertFalse(r.out().contains("Saving Results"), r::describe);
        for (int i = 2; i <= 4; i++) {
            int port = Integer.parseInt(m.group(i));
            try (DatagramSocket again = new DatagramSocket(new InetSocketAddress(port))) {
                assertEquals(port, again.getLocalPort());
            } catch (IOException e) {
                fail("port " + port + " is still in use after the check: " + e);
            }
        }
    }

    @Test
    void checkOfABadConfigurationExitsWithStatus2() throws Exception {
        assertConfigError(run(args("--check", "server::half_time=soon")), "server.half_time");
    }

    @Test
    void checkOnAPortInUseFailsAsAStartWould() throws Exception {
        try (DatagramSocket taken = new DatagramSocket(new InetSocketAddress(0))) {
            Result r = run("--check", "server::port=" + taken.getLocalPort(), "server::coach_port=0", "server::olcoach_port=0");
            assertEquals(Main.EXIT_FAILED, r.exit(), r::describe);
            assertTrue(r.err().contains("in use"), r::describe);
            assertFalse(r.out().contains("check:"), r::describe);
        }
    }
}
