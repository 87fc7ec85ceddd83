package org.pitch.kernel;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.kernel.Simulator;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.param.TimerSteps;
import org.pitch.api.transport.Binding;
import org.pitch.api.transport.Transport;

/**
 * Runs a {@link Simulation} on its own thread: binds the transport once every configured model
 * has a provider, then works through the {@link Timetable} (cycles, the sees between them, synch
 * mode's think), drains received datagrams whenever it waits and flushes the sends of each duty.
 * Real time: every duty at its absolute deadline ({@code simulator_step × slow_down_factor} per
 * cycle), waking for a send between cycles only when some client needs it. Synch mode with
 * clients: the duties follow one another on virtual time, the only wait being for the clients'
 * {@code (done)} after {@code (think)}. Every wait is the transport's: datagrams are read and the
 * messages sent on this one thread, as rcssserver does on its one, so nothing waits for another
 * thread to be woken.
 */
public final class Kernel implements Simulator {
    private static final Logger LOG = System.getLogger("org.pitch.kernel");
    private static final long NANOS_PER_MS = 1_000_000L;
    /** rcssserver's timer grid in real time: nothing it does comes more often. */
    private static final int TIMER_TICK_MS = 10;

    /** Where the kernel is in its life; published to the launcher as a service property. */
    public enum State { WAITING_FOR_MODELS, RUNNING, STOPPED, FAILED }

    private final ServerConfiguration configuration;
    private final Transport transport;
    private final ModelRegistry registry;
    /** Created once every configured model has a provider: the player types come from one of them. */
    private volatile Simulation simulation;
    private final Pacer pacer;
    /**
     * Synch mode while the clock stands at 0 (before the first kick-off): how long each cycle
     * waits before its {@code (think)}. rcssserver sleeps 50 ms there, so that team start scripts
     * have the wall time to connect before {@code connect_wait} or {@code kick_off_wait} run out.
     */
    private final long beforeKickOffNanos;
    /**
     * How many players and online coaches end that wait: once they are all connected, the cycles
     * before the kick-off run as fast as the clients answer ({@code pitch.synch_kick_off_when_connected};
     * 0, rcssserver's way: never).
     */
    private final int teamClientsForFullSpeed;
    private final BooleanSupplier teamsComplete;
    private final Timetable timetable;
    /** {@link System#nanoTime()} of the timetable's millisecond 0; moved on after a stall or a synch-mode wait. */
    private long origin;
    private final long stepNanos;
    /**
     * rcssserver reads its clients every {@code recv_step} in real time, on its 10 ms timer, in a
     * new random order each time: commands arriving within one such window take effect in random
     * order ({@link Simulation#receiveWindow}).
     */
    private final long receiveWindowNanos;
    private final Pacer.Target nextWanted = new NextWanted();
    private final Inbox inbox;
    private final SynchBarrier barrier = new SynchBarrier();
    private final BooleanSupplier allDone = () -> barrier.pending() == 0;
    private volatile Sessions sessions;
    private final boolean synchMode;
    private final Consumer<Kernel> stateListener;
    private volatile State state = State.WAITING_FOR_MODELS;
    private volatile Binding binding;
    private volatile long steps;
    private long cycleFailures;
    private volatile String failure = "";
    private volatile String finished;
    /**
     * Set by {@link #stop()} before it interrupts the simulation thread: the event loop the
     * transport waits in (Netty's) clears a thread's interrupt when its selector returns early, so
     * the interrupt alone can be lost and the match would never stop.
     */
    private volatile boolean stopRequested;
    private Thread thread;
    private final HostedGroups hosted;

