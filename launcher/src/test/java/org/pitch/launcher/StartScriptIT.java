package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

import org.junit.jupiter.api.Test;
import org.pitch.testkit.clients.UdpClient;

/** {@code launcher/pitch}, the start script: its JVM options, its class-data archive, its exit status. */
class StartScriptIT extends PitchJarFixture {
    /** However the server starts (here: the start script, with its archive and options), a bad configuration is exit status 2 and its message. */
    @Test
    void theStartScriptReportsABadConfigurationWithStatus2() throws Exception {
        Process p = scriptProcess(args("server::half_time=soon"));
        Output output = Output.of(p);
        assertTrue(p.waitFor(RUN_TIMEOUT_MS, TimeUnit.MILLISECONDS), "the script did not end");
        assertConfigError(output.finish(p), "server.half_time");
    }

    /**
     * The build leaves a class-data archive beside the jar (made by the java on the PATH, which
     * is this JVM here); launcher/pitch starts from it: most classes of a start come out of it.
     */
    @Test
    void theStartScriptStartsFromTheBuildsClassDataArchive() throws Exception {
        Path archive = jar.resolveSibling("pitch.jsa");
        assertTrue(Files.isRegularFile(archive) && Files.getLastModifiedTime(archive).compareTo(Files.getLastModifiedTime(jar)) > 0,
                () -> "the build made no archive newer than the jar: " + archive);
        Path loaded = dir.resolve("class-load.txt");
        Process p = scriptProcess(Map.of("PITCH_JAVA_OPTS", "-XX:+UseSerialGC -Xlog:class+load:file=" + loaded),
                args("--check"));
        Output output = Output.of(p);
        assertTrue(p.waitFor(RUN_TIMEOUT_MS, TimeUnit.MILLISECONDS), "the check did not end");
        Result r = output.finish(p);
        assertEquals(0, r.exit(), r::describe);
        List<String> lines = Files.readAllLines(loaded);
        long fromArchive = lines.stream().filter(l -> l.endsWith("source: shared objects file (top)")).count();
        long bundleClasses = lines.stream().filter(l -> l.contains(" org.pitch.kernel.")).count();
        long bundleClassesFromArchive = lines.stream()
                .filter(l -> l.contains(" org.pitch.kernel.") && l.endsWith("source: shared objects file (top)")).count();
        assertTrue(fromArchive > lines.size() / 2, () -> fromArchive + " of " + lines.size() + " classes came from the archive");
        // the bundles' classes, loaded by the framework's class loaders, come from it as well
        assertTrue(bundleClassesFromArchive > bundleClasses / 2,
                () -> bundleClassesFromArchive + " of " + bundleClasses + " kernel classes came from the archive");
    }

    @Test
    void theStartScriptRunsTheServerWithItsMeasuredJvmOptions() throws Exception {
        // launcher/pitch execs java with the options of docs/performance.md: the process is the server;
        // real time (the default) runs on C1 alone
        String cmdline = startWithScript(args());
        assertTrue(cmdline.contains("-XX:+UseSerialGC") && cmdline.contains("-Xmx64m") && cmdline.contains("-XX:TieredStopAtLevel=1")
                && cmdline.contains("-jar " + jar), () -> "the server's own command line: " + cmdline);
    }

    @Test
    void theStartScriptGivesSynchModeC2AndASmallHeap() throws Exception {
        // a file the shell would match with the regex exclusion's pattern: the JVM must get the pattern
        Files.writeString(dir.resolve("java.util.regex.X::y"), "");
        String cmdline = startWithScript(args("server::synch_mode=true"));
        assertTrue(cmdline.contains("-XX:+UseSerialGC") && cmdline.contains("-XX:-TieredCompilation")
                && cmdline.contains("-Xmx24m") && !cmdline.contains("TieredStopAtLevel")
                && cmdline.contains("-XX:CompileCommand=exclude,java.util.regex.*::*"),
                () -> "the server's own command line: " + cmdline);
    }

