package org.pitch.bench.load;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A server under test: any rcssserver-compatible command line, started in its own working folder
 * with the ports and switches of a scenario appended as {@code server::name=value} arguments, so
 * rcssserver 19 and Pitch are started alike. Reads the process's CPU time and peak memory from
 * {@code /proc} (Linux).
 */
public final class ServerProcess implements AutoCloseable {
    /** Clock ticks per second of {@code /proc/PID/stat} ({@code sysconf(_SC_CLK_TCK)}, 100 on Linux). */
    private static final double TICKS_PER_SECOND = 100.0;

    private final Process process;
    private final long startedNanos;

    private ServerProcess(Process process, long startedNanos) {
        this.process = process;
        this.startedNanos = startedNanos;
    }

    /**
     * Starts {@code command} (a shell command line; it may begin with {@code VAR=value}
     * assignments) with {@code arguments} appended. The command is exec'd, so the process measured
     * is the server itself, not a shell.
     */
    public static ServerProcess start(String command, List<String> arguments, Path folder) throws IOException {
        Files.createDirectories(folder);
        StringBuilder line = new StringBuilder("exec env ").append(command);
        for (String a : arguments) line.append(' ').append(a);
        List<String> cmd = new ArrayList<>(List.of("sh", "-c", line.toString()));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(folder.toFile())
                .redirectErrorStream(true).redirectOutput(folder.resolve("server.out").toFile());
        // rcssserver writes a literal "./~" folder when USER is unset
        pb.environment().putIfAbsent("USER", System.getProperty("user.name", "bench"));
        long t0 = System.nanoTime();
        return new ServerProcess(pb.start(), t0);
    }

    long pid() { return process.pid(); }

    long startedNanos() { return startedNanos; }

    public boolean alive() { return process.isAlive(); }

    /** User plus system CPU seconds the server has used so far. */
    double cpuSeconds() {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(process.pid()), "stat"), StandardCharsets.US_ASCII);
            // the command name may hold spaces: fields are counted after its closing parenthesis
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            long utime = Long.parseLong(f[11]), stime = Long.parseLong(f[12]);
            return (utime + stime) / TICKS_PER_SECOND;
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    /** Peak resident memory (VmHWM) in megabytes. */
    double peakResidentMb() {
        try {
            for (String l : Files.readAllLines(Path.of("/proc", Long.toString(process.pid()), "status"))) {
                if (l.startsWith("VmHWM:")) return Long.parseLong(l.replaceAll("[^0-9]", "")) / 1024.0;
            }
        } catch (IOException | RuntimeException e) {
            // gone
        }
        return Double.NaN;
    }

    @Override
    public void close() {
        process.destroy(); // SIGTERM: both servers close their logs and exit
        try {
            if (!process.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)) process.destroyForcibly().waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }
}
