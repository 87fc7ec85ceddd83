package org.pitch.kernel;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.kernel.Simulator;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.transport.Binding;
import org.pitch.api.transport.Transport;

/**
 * Runs a match on its own thread, the simulation thread: waits until every configured model has
 * a provider, binds the transport, builds the {@link Simulation} and its {@link MatchClients} (through the
 * sessions bundle's factory),
 * and hands them to the {@link MatchLoop}, which runs the cycles until the match is finished or the
 * kernel is stopped; then closes the match (logs, results) and the transport. Publishes where it
 * is in its life ({@link State}) to the launcher.
 */
public final class Kernel implements Simulator {
    private static final Logger LOG = System.getLogger("org.pitch.kernel");

    /** Where the kernel is in its life; published to the launcher as a service property. */
    public enum State {
        WAITING_FOR_MODELS,
        /** Every configured model is there; the ports and the match are being opened. */
        STARTING,
        RUNNING, STOPPED, FAILED }

    private final ServerConfiguration configuration;
    private final Transport transport;
    private final ModelRegistry registry;
    private final Consumer<Kernel> stateListener;
    private final Inbox inbox;
    private final SynchBarrier barrier = new SynchBarrier();
    private final HostedGroups hosted;
    /** Created once every configured model has a provider: the player types come from one of them. */
    private volatile Simulation simulation;
    private final MatchClients.Factory clientsFactory;
    private volatile MatchClients clients;
    private volatile MatchLoop loop;
    private volatile State state = State.WAITING_FOR_MODELS;
    private volatile Binding binding;
    private volatile String failure = "";
    /**
     * Set by {@link #stop()} before it interrupts the simulation thread: the event loop the
     * transport waits in (Netty's) clears a thread's interrupt when its selector returns early, so
     * the interrupt alone can be lost and the match would never stop.
     */
    private volatile boolean stopRequested;
    private Thread thread;
    /** A start that only proves the server can start ({@code --check}): no match is opened, played or recorded. */
    private volatile boolean checkOnly;

    public Kernel(ServerConfiguration configuration, Transport transport, ModelRegistry registry, MatchClients.Factory clientsFactory,
            Consumer<Kernel> stateListener) {
        this.configuration = configuration;
        this.clientsFactory = clientsFactory;
        this.transport = transport;
        this.registry = registry;
        this.stateListener = stateListener;
        this.hosted = new HostedGroups(configuration.parameters().bool(ServerParam.SYNCH_MODE), () -> simulation, registry);
        this.inbox = new Inbox((int) configuration.settings().number("inbound_queue", 8192),
                (int) configuration.settings().number("guard.datagrams_per_cycle", 128));
    }

    /**
     * From the next {@link #start()} on, only check that the server starts: the models complete,
     * the ports bound, the match built; then RUNNING until {@link #stop()}, with no match opened,
     * no client served and nothing recorded (no logs, no results).
     */
    public void checkOnly() { checkOnly = true; }

    /** Starts the simulation thread; it binds the ports and runs once the models are complete. */
    public synchronized void start() {
        if (thread != null) return;
        registry.announceArrivals(); // the providers it starts with are the banner's, not a log line each
        thread = transport.newOwnerThread(this::run, "pitch-simulation"); // the transport's kind: it may pool for it
        thread.setPriority(Thread.MAX_PRIORITY);
        thread.start();
    }

