package org.pitch.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Hashtable;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.apache.felix.framework.Felix;
import org.osgi.framework.AllServiceListener;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.ServiceEvent;
import org.osgi.framework.ServiceListener;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.wiring.FrameworkWiring;
import org.pitch.api.config.LaunchProperties;
import org.pitch.api.config.StartupProblem;
import org.pitch.config.LoadedConfiguration;

/**
 * The server process: an embedded Felix framework with the bundles shipped in the jar and those
 * in the plugins folder, the validated configuration handed over as the {@code pitch.config}
 * framework property, and a shutdown hook that stops the framework on SIGINT/SIGTERM.
 *
 * <p>The launcher shares no classes with the bundles: it learns the kernel's state from the
 * properties of its {@code Simulator} service ({@code pitch.state}, {@code pitch.problem}, ports).
 * It hands the bundles the validated configuration and the variant it runs ({@link VariantService})
 * as services of JDK interfaces, and prints the variant's line after the ready line.
 *
 * <p>For {@code pitch replay FILE} the same framework runs the log player instead of the kernel
 * (both would serve the player port): the replay bundle starts, the kernel's does not, the log and
 * options go over as framework properties, and the player's service tells how it went.
 */
final class Server {
    private static final String SIMULATOR = "org.pitch.api.kernel.Simulator";
    /** The log player's service (org.pitch.replay.osgi.ReplayComponent) and its properties. */
    private static final String REPLAY = "org.pitch.replay.osgi.ReplayComponent";
    private static final String KERNEL_BUNDLE = "org.pitch.kernel";
    private static final String REPLAY_BUNDLE = "org.pitch.replay";
    private static final long STOP_WAIT_MS = 2000;
    /** How long reading a game log may take beyond the start-up timeout. */
    private static final long REPLAY_LOAD_LIMIT_MS = 300_000;

    /** What {@code pitch replay} asks for: the log (absolute), the speed factor, whether to loop. */
    record Replay(Path file, double speed, boolean loop) {}

    private final LoadedConfiguration config;
    private final Path workDir;
    private final PrintStream out;
    private final PrintStream err;
    /** {@code null} to serve matches, else the log to replay. */
    private final Replay replay;
    /** What happens when a rule finishes the match (auto mode's game over); {@code null}: the process exits, status 0. */
    private final Runnable onFinished;
    private int exitStatus = Main.EXIT_FAILED;
    /** Why the server did not start, as said on {@code err}; null while it has not failed. */
    private String problem;
    private Framework framework;
    private Path storage;
    /** The framework made ahead, or null to make one at start. */
    private PreparedFramework prepared;
    private PluginFolder plugins;
    /** The variant this server runs, for the bundles and the banner; null when replaying. */
    private VariantService variant;

    Server(LoadedConfiguration config, Path workDir, PrintStream out, PrintStream err) {
        this(config, workDir, out, err, (Replay) null);
    }

    /** A server in a framework prepared while the configuration loaded ({@link PreparedFramework}). */
    Server(LoadedConfiguration config, Path workDir, PrintStream out, PrintStream err, PreparedFramework prepared) {
        this(config, workDir, out, err, null, null);
        this.prepared = prepared;
    }

    Server(LoadedConfiguration config, Path workDir, PrintStream out, PrintStream err, Replay replay) {
        this(config, workDir, out, err, replay, null);
    }

    /**
     * A server that reports the end of its match to {@code onFinished} instead of ending the
     * process, and leaves stopping to its owner (no shutdown hook): one of a batch of matches.
     */
    Server(LoadedConfiguration config, Path workDir, PrintStream out, PrintStream err, Runnable onFinished) {
        this(config, workDir, out, err, null, onFinished);
    }

    private Server(LoadedConfiguration config, Path workDir, PrintStream out, PrintStream err, Replay replay, Runnable onFinished) {
        this.config = config;
        this.workDir = workDir;
        this.out = out;
        this.err = err;
        this.replay = replay;
        this.onFinished = onFinished;
    }

    int exitStatus() { return exitStatus; }

    /** Why {@link #start} returned false (the line it printed), or null. */
    String problem() { return problem; }

    private void cannotStart(String why) {
        problem = why;
        err.println("pitch: cannot start: " + why);
    }

    /** With {@code -Dpitch.trace.startup=true}, where start-up time goes. */
    private static void trace(String what) {
        if (Boolean.getBoolean("pitch.trace.startup")) {
            System.err.printf("startup %5d ms: %s%n", java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime(), what);
        }
    }

