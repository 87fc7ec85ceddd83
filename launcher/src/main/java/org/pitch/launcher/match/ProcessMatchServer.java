package org.pitch.launcher.match;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A server in a process of its own: this Pitch or any rcssserver-compatible command. */
final class ProcessMatchServer implements MatchServer {
    private final Process process;
    private final Thread reader;

    private ProcessMatchServer(Process process, Thread reader) {
        this.process = process;
        this.reader = reader;
    }

    /** Servers started from {@code command} followed by the match's settings. */
    static Factory factory(List<String> command) {
        return (dir, settings, lines) -> {
            List<String> argv = new ArrayList<>(command);
            argv.addAll(settings);
            Process p = new ProcessBuilder(argv).directory(dir.toFile()).redirectErrorStream(true).start();
            return new ProcessMatchServer(p, copy(p, dir.resolve("server.log"), lines));
        };
    }

    @Override
    public boolean awaitReady(String host, int port, long timeoutMs) throws IOException, InterruptedException {
        return ReadyProbe.await(process, host, port, timeoutMs);
    }

    @Override
    public boolean awaitEnd(long timeoutMs) throws InterruptedException {
        if (!process.waitFor(timeoutMs, TimeUnit.MILLISECONDS)) return false;
        reader.join(5_000); // the last lines, the results among them
        return true;
    }

    @Override public boolean alive() { return process.isAlive(); }

    @Override
    public String failure() {
        if (process.isAlive()) return null;
        int status = process.exitValue();
        return status == 0 ? null : "the server exited with status " + status;
    }

    /** SIGTERM (both servers close their logs on it), then SIGKILL after 10 s. */
    @Override
    public void stop() {
        if (process.isAlive()) {
            process.destroy();
            try {
                if (!process.waitFor(10, TimeUnit.SECONDS)) process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                process.destroyForcibly();
            }
        }
        try {
            reader.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A thread copying the server's output to its log file and to {@code lines}. */
    private static Thread copy(Process server, Path log, List<String> lines) {
        Thread t = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
                 BufferedWriter file = Files.newBufferedWriter(log, StandardCharsets.UTF_8)) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    lines.add(line);
                    file.write(line);
                    file.newLine();
                    file.flush();
                }
            } catch (IOException e) {
                lines.add("(match runner: reading the server's output failed: " + e.getMessage() + ")");
            }
        }, "pitch-match-server-output");
        t.setDaemon(true);
        t.start();
        return t;
    }
}
