package org.pitch.launcher;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.pitch.launcher.variant.BundleDigest;

/**
 * The plugins folder: every {@code *.jar} in it is installed as a bundle at start. While the server
 * runs the folder is watched: a new jar is installed and started, a changed one updated, a removed
 * one uninstalled; the kernel switches implementations at the next cycle.
 *
 * <p>A jar is read into memory once and installed from those bytes, so that its digest
 * ({@link #digests}) is of exactly what the framework got, even if the file changes meanwhile;
 * the digests of the jars installed at start are taken when first asked for, after the start-up.
 */
final class PluginFolder implements AutoCloseable {
    private static final long POLL_SECONDS = 2;

    private final BundleContext ctx;
    private final Path dir;
    private final PrintStream err;
    private final Map<Path, Long> seen = new HashMap<>();
    private final Map<Path, Bundle> bundles = new HashMap<>();
    /** The bytes of each installed jar until its digest is taken, then its digest. */
    private final Map<Path, byte[]> undigested = new HashMap<>();
    private final Map<Path, BundleDigest> digests = new HashMap<>();
    /** Told after a rescan that installed, updated or removed a jar (outside this folder's lock). */
    private final Runnable onChange;
    private ScheduledExecutorService watcher;

    PluginFolder(BundleContext ctx, Path dir, PrintStream err) {
        this(ctx, dir, err, () -> {});
    }

    PluginFolder(BundleContext ctx, Path dir, PrintStream err, Runnable onChange) {
        this.ctx = ctx;
        this.dir = dir;
        this.err = err;
        this.onChange = onChange;
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
        watcher.scheduleWithFixedDelay(this::poll, POLL_SECONDS, POLL_SECONDS, TimeUnit.SECONDS);
    }

    private void poll() {
        if (rescan()) onChange.run();
    }

    /** The digests of the jars installed now, in file name order, each the jar's bytes as installed. */
    synchronized List<BundleDigest> digests() {
        List<BundleDigest> out = new ArrayList<>();
        for (Path jar : bundles.keySet().stream().sorted().toList()) {
            byte[] bytes = undigested.remove(jar);
            if (bytes != null) digests.put(jar, BundleDigest.of(bytes, jar.getFileName().toString()));
            BundleDigest d = digests.get(jar);
            if (d != null) out.add(d);
        }
        return out;
    }

    /** Whether a jar was installed, updated or removed. */
    private synchronized boolean rescan() {
        boolean changed = false;
        Map<Path, Long> now = new HashMap<>();
        for (Path jar : jars()) now.put(jar, modified(jar));
        for (Path gone : Map.copyOf(bundles).keySet()) {
            if (!now.containsKey(gone)) {
                try {
                    bundles.remove(gone).uninstall();
                    seen.remove(gone);
                    undigested.remove(gone);
                    digests.remove(gone);
                    changed = true;
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
                    changed = true;
                    err.println("pitch: plugin added: " + e.getKey().getFileName());
                }
            } else if (!e.getValue().equals(seen.get(e.getKey()))) {
                try {
                    byte[] bytes = Files.readAllBytes(e.getKey());
                    b.update(new ByteArrayInputStream(bytes));
                    seen.put(e.getKey(), e.getValue());
                    digests.remove(e.getKey());
                    undigested.put(e.getKey(), bytes);
                    changed = true;
                    err.println("pitch: plugin updated: " + e.getKey().getFileName());
                } catch (IOException | BundleException ex) {
                    err.println("pitch: cannot update plugin " + e.getKey().getFileName() + ": " + ex.getMessage());
                }
            }
        }
        return changed;
    }

    private Bundle install(Path jar) {
        long stamp = modified(jar); // before reading: a change while it is read is an update at the next poll
        try {
            byte[] bytes = Files.readAllBytes(jar);
            Bundle b = ctx.installBundle("plugin:" + jar.toAbsolutePath(), new ByteArrayInputStream(bytes));
            bundles.put(jar, b);
            undigested.put(jar, bytes);
            seen.put(jar, stamp);
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
