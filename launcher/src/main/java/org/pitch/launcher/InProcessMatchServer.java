package org.pitch.launcher;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.pitch.config.CommandLine;
import org.pitch.config.ConfigLoader;
import org.pitch.config.ConfigurationException;
import org.pitch.launcher.match.MatchServer;

/**
 * A batch's server: a Felix framework with the shipped bundles in this JVM, started for one
 * match with its settings and stopped when the match is over; the next match gets a fresh one.
 */
final class InProcessMatchServer implements MatchServer {
    private final OutputTee tee;
    private final Server server;
    private final CountDownLatch finished;
    private final BufferedWriter log;
    private final boolean started;
    private String failure;

    private InProcessMatchServer(OutputTee tee, Server server, CountDownLatch finished, BufferedWriter log, boolean started, String failure) {
        this.tee = tee;
        this.server = server;
        this.finished = finished;
        this.log = log;
        this.started = started;
        this.failure = failure;
    }

    /** Servers in this JVM, their output (all of {@code System.out} and {@code System.err}) through {@code tee}. */
    static Factory factory(OutputTee tee) {
        return (dir, settings, lines) -> {
            BufferedWriter log = Files.newBufferedWriter(dir.resolve("server.log"), StandardCharsets.UTF_8);
            tee.sink(line -> {
                lines.add(line);
                try {
                    log.write(line);
                    log.newLine();
                    log.flush();
                } catch (IOException e) {
                    lines.add("(batch: writing server.log failed: " + e.getMessage() + ")"); // the match goes on
                }
            });
            PrintStream console = System.out; // the tee
            CountDownLatch finished = new CountDownLatch(1);
            try {
                var config = Main.loader(dir, console).load(CommandLine.parse(settings.toArray(new String[0])), System.getenv());
                console.println("profile: " + (config.profiles().isEmpty() ? "defaults (rcssserver 19)" : String.join(" + ", config.profiles()))
                        + ", seed: " + config.seed());
                Server server = new Server(config, dir, console, console, finished::countDown);
                boolean ok = server.start(System.nanoTime());
                return new InProcessMatchServer(tee, server, finished, log, ok, ok ? null
                        : "the server did not start" + (server.problem() != null ? " (" + server.problem() + ")" : ""));
            } catch (ConfigurationException e) {
                e.problems().forEach(p -> console.println("pitch: configuration error: " + p));
                return new InProcessMatchServer(tee, null, finished, log, false, "a bad configuration: " + e.problems().get(0));
            }
        };
    }

    @Override
    public boolean awaitReady(String host, int port, long timeoutMs) {
        return started; // Server.start returns once the kernel listens, or has failed
    }

    @Override
    public boolean awaitEnd(long timeoutMs) throws InterruptedException {
        return started && finished.await(timeoutMs, TimeUnit.MILLISECONDS);
    }

    @Override public boolean alive() { return started && finished.getCount() > 0; }

    @Override public String failure() { return failure; }

    @Override
    public void stop() {
        if (server != null) server.stop();
        tee.sink(line -> {}); // between matches nothing is printed that belongs to one
        try {
            log.close();
        } catch (IOException e) {
            if (failure == null) failure = "its log could not be written: " + e.getMessage();
        }
    }
}