    public Kernel(ServerConfiguration configuration, Transport transport, ModelRegistry registry, Consumer<Kernel> stateListener) {
        this.configuration = configuration;
        this.transport = transport;
        this.registry = registry;
        this.stateListener = stateListener;
        Parameters p = configuration.parameters();
        this.synchMode = p.bool(ServerParam.SYNCH_MODE);
        // rcssserver slows every step and offset down alike; its 10 ms timer grid stays
        long stepMs = TimerSteps.slowed(p, ServerParam.SIMULATOR_STEP);
        this.timetable = new Timetable(stepMs, TimerSteps.slowed(p, ServerParam.SEND_STEP),
                TimerSteps.slowed(p, ServerParam.SYNCH_SEE_OFFSET), synchMode ? TimerSteps.slowed(p, ServerParam.SYNCH_OFFSET) : -1);
        this.stepNanos = stepMs * NANOS_PER_MS;
        this.receiveWindowNanos = Math.max(p.integer(ServerParam.RECV_STEP), TIMER_TICK_MS) * NANOS_PER_MS;
        long synchTimeout = (long) (configuration.settings().number("synch_timeout_ms", 1250) * 1_000_000L);
        this.pacer = new Pacer(synchTimeout, this::awaitNetwork);
        this.beforeKickOffNanos = (long) (configuration.settings().number("synch_before_kick_off_ms", 50) * NANOS_PER_MS);
        this.teamClientsForFullSpeed = (int) configuration.settings().number("synch_kick_off_when_connected", 0);
        this.teamsComplete = () -> teamClientsForFullSpeed > 0 && sessions.teamClients() >= teamClientsForFullSpeed;
        this.hosted = new HostedGroups(synchMode, () -> simulation, registry);
        this.inbox = new Inbox((int) configuration.settings().number("inbound_queue", 8192),
                (int) configuration.settings().number("guard.datagrams_per_cycle", 128));
    }