    /** Stops the loop after the current cycle, flushes and unbinds. Waits up to 2 s. */
    public void stop() {
        Thread t;
        synchronized (this) { t = thread; }
        if (t == null) return;
        stopRequested = true;
        t.interrupt();
        transport.wakeup(); // it may be waiting in the transport, which an interrupt alone does not end
        try {
            t.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public State state() { return state; }

    /** Why a rule finished the match (auto mode's game over), or {@code null}. */
    public String finished() {
        MatchLoop l = loop;
        return l == null ? null : l.finished();
    }

    /** Why the kernel is not running, e.g. the missing models, or the bind error. */
    public String problem() {
        return state == State.WAITING_FOR_MODELS ? "no provider for " + String.join(", ", registry.current().missing) : failure;
    }

    /** The match as learning environments join it with players they control in-process (synch mode). */
    public org.pitch.api.learn.ServerMatch serverMatch() { return hosted; }

    /** The running simulation; {@code null} until the configured models are all present. */
    public Simulation simulation() { return simulation; }

    @Override
    public long steps() {
        MatchLoop l = loop;
        return l == null ? 0 : l.steps();
    }
    @Override
    public long faults() {
        Simulation s = simulation;
        MatchClients ss = clients;
        return (s == null ? 0 : s.faults()) + (ss == null ? 0 : ss.faults());
    }
    @Override public Map<String, String> implementations() { return registry.current().implementations; }
    @Override public boolean running() { return state == State.RUNNING; }
    @Override public Binding binding() { return binding; }

    long droppedDatagrams() { return inbox.dropped(); }

    private void run() {
        try {
            if (!awaitCompleteModels()) return;
            // said at once: opening the ports and the match can take seconds on a busy machine, and
            // a launcher waiting for the models must not take that for a missing one
            setState(State.STARTING);
            Parameters p = configuration.parameters();
            Binding requested = new Binding(configuration.settings().string("bind", "0.0.0.0"),
                    p.integer(ServerParam.PORT), p.integer(ServerParam.COACH_PORT), p.integer(ServerParam.OLCOACH_PORT));
            try {
                binding = transport.open(requested, inbox);
            } catch (IOException | RuntimeException e) {
                failure = "cannot bind UDP " + requested + ": " + e.getMessage();
                LOG.log(Level.ERROR, failure);
                setState(State.FAILED);
                return;
            }
            if (checkOnly) {
                new Simulation(configuration, announcedPorts(p, binding), registry); // the models build a match
                setState(State.RUNNING);
                while (!stopRequested) transport.await(1_000_000_000L);
                return;
            }
            simulation = new Simulation(configuration, announcedPorts(p, binding), registry);
            simulation.console(System.out); // the server's own console, as rcssserver's
            simulation.open();
            clients = clientsFactory.open(configuration, simulation, transport, barrier, registry);
            inbox.onOverBudget(clients::droppedOverBudget);
            loop = new MatchLoop(configuration, simulation, clients, transport, inbox, barrier, hosted, () -> stopRequested);
            setState(State.RUNNING);
            loop.run();
        } finally {
            hosted.matchOver();
            Simulation sim = simulation;
            if (sim != null) {
                // stop() interrupts this thread; closing the logs waits for their writers, which an
                // interrupted thread cannot do, so the flag is set aside while the match closes
                boolean interrupted = Thread.interrupted();
                try {
                    sim.end(); // logs closed, result saved: on game over and on SIGTERM alike
                } catch (RuntimeException | LinkageError e) {
                    LOG.log(Level.ERROR, "closing the match failed", e);
                } finally {
                    if (interrupted) Thread.currentThread().interrupt();
                }
            }
            try {
                transport.close();
            } catch (RuntimeException | LinkageError e) {
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

    /**
     * Waits until every configured slot has a provider. The providers bind one by one just after
     * the kernel starts, a hundred of them: the state (whose problem names what is missing) is
     * published once per look here rather than once per provider, and each new provider wakes
     * the look ({@link #modelsChanged}).
     */
    private boolean awaitCompleteModels() {
        // only a wait that lasts is worth a warning
        long reportAt = System.nanoTime() + 2_000_000_000L;
        ModelSet published = null;
        while (true) {
            ModelSet now = registry.current();
            if (now.complete()) return true;
            if (now != published) {
                stateListener.accept(this);
                published = now;
            }
            if (System.nanoTime() >= reportAt) {
                LOG.log(Level.WARNING, "waiting for providers: " + String.join(", ", now.missing));
                reportAt = System.nanoTime() + 5_000_000_000L;
            }
            LockSupport.parkNanos(10_000_000L);
            if (Thread.interrupted()) return false;
        }
    }

    /** The providers changed: a kernel still waiting for its models looks again now. */
    public void modelsChanged() {
        Thread t = thread;
        if (t != null) LockSupport.unpark(t);
    }

    private void setState(State s) {
        state = s;
        stateListener.accept(this);
    }

    /** The implementation table ({@link ModelRegistry#table()}), for the start-up banner: a line a slot, rule, recorder or protocol. */
    public static String describe(Map<String, String> implementations) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : new java.util.TreeMap<>(implementations).entrySet()) {
            // what String.format("  %-22s %s%n") gave, without a Formatter (its regular expressions) per line
            sb.append("  ").append(e.getKey());
            for (int pad = e.getKey().length(); pad < 22; pad++) sb.append(' ');
            sb.append(' ').append(e.getValue()).append(System.lineSeparator());
        }
        return sb.toString();
    }

    List<String> missing() { return registry.current().missing; }
}
