package org.pitch.launcher;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.apache.felix.framework.Felix;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.launch.Framework;

/**
 * A framework made, initialised and given the embedded bundles on a thread of its own while the
 * main thread reads and validates the configuration; one after the other they took about 40 and
 * 250 ms of a start-up (docs/performance.md). Nothing in it is started: a
 * configuration that turns out bad discards it before anything ran or bound a port. The
 * configuration reaches the bundles later, as the launcher's configuration service.
 */
final class PreparedFramework {
    private final Thread thread;
    private final Path storage;
    private Framework framework;
    private Exception failure;

    /** Framework properties besides {@link #properties}, e.g. {@link org.pitch.api.config.LaunchProperties#CHECK}. */
    private final Map<String, Object> extra;

    private PreparedFramework(Path storage, Map<String, Object> extra) {
        this.storage = storage;
        this.extra = extra;
        this.thread = new Thread(this::prepare, "pitch-framework");
        thread.setDaemon(true);
    }

    /** Starts preparing a framework with its bundle cache in a new folder. */
    static PreparedFramework begin(Map<String, Object> extra) throws IOException {
        PreparedFramework p = new PreparedFramework(FrameworkStorage.create(System.getenv()), Map.copyOf(extra));
        p.thread.start();
        return p;
    }

    /** The properties every framework of the launcher gets, its bundle cache in {@code storage}. */
    static Map<String, Object> properties(Path storage) {
        Map<String, Object> props = new HashMap<>();
        props.put(Constants.FRAMEWORK_STORAGE, storage.toString());
        props.put(Constants.FRAMEWORK_STORAGE_CLEAN, Constants.FRAMEWORK_STORAGE_CLEAN_ONFIRSTINIT);
        props.put(Constants.FRAMEWORK_BOOTDELEGATION, "sun.*,com.sun.*,jdk.internal.*");
        props.put("felix.log.level", "1");
        return props;
    }

    private void prepare() {
        try {
            Map<String, Object> props = properties(storage);
            props.putAll(extra);
            Framework f = new Felix(props);
            f.init();
            synchronized (this) {
                framework = f; // discard() stops it even if the installs below fail
            }
            EmbeddedBundles.installAll(f.getBundleContext());
        } catch (IOException | BundleException | RuntimeException e) {
            synchronized (this) {
                failure = e;
            }
        }
    }

    /** The framework, initialised, its embedded bundles installed and none started. */
    Framework await() throws IOException, BundleException, InterruptedException {
        thread.join();
        synchronized (this) {
            if (failure instanceof IOException io) throw io;
            if (failure instanceof BundleException b) throw b;
            if (failure != null) throw new BundleException("preparing the framework failed: " + failure, failure);
            return framework;
        }
    }

    /** The folder of the framework's bundle cache. */
    Path storage() { return storage; }

    /** Stops the framework unused and removes its bundle cache. */
    void discard() {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Framework f;
        synchronized (this) {
            f = framework;
        }
        if (f != null) {
            try {
                f.stop();
                f.waitForStop(2000);
            } catch (BundleException | InterruptedException e) {
                // nothing ran in it: the folder goes anyway
            }
        }
        FrameworkStorage.delete(storage);
    }
}