    /** Starts the simulation thread; it binds the ports and runs once the models are complete. */
    public synchronized void start() {
        if (thread != null) return;
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
    public String finished() { return finished; }

    /** Why the kernel is not running, e.g. the missing models, or the bind error. */
    public String problem() {
        return state == State.WAITING_FOR_MODELS ? "no provider for " + String.join(", ", registry.current().missing) : failure;
    }

    /** The match as learning environments join it with players they control in-process (synch mode). */
    public org.pitch.api.learn.ServerMatch serverMatch() { return hosted; }

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
            simulation = new Simulation(configuration, announcedPorts(p, binding), registry);
            sessions = new Sessions(configuration, simulation, transport, barrier, registry);
            HandshakeWarmup.run(registry.current(), simulation.parameters(), simulation.world().playerTypes());
            setState(State.RUNNING);
            loop();
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

    /** Waits for the network; a stop asked for meanwhile is the thread's interrupt again, whoever cleared it. */
    private void awaitNetwork(long nanos) {
        transport.await(nanos);
        if (stopRequested) Thread.currentThread().interrupt();
    }

    private void loop() {
        Runnable drain = this::drainInbox;
        origin = System.nanoTime() + stepNanos; // the first cycle one step from now
        while (!stopRequested && !Thread.currentThread().isInterrupted()) {
            boolean over;
            if (lockstep()) {
                over = nextInLockstep(drain);
            } else {
                pacer.awaitDeadline(nextWanted, this::drainInbox);
                if (Thread.currentThread().isInterrupted()) break;
                over = runDue();
            }
            if (over) break;
        }
    }

    /**
     * Synch mode runs on virtual time, as rcssserver's: each cycle as soon as every client is done
     * (before the first kick-off after {@code synch_before_kick_off_ms}), clients or not, so a
     * match whose clients have left after time over reaches {@code game_over_wait} at once. Only a
     * match over with nobody connected for {@value #IDLE_VIRTUAL_CYCLES} cycles, where nothing can
     * change any more (rcssserver spins there for ever), idles in real time.
     */
    private boolean lockstep() {
        return synchMode && (barrier.clients() > 0 || hosted.active() || !simulation.world().playMode().isOver()
                || idleOverCycles < IDLE_VIRTUAL_CYCLES);
    }

    /** Reads of the network in synch mode so far: each is one receive window. */
    private long synchReads;

    /** A cycle that starts later than this moves the following ones (below, timer noise: the schedule holds). */
    static final long LATE_STEP_NANOS = 2 * NANOS_PER_MS;

    /** Cycles a finished match with nobody connected still runs on virtual time: far more than any {@code game_over_wait} in use. */
    static final int IDLE_VIRTUAL_CYCLES = 1_000;
    /** Cycles stepped since the match was over and nobody was connected. */
    private int idleOverCycles;

    /** rcssserver's "still waiting for players to connect": the match clock has not started. */
    private boolean clockAtZero() { return simulation.world().time() <= 0; }

    /**
     * Real time: runs every duty whose time has come, in timetable order; a cycle's instant
     * comes before anything else due then. A cycle that starts more than {@link #LATE_STEP_NANOS}
     * late moves the schedule by its lateness, as rcssserver's timer does, so the next cycle is a
     * whole step later rather than cut short; a duty a whole cycle overdue (a stall: a debugger, a
     * long pause) is not made up: the sends are skipped and the cycles restart from now rather
     * than burst. Returns whether the match is finished.
     */
    private boolean runDue() {
        if (lockstep()) return false; // a client came in synch mode: the think waits for it
        long now = System.nanoTime();
        while (deadline(timetable.dueMs()) <= now) {
            Timetable.Duty duty = timetable.duty();
            long late = now - deadline(timetable.dueMs());
            timetable.advance();
            if (late > stepNanos) {
                if (duty != Timetable.Duty.STEP) continue;
                origin += late;
            } else if (duty == Timetable.Duty.STEP && late > LATE_STEP_NANOS) {
                // a cycle that started late does not cut the next one short: as rcssserver's timer
                // ("no short catch-up cycles"), the cycles go on a whole step apart from here, so
                // clients get their full step to answer the senses of the late cycle
                origin += late;
            }
            if (perform(duty)) return true;
            transport.flush();
            now = System.nanoTime();
        }
        return false;
    }

    /**
     * Synch mode with clients: the next duty at once, on virtual time; at {@code (think)} the wait
     * for every client's {@code (done)} (or the timeout). The timetable's clock is then set to
     * now, so that real-time pacing carries on from here should the clients all leave.
     */
    private boolean nextInLockstep(Runnable drain) {
        Timetable.Duty duty = timetable.duty();
        long dueMs = timetable.dueMs();
        timetable.advance();
        if (duty == Timetable.Duty.THINK && beforeKickOffNanos > 0 && clockAtZero() && !teamsComplete.getAsBoolean()) {
            transport.flush(); // the cycle's senses leave before the wait, as rcssserver's do
            pacer.pause(beforeKickOffNanos, teamsComplete, drain);
        }
        if (perform(duty)) return true;
        if (duty == Timetable.Duty.THINK) {
            // one flush per cycle: a client's sense_body, sees and (think) leave together, the
            // clients in the order of their last datagram (the transport's), so in the (think)s'
            // slot order, the order rcssserver's thinks go in and its clients start thinking in
            transport.flush();
            barrier.thinkSent();
            // players controlled in-process take their turn while this thread stands still
            if (!hosted.handOver()) return false;
            pacer.awaitClients(allDone, drain);
            origin = System.nanoTime() - dueMs * NANOS_PER_MS;
        }
        return false;
    }

    /** Does one duty; returns whether the match is finished. */
    private boolean perform(Timetable.Duty duty) {
        try {
            switch (duty) {
                case STEP:
                    return cycle();
                case VISUAL_TICK:
                    sessions.visualTick();
                    break;
                case SYNCH_SEE:
                    sessions.synchSeeTick();
                    break;
                default:
                    sessions.think();
            }
        } catch (RuntimeException | LinkageError e) {
            dutyFailed(duty, e);
        }
        return false;
    }

    private boolean cycle() {
        try {
            sessions.beforeStep();
            inbox.newCycle();
            simulation.step();
            sessions.afterStep(!lockstep());
            String reason = simulation.finishReason();
            if (reason != null) {
                finished = reason;
                LOG.log(Level.INFO, reason);
                transport.flush();
                return true;
            }
        } catch (RuntimeException | LinkageError e) {
            dutyFailed(Timetable.Duty.STEP, e);
        }
        barrier.reset(); // the clients' (done) flags go with the cycle, as rcssserver resets them in its step
        steps++;
        if (barrier.clients() == 0 && simulation.world().playMode().isOver()) {
            if (idleOverCycles < IDLE_VIRTUAL_CYCLES) idleOverCycles++;
        } else {
            idleOverCycles = 0;
        }
        return false;
    }

    /** Models, rules and sensors are guarded one by one; this is the last line: a kernel bug costs one duty's work, never the server. */
    private void dutyFailed(Timetable.Duty duty, Throwable e) {
        cycleFailures++;
        if (cycleFailures == 1 || cycleFailures % 1000 == 0) {
            String what = duty == Timetable.Duty.STEP ? "cycle " + steps : duty.name().toLowerCase(java.util.Locale.ROOT) + " after cycle " + steps;
            LOG.log(Level.ERROR, what + " failed (" + cycleFailures + " times so far)", e);
        }
    }

    /** The {@link System#nanoTime()} of a timetable instant. */
    private long deadline(long ms) { return origin + ms * NANOS_PER_MS; }

    /**
     * What real time waits for: the next duty someone needs. A cycle always; a visual tick only
     * while a player sees asynchronously, a synch-see tick while one sees synchronously, a think
     * while a client is connected. Duties passed over are run when the thread wakes for a later
     * one (they have nothing to do then).
     */
    private final class NextWanted implements Pacer.Target {
        /** Whether the last deadline given was a cycle's. */
        private boolean cycle;

        @Override
        public long deadline() {
            long step = timetable.next(Timetable.Duty.STEP);
            long ms = step;
            Sessions s = sessions;
            if (s != null) {
                if (s.seesAsynchronously()) ms = Math.min(ms, timetable.next(Timetable.Duty.VISUAL_TICK));
                if (s.seesSynchronously()) ms = Math.min(ms, timetable.next(Timetable.Duty.SYNCH_SEE));
                if (synchMode && s.connected() > 0) ms = Math.min(ms, timetable.next(Timetable.Duty.THINK));
            }
            cycle = ms == step;
            return Kernel.this.deadline(ms);
        }

        @Override
        public boolean precise() { return cycle; }
    }

    /** Synch mode's barrier; the session layer joins clients to it and reports their {@code (done)}. */
    public SynchBarrier barrier() { return barrier; }

    /**
     * Handles every datagram received so far; whether there was any. rcssserver reads its clients
     * in a new random order each time it reads them: every {@code recv_step} in real time, at every
     * turn of its wait for the {@code (done)}s in synch mode. So the players whose first commands
     * of a cycle came in one such read go in a random order (receive windows): in real time the
     * windows are rcssserver's 10 ms, in synch mode each read of the network is one.
     */
    private boolean drainInbox() {
        simulation.receiveWindow(lockstep() ? ++synchReads : Math.floorDiv(System.nanoTime() - origin, receiveWindowNanos));
        boolean any = false;
        for (Inbox.Datagram d = inbox.poll(); d != null; d = inbox.poll()) {
            any = true;
            try {
                sessions.received(d);
            } catch (RuntimeException | LinkageError e) {
                // one bad datagram must never stop the server or cost another client anything
                LOG.log(Level.ERROR, "handling a datagram from " + d.from() + " failed", e);
            }
        }
        transport.flush(); // replies leave now, not at the end of the cycle
        return any;
    }

    private void setState(State s) {
        state = s;
        stateListener.accept(this);
    }

    /** The implementation table, for the start-up banner. */
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