    /** Starts everything and waits until the kernel listens; false (and all stopped) if it cannot. */
    boolean start(long startedNanos) {
        try {
            if (prepared != null) {
                storage = prepared.storage();
                framework = prepared.await();
            } else {
                storage = FrameworkStorage.create(System.getenv());
                Map<String, Object> props = PreparedFramework.properties(storage);
                if (replay != null) {
                    props.put(LaunchProperties.REPLAY_FILE, replay.file().toString());
                    props.put(LaunchProperties.REPLAY_SPEED, Double.toString(replay.speed()));
                    props.put(LaunchProperties.REPLAY_LOOP, Boolean.toString(replay.loop()));
                }
                framework = new Felix(props);
                framework.init();
                EmbeddedBundles.installAll(framework.getBundleContext());
            }
            String awaited = replay == null ? SIMULATOR : REPLAY;
            BundleContext ctx = framework.getBundleContext();
            AtomicReference<ServiceReference<?>> kernel = new AtomicReference<>();
            CountDownLatch settled = new CountDownLatch(1);
            // an AllServiceListener: the launcher does not import the Simulator class, and a plain
            // listener is only told about services whose classes it shares
            ServiceListener listener = (AllServiceListener) event -> {
                if (event.getType() == ServiceEvent.UNREGISTERING) return;
                Object state = event.getServiceReference().getProperty("pitch.state");
                kernel.set(event.getServiceReference());
                if ("RUNNING".equals(state) || "FAILED".equals(state)) settled.countDown();
            };
            ctx.addServiceListener(listener, "(objectClass=" + awaited + ")");
            StartupSettling settling = new StartupSettling();
            ctx.addServiceListener(settling);
            ctx.addBundleListener(settling);
            trace("bundles installed");
            handOver(ctx);
            Path pluginDir = workDir.resolve(config.settings().string("plugins_dir", "plugins"));
            plugins = new PluginFolder(ctx, pluginDir, err, this::pluginsChanged);
            plugins.installAll();
            framework.start();
            trace("framework started");
            // one resolution of every bundle instead of one per bundle as each starts
            framework.adapt(FrameworkWiring.class).resolveBundles(null);
            trace("bundles resolved");
            // the plugins first: their rules and models are registered before the kernel activates, so
            // the first cycle has them (a rule started later would miss the cycles before it came)
            plugins.startAll();
            // the bundles of features that are off (web monitor, virtual soccer API, learning) stay stopped
            EmbeddedBundles.startAll(ctx, replay == null ? null : KERNEL_BUNDLE, replay == null ? null : REPLAY_BUNDLE, config.settings());
            trace("bundles started");
            if (onFinished == null) Runtime.getRuntime().addShutdownHook(new Thread(this::stop, "pitch-shutdown"));

            long timeout = (long) config.settings().number("startup_timeout_ms", 5000);
            // the kernel opening its ports and the match with every model there is no missing model
            BooleanSupplier starting = () -> {
                ServiceReference<?> r = kernel.get();
                return r != null && "STARTING".equals(r.getProperty("pitch.state"));
            };
            boolean done = settling.await(settled, timeout, starting);
            if (!done && replay != null && kernel.get() != null) {
                // the log player is there and still reading a long log: its own errors end the wait
                done = settled.await(REPLAY_LOAD_LIMIT_MS, TimeUnit.MILLISECONDS);
            }
            ServiceReference<?> ref = kernel.get();
            ctx.removeServiceListener(listener);
            ctx.removeServiceListener(settling);
            ctx.removeBundleListener(settling);
            String state = ref == null ? null : (String) ref.getProperty("pitch.state");
            if (replay != null) return replayStarted(done, ref, state, startedNanos, ctx);
            if (!done || !"RUNNING".equals(state)) {
                Object said = ref == null ? null : ref.getProperty("pitch.problem");
                cannotStart(ref == null ? "the kernel did not start (no Simulator service)"
                        : said != null ? said.toString() : "the kernel was not running after the start-up wait (state " + state + ")");
                // a configured model or rule that no bundle provides is a configuration error
                exitStatus = "WAITING_FOR_MODELS".equals(state) ? Main.EXIT_CONFIG : Main.EXIT_FAILED;
                stop();
                return false;
            }
            if (refusedByAPart(ctx)) return false;
            out.println("serving:");
            out.print(ref.getProperty("pitch.implementations"));
            out.println("listening on udp " + config.settings().string("bind", "0.0.0.0") + " ports "
                    + ref.getProperty("pitch.port.player") + " (players, monitors), "
                    + ref.getProperty("pitch.port.trainer") + " (trainer), "
                    + ref.getProperty("pitch.port.online_coach") + " (online coach)");
            out.printf("ready in %d ms%n", (System.nanoTime() - startedNanos) / 1_000_000);
            out.flush();
            trace("ready");
            // a rule may finish the match (auto mode's game over): then the server exits, status 0
            ctx.addServiceListener((AllServiceListener) event -> {
                Object finished = event.getServiceReference().getProperty("pitch.finished");
                if (finished != null && event.getType() == ServiceEvent.MODIFIED) {
                    out.println(finished);
                    out.flush();
                    // not on the framework's event thread: the shutdown hook (or the owner) stops the framework
                    Thread exit = new Thread(onFinished != null ? onFinished : () -> System.exit(0), "pitch-game-over");
                    exit.start();
                }
            }, "(objectClass=" + SIMULATOR + ")");
            // after the ready line: the start-up does not wait for the hashing
            try {
                out.println(variant.publish().bannerLine());
                trace("variant computed");
            } catch (RuntimeException e) {
                err.println("pitch: cannot compute the variant: " + e);
            }
            out.flush();
            plugins.watch();
            return true;
        } catch (BundleException | IOException | org.osgi.framework.InvalidSyntaxException e) {
            cannotStart(e.getMessage());
            stop();
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop();
            return false;
        }
    }