    /** The script names kernel methods for the JIT: a rename must not silently drop what they keep small. */
    @Test
    void theMethodsTheStartScriptNamesForTheJitExist() throws Exception {
        Matcher m = Pattern.compile("dontinline,([\\w.$]+)::(\\w+)").matcher(Files.readString(Path.of("pitch")));
        int named = 0;
        while (m.find()) {
            named++;
            String cls = m.group(1), method = m.group(2);
            assertTrue(Arrays.stream(Class.forName(cls).getDeclaredMethods()).anyMatch(x -> x.getName().equals(method)),
                    () -> "launcher/pitch names " + cls + "::" + method + ", which does not exist");
        }
        assertTrue(named > 0, "launcher/pitch names no method");
    }

    @Test
    void theStartScriptReplaysAWholeMatchsLog() throws Exception {
        // the log player holds the log in memory: a full match's (6,000 shows of 22 players, ~20 MB)
        // needs more than the server's small heap, so the script leaves the replay the JVM's default
        StringBuilder log = new StringBuilder("ULG5\n(server_param (half_time 3000)(simulator_step 100))\n"
                + "(playmode 1 kick_off_l)\n(team 1 TeamA TeamB 0 0)\n");
        for (int t = 1; t <= 6000; t++) {
            log.append("(show ").append(t).append(" ((b) 0 0 0 0)");
            for (char side : new char[] {'l', 'r'}) {
                for (int unum = 1; unum <= 11; unum++) {
                    log.append(" ((").append(side).append(' ').append(unum).append(") 0 0x1 ").append(side == 'l' ? -unum : unum)
                            .append(".1234 ").append(t % 30).append(".5678 0.1234 -0.5678 12.345 -45.678 (v h 90) (s 7654.32 0.987 1 123456)")
                            .append(" (c 0 ").append(t).append(" 0 0 0 0 0 0 0 0 0))");
                }
            }
            log.append(")\n");
        }
        Path file = dir.resolve("whole.rcg");
        Files.writeString(file, log);
        Process p = scriptProcess("replay", file.toString(), "server::port=0");
        Output output = Output.of(p);
        assertTrue(output.out().await(l -> l.startsWith("ready in"), READY_TIMEOUT_MS) != null, () -> output.out().text() + output.err().text());
        assertTrue(output.out().text().contains("6000 shows"), output.out()::text);
        String cmdline = Files.readString(Path.of("/proc", Long.toString(p.pid()), "cmdline")).replace('\0', ' ');
        assertFalse(cmdline.contains("-Xmx"), () -> "the replay's command line: " + cmdline);
        p.destroy();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS), "the replay did not stop on SIGTERM");
    }

    /** Runs launcher/pitch with these arguments in the test folder, its own default JVM options, this JVM's java. */
    private Process scriptProcess(String... arguments) throws IOException {
        return scriptProcess(Map.of(), arguments);
    }

    /** The same with environment variables for the script ({@code PITCH_JAVA_OPTS}). */
    private Process scriptProcess(Map<String, String> environment, String... arguments) throws IOException {
        Path script = Path.of("pitch").toAbsolutePath();
        assertTrue(Files.isExecutable(script), script + " is not executable");
        List<String> cmd = new ArrayList<>(List.of("sh", script.toString()));
        cmd.addAll(List.of(arguments));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        pb.environment().keySet().removeIf(k -> k.startsWith("PITCH_"));
        pb.environment().put("JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
        pb.environment().put("PITCH_JAR", jar.toString());
        pb.environment().putAll(environment);
        Process p = pb.start();
        processes.add(p);
        p.getOutputStream().close();
        return p;
    }

    /** Starts the server through launcher/pitch, checks it answers an init, stops it; returns its command line. */
    private String startWithScript(String... arguments) throws Exception {
        Process p = scriptProcess(arguments);
        Output output = Output.of(p);
        assertTrue(output.out().await(l -> l.startsWith("ready in"), READY_TIMEOUT_MS) != null, () -> output.out().text() + output.err().text());
        String cmdline = Files.readString(Path.of("/proc", Long.toString(p.pid()), "cmdline")).replace('\0', ' ');
        Matcher m = LISTENING.matcher(output.out().text());
        assertTrue(m.find(), output.out()::text);
        try (UdpClient client = new UdpClient(Integer.parseInt(m.group(2)), ANSWER_TIMEOUT_MS)) {
            assertEquals("(init l 1 before_kick_off)\0", exchange(client, "(init Team (version 19))\0".getBytes(StandardCharsets.ISO_8859_1)));
        }
        p.destroy();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS), "the server did not stop on SIGTERM");
        return cmdline;
    }
}
