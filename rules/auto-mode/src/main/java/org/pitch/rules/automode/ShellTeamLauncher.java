package org.pitch.rules.automode;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Runs team start commands with {@code /bin/sh -c}, as rcssserver does, their output going to the
 * server's own. Process creation and killing happen on one background thread, so the simulation
 * thread only hands the work over. Stopping ends each shell and everything it started (rcssserver
 * signals just the shell, whose players often outlive it); a JVM shutdown ends them too, as
 * rcssserver's exit does.
 */
final class ShellTeamLauncher implements TeamLauncher {
    private final PrintStream console;
    private final List<Process> children = new ArrayList<>();   // guarded by this
    private ExecutorService worker;                              // guarded by this; created on first use
    private Thread shutdownHook;                                 // guarded by this

    ShellTeamLauncher(PrintStream console) { this.console = console; }

    @Override
    public void start(String command) {
        console.println("Starting \"/bin/sh -c " + command + "\"");
        worker().execute(() -> launch(command));
    }

    @Override
    public void stopAll() {
        synchronized (this) {
            if (worker == null) return; // nothing was ever started
        }
        worker().execute(this::killAll);
    }

    @Override
    public void close() {
        ExecutorService w;
        synchronized (this) {
            w = worker;
            worker = null;
        }
        if (w != null) {
            w.shutdown(); // starts already handed over still run, so that they are killed below
            try {
                w.awaitTermination(2, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        killAll();
        synchronized (this) {
            if (shutdownHook != null) {
                try {
                    Runtime.getRuntime().removeShutdownHook(shutdownHook);
                } catch (IllegalStateException alreadyShuttingDown) {
                    // the hook is running or about to: it kills whatever is left
                }
                shutdownHook = null;
            }
        }
    }

    /** Waits until everything handed over so far has been done (tests). */
    void awaitIdle() throws Exception {
        worker().submit(() -> { }).get(10, TimeUnit.SECONDS);
    }

    /** The processes started and not yet stopped (tests). */
    synchronized List<Process> children() { return List.copyOf(children); }

    private synchronized ExecutorService worker() {
        if (worker == null) {
            worker = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "pitch-team-start");
                t.setDaemon(true);
                return t;
            });
        }
        return worker;
    }

    private void launch(String command) {
        try {
            Process p = new ProcessBuilder("/bin/sh", "-c", command).inheritIO().start();
            synchronized (this) {
                children.add(p);
                if (shutdownHook == null) {
                    shutdownHook = new Thread(this::killAll, "pitch-team-kill");
                    Runtime.getRuntime().addShutdownHook(shutdownHook);
                }
            }
        } catch (IOException | RuntimeException e) {
            System.err.println("pitch: Error: Could not execute \"/bin/sh -c " + command + "\": " + e.getMessage());
        }
    }

    private void killAll() {
        List<Process> victims;
        synchronized (this) {
            victims = new ArrayList<>(children);
            children.clear();
        }
        for (Process p : victims) {
            console.println("Killing " + p.pid());
            // the players first: once the shell is gone they would no longer be its descendants
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
        }
    }
}
