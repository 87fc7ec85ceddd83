package org.pitch.kernel;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.kernel.Simulator;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.transport.Binding;
import org.pitch.api.transport.Transport;

/**
 * Runs a {@link Simulation} on its own thread: binds the transport once every configured model
 * has a provider, then paces cycles in real time ({@code simulator_step × slow_down_factor}) or
 * in synch mode, drains received datagrams between cycles and flushes all sends once per cycle.
 * The simulation thread never blocks on I/O; the transport's threads only enqueue.
 */
public final class Kernel implements Simulator {
    private static final Logger LOG = System.getLogger("org.pitch.kernel");

    /** Where the kernel is in its life; published to the launcher as a service property. */
    public enum State { WAITING_FOR_MODELS, RUNNING, STOPPED, FAILED }

    private final ServerConfiguration configuration;
    private final Transport transport;
    private final ModelRegistry registry;
    /** Created once every configured model has a provider: the player types come from one of them. */
    private volatile Simulation simulation;
    private final Pacer pacer;
    private final Inbox inbox;
    private final SynchBarrier barrier = new SynchBarrier();
    private volatile Sessions sessions;
    private final boolean synchMode;
    private final Consumer<Kernel> stateListener;
    private volatile State state = State.WAITING_FOR_MODELS;
    private volatile Binding binding;
    private volatile long steps;
    private long cycleFailures;
    private volatile String failure = "";
    private volatile String finished;
    private Thread thread;

    public Kernel(ServerConfiguration configuration, Transport transport, ModelRegistry registry, Consumer<Kernel> stateListener) {
        this.configuration = configuration;
        this.transport = transport;
        this.registry = registry;
        this.stateListener = stateListener;
        Parameters p = configuration.parameters();
        this.synchMode = p.bool(ServerParam.SYNCH_MODE);
        long period = (long) p.integer(ServerParam.SIMULATOR_STEP) * p.integer(ServerParam.SLOW_DOWN_FACTOR) * 1_000_000L;
        long synchTimeout = (long) (configuration.settings().number("synch_timeout_ms", 1250) * 1_000_000L);
        this.pacer = new Pacer(period, synchTimeout);
        this.inbox = new Inbox((int) configuration.settings().number("inbound_queue", 8192), pacer::wake);

    }

    /** Starts the simulation thread; it binds the ports and runs once the models are complete. */
    public synchronized void start() {
        if (thread != null) return;
        thread = new Thread(this::run, "pitch-simulation");
        thread.setPriority(Thread.MAX_PRIORITY);
        thread.start();
    }

