package org.pitch.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;

/**
 * The plugins folder: every {@code *.jar} in it is installed as a bundle at start. While the server
 * runs the folder is watched: a new jar is installed and started, a changed one updated, a removed
 * one uninstalled; the kernel switches implementations at the next cycle.
 */
final class PluginFolder implements AutoCloseable {
    private static final long POLL_SECONDS = 2;

    private final BundleContext ctx;
    private final Path dir;
    private final PrintStream err;
    private final Map<Path, Long> seen = new HashMap<>();
    private final Map<Path, Bundle> bundles = new HashMap<>();
    private ScheduledExecutorService watcher;

    PluginFolder(BundleContext ctx, Path dir, PrintStream err) {
        this.ctx = ctx;
        this.dir = dir;
        this.err = err;
    }

    void installAll() {
        for (Path jar : jars()) install(jar);
    }

    void startAll() {
        for (Bundle b : bundles.values()) start(b);
    }

    void watch() {
        watcher = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "pitch-plugins");
            t.setDaemon(true);
            return t;
        });
        watcher.scheduleWithFixedDelay(this::rescan, POLL_SECONDS, POLL_SECONDS, TimeUnit.SECONDS);
    }

    private synchronized void rescan() {
        Map<Path, Long> now = new HashMap<>();
        for (Path jar : jars()) now.put(jar, modified(jar));
        for (Path gone : Map.copyOf(bundles).keySet()) {
            if (!now.containsKey(gone)) {
                try {
                    bundles.remove(gone).uninstall();
                    seen.remove(gone);
                    err.println("pitch: plugin removed: " + gone.getFileName());
                } catch (BundleException | IllegalStateException e) {
                    err.println("pitch: cannot uninstall plugin " + gone.getFileName() + ": " + e.getMessage());
                }
            }
        }
        for (Map.Entry<Path, Long> e : now.entrySet()) {
            Bundle b = bundles.get(e.getKey());
            if (b == null) {
                Bundle added = install(e.getKey());
                if (added != null) {
                    start(added);
                    err.println("pitch: plugin added: " + e.getKey().getFileName());
                }
            } else if (!e.getValue().equals(seen.get(e.getKey()))) {
                try (InputStream in = Files.newInputStream(e.getKey())) {
                    b.update(in);
                    seen.put(e.getKey(), e.getValue());
                    err.println("pitch: plugin updated: " + e.getKey().getFileName());
                } catch (IOException | BundleException ex) {
                    err.println("pitch: cannot update plugin " + e.getKey().getFileName() + ": " + ex.getMessage());
                }
            }
        }
    }

    private Bundle install(Path jar) {
        try (InputStream in = Files.newInputStream(jar)) {
            Bundle b = ctx.installBundle("plugin:" + jar.toAbsolutePath(), in);
            bundles.put(jar, b);
            seen.put(jar, modified(jar));
            return b;
        } catch (IOException | BundleException e) {
            err.println("pitch: plugin " + jar.getFileName() + " is not a usable bundle: " + e.getMessage());
            seen.put(jar, modified(jar)); // do not retry an unchanged broken jar every poll
            return null;
        }
    }

    private void start(Bundle b) {
        if (b.getHeaders().get(Constants.FRAGMENT_HOST) != null) return;
        try {
            b.start();
        } catch (BundleException e) {
            err.println("pitch: plugin " + b.getSymbolicName() + " does not start: " + e.getMessage());
        }
    }

    private Iterable<Path> jars() {
        try {
            return jarsIn(dir);
        } catch (IOException e) {
            err.println("pitch: cannot read plugins folder " + dir + ": " + e.getMessage());
            return java.util.List.of();
        }
    }

    /** The jars right in a folder, in name order; none if there is no such folder. */
    static java.util.List<Path> jarsIn(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) return java.util.List.of();
        try (Stream<Path> s = Files.list(folder)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().toList();
        }
    }

    private static long modified(Path p) {
        try {
            return Files.getLastModifiedTime(p).toMillis() ^ Files.size(p);
        } catch (IOException e) {
            return -1;
        }
    }

    @Override
    public synchronized void close() {
        if (watcher != null) watcher.shutdownNow();
    }
}