    /**
     * The validated configuration, for the config bundle: a service of a JDK interface (the
     * launcher shares no class of its own with the bundles), registered before any bundle starts.
     */
    private void handOver(BundleContext ctx) {
        String whole = config.renderCompact();
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put(LaunchProperties.LAUNCH, LaunchProperties.LAUNCH_CONFIGURATION);
        ctx.registerService(Supplier.class, (Supplier<String>) () -> whole, properties);
        if (replay == null) {
            variant = new VariantService(Main.version(), whole, config.seed(), () -> plugins == null ? java.util.List.of() : plugins.digests());
            variant.register(ctx);
        }
    }

    /** A plugin jar was added, updated or removed: the variant changed (the game log recorder lists the swap). */
    private void pluginsChanged() {
        if (variant == null) return;
        try {
            err.println("pitch: variant now " + variant.publish().id());
        } catch (RuntimeException e) {
            err.println("pitch: cannot compute the variant: " + e);
        }
    }

    /**
     * A bundle beside the kernel that cannot start with its settings (a bad team file, a port
     * in use) registered a {@link StartupProblem}: said like any configuration problem, and the
     * server stops with the status it asks for (2 for a configuration error).
     */
    private boolean refusedByAPart(BundleContext ctx) throws org.osgi.framework.InvalidSyntaxException {
        ServiceReference<?>[] refused = ctx.getAllServiceReferences(StartupProblem.class.getName(), null);
        if (refused == null || refused.length == 0) return false;
        for (ServiceReference<?> r : refused) cannotStart(String.valueOf(r.getProperty(StartupProblem.PROBLEM)));
        Object exit = refused[0].getProperty(StartupProblem.EXIT);
        exitStatus = exit instanceof Integer ? (Integer) exit : Main.EXIT_FAILED;
        stop();
        return true;
    }

    /**
     * The log player's start: it is serving the log, or it refused it ({@code pitch.exit} 2 for a
     * log that cannot be replayed) or could not bind its port.
     */
    private boolean replayStarted(boolean done, ServiceReference<?> ref, String state, long startedNanos, BundleContext ctx) {
        if (!done || !"RUNNING".equals(state)) {
            String problem = ref == null ? "the log player did not start (no replay bundle?)" : (String) ref.getProperty("pitch.problem");
            err.println("pitch: cannot replay " + replay.file() + ": " + problem);
            Object exit = ref == null ? null : ref.getProperty("pitch.exit");
            exitStatus = exit instanceof Integer ? (Integer) exit : Main.EXIT_FAILED;
            stop();
            return false;
        }
        out.println("replaying " + replay.file() + ": " + ref.getProperty("pitch.replay.summary"));
        out.println("listening on udp " + config.settings().string("bind", "0.0.0.0") + " port "
                + ref.getProperty("pitch.port.player") + " (monitors); the replay starts when the first monitor connects"
                + (replay.speed() != 1 ? ", at " + speed(replay.speed()) + "x speed" : "") + (replay.loop() ? ", looping" : ""));
        out.printf("ready in %d ms%n", (System.nanoTime() - startedNanos) / 1_000_000);
        out.flush();
        plugins.watch();
        return true;
    }

    /** {@code 2}, {@code 0.5}: a speed factor as the user wrote it. */
    private static String speed(double s) { return s == Math.rint(s) ? Long.toString((long) s) : Double.toString(s); }

    /** Stops the framework (every bundle deactivates, logs flush) within about two seconds. */
    synchronized void stop() {
        if (plugins != null) plugins.close();
        if (framework == null && prepared != null) {
            prepared.discard(); // made ahead but never taken over
            prepared = null;
            storage = null;
        }
        if (framework != null) {
            try {
                framework.stop();
                framework.waitForStop(STOP_WAIT_MS);
            } catch (BundleException | InterruptedException e) {
                err.println("pitch: stopping: " + e);
            }
            framework = null;
        }
        if (storage != null) {
            FrameworkStorage.delete(storage);
            storage = null;
        }
    }
}