    /** Stops the loop after the current cycle, flushes and unbinds. Waits up to 2 s. */
    public void stop() {
        Thread t;
        synchronized (this) { t = thread; }
        if (t == null) return;
        t.interrupt();
        try {
            t.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public State state() { return state; }

    /** Why a rule finished the match (auto mode's game over), or {@code null}. */
    public String finished() { return finished; }

    /** Why the kernel is not running, e.g. the missing models, or the bind error. */
    public String problem() {
        return state == State.WAITING_FOR_MODELS ? "no provider for " + String.join(", ", registry.current().missing) : failure;
    }

    /** The running simulation; {@code null} until the configured models are all present. */
    public Simulation simulation() { return simulation; }

    @Override public long steps() { return steps; }
    @Override
    public long faults() {
        Simulation s = simulation;
        Sessions ss = sessions;
        return (s == null ? 0 : s.faults()) + (ss == null ? 0 : ss.faults());
    }
    @Override public Map<String, String> implementations() { return registry.current().implementations; }
    @Override public boolean running() { return state == State.RUNNING; }
    @Override public Binding binding() { return binding; }

    long droppedDatagrams() { return inbox.dropped(); }

    private void run() {
        try {
            if (!awaitCompleteModels()) return;
            Parameters p = configuration.parameters();
            Binding requested = new Binding(configuration.settings().string("host", "0.0.0.0"),
                    p.integer(ServerParam.PORT), p.integer(ServerParam.COACH_PORT), p.integer(ServerParam.OLCOACH_PORT));
            try {
                binding = transport.open(requested, inbox);
            } catch (IOException | RuntimeException e) {
                failure = "cannot bind UDP " + requested + ": " + e.getMessage();
                LOG.log(Level.ERROR, failure);
                setState(State.FAILED);
                return;
            }
            simulation = new Simulation(configuration, announcedPorts(p, binding), registry);
            sessions = new Sessions(configuration, simulation, transport, barrier, registry);
            setState(State.RUNNING);
            loop();
        } finally {
            Simulation sim = simulation;
            if (sim != null) {
                // stop() interrupts this thread; closing the logs waits for their writers, which an
                // interrupted thread cannot do, so the flag is set aside while the match closes
                boolean interrupted = Thread.interrupted();
                try {
                    sim.end(); // logs closed, result saved: on game over and on SIGTERM alike
                } catch (RuntimeException e) {
                    LOG.log(Level.ERROR, "closing the match failed", e);
                } finally {
                    if (interrupted) Thread.currentThread().interrupt();
                }
            }
            try {
                transport.close();
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "closing the transport failed", e);
            }
            if (state != State.FAILED) setState(State.STOPPED);
        }
    }

    /** Clients are told the ports the server really listens on, which differ when 0 was configured. */
    private static Parameters announcedPorts(Parameters p, Binding b) {
        return new Parameters(p.server().toBuilder().number(ServerParam.PORT, b.playerPort())
                .number(ServerParam.COACH_PORT, b.trainerPort()).number(ServerParam.OLCOACH_PORT, b.onlineCoachPort()).build(),
                p.player(), p.csvSaver());
    }

    private boolean awaitCompleteModels() {
        // providers bind just after the kernel starts: only a wait that lasts is worth a warning
        long reportAt = System.nanoTime() + 2_000_000_000L;
        while (!registry.current().complete()) {
            if (System.nanoTime() >= reportAt) {
                LOG.log(Level.WARNING, "waiting for providers: " + String.join(", ", registry.current().missing));
                reportAt = System.nanoTime() + 5_000_000_000L;
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                return false;
            }
        }
        return true;
    }

    private void loop() {
        Runnable drain = this::drainInbox;
        while (!Thread.currentThread().isInterrupted()) {
            if (synchMode && awaitedClients() > 0) {
                pacer.awaitClients(() -> awaitedClients() == 0, drain);
            } else {
                pacer.awaitDeadline(drain);
            }
            if (Thread.currentThread().isInterrupted()) break;
            try {
                simulation.step();
                sessions.afterStep();
                String reason = simulation.finishReason();
                if (reason != null) {
                    finished = reason;
                    LOG.log(Level.INFO, reason);
                    transport.flush();
                    break;
                }
            } catch (RuntimeException e) {
                // models, rules and sensors are guarded one by one; this is the last line: a
                // kernel bug costs one cycle's work, never the server
                cycleFailures++;
                if (cycleFailures == 1 || cycleFailures % 1000 == 0) {
                    LOG.log(Level.ERROR, "cycle " + steps + " failed (" + cycleFailures + " times so far)", e);
                }
            }
            barrier.reset();
            steps++;
            transport.flush();
        }
    }

    /** Clients whose {@code (done)} the next synch-mode cycle waits for. */
    private int awaitedClients() { return barrier.pending(); }

    /** Synch mode's barrier; the session layer joins clients to it and reports their {@code (done)}. */
    public SynchBarrier barrier() { return barrier; }

    private void drainInbox() {
        for (Inbox.Datagram d = inbox.poll(); d != null; d = inbox.poll()) {
            try {
                sessions.received(d);
            } catch (RuntimeException e) {
                // one bad datagram must never stop the server or cost another client anything
                LOG.log(Level.ERROR, "handling a datagram from " + d.from() + " failed", e);
            }
        }
        transport.flush(); // replies leave now, not at the end of the cycle
    }

    private void setState(State s) {
        state = s;
        stateListener.accept(this);
    }

    /** The implementation table, for the start-up banner. */
    public static String describe(Map<String, String> implementations) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : new java.util.TreeMap<>(implementations).entrySet()) {
            sb.append(String.format("  %-22s %s%n", e.getKey(), e.getValue()));
        }
        return sb.toString();
    }

    List<String> missing() { return registry.current().missing; }
}
