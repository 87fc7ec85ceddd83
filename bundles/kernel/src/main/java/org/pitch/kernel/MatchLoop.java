package org.pitch.kernel;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.param.TimerSteps;
import org.pitch.api.transport.Transport;

/**
 * The match as time passes (manual §4.8 and rcssserver's timers): works through the
 * {@link Timetable} (cycles, the sees between them, synch mode's think), drains received datagrams
 * whenever it waits and flushes the sends of each duty. Real time: every duty at its absolute
 * deadline ({@code simulator_step × slow_down_factor} per cycle), waking for a send between cycles
 * only when some client needs it. Synch mode with clients: the duties follow one another on
 * virtual time, the only wait being for the clients' {@code (done)} after {@code (think)}. Every
 * wait is the transport's: datagrams are read and the messages sent on this one thread, as
 * rcssserver does on its one. The simulation thread only.
 */
final class MatchLoop {
    private static final Logger LOG = System.getLogger("org.pitch.kernel");
    private static final long NANOS_PER_MS = 1_000_000L;
    /** rcssserver's timer grid in real time: nothing it does comes more often. */
    private static final int TIMER_TICK_MS = 10;
    /** A cycle that starts later than this moves the following ones (below, timer noise: the schedule holds). */
    static final long LATE_STEP_NANOS = 2 * NANOS_PER_MS;
    /** Cycles a finished match with nobody connected still runs on virtual time: far more than any {@code game_over_wait} in use. */
    static final int IDLE_VIRTUAL_CYCLES = 1_000;

    private final Simulation simulation;
    private final MatchClients clients;
    private final Transport transport;
    private final Inbox inbox;
    private final SynchBarrier barrier;
    private final BooleanSupplier allDone;
    private final HostedGroups hosted;
    private final BooleanSupplier stopRequested;
    private final boolean synchMode;
    private final Timetable timetable;
    private final Pacer pacer;
    private final Pacer.Target nextWanted;
    private final long stepNanos;
    /**
     * rcssserver reads its clients every {@code recv_step} in real time, on its 10 ms timer, in a
     * new random order each time: commands arriving within one such window take effect in random
     * order ({@link Simulation#receiveWindow}).
     */
    private final long receiveWindowNanos;
    /**
     * Synch mode while the clock stands at 0 (before the first kick-off): how long each cycle
     * waits before its {@code (think)}. rcssserver sleeps 50 ms there, so that team start scripts
     * have the wall time to connect before {@code connect_wait} or {@code kick_off_wait} run out;
     * it reads nothing while it sleeps (what came is read in the think's wait).
     */
    private final long beforeKickOffNanos;
    /**
     * How many players and online coaches end that wait: once they are all connected, the cycles
     * before the kick-off run as fast as the clients answer ({@code pitch.synch_kick_off_when_connected};
     * 0, rcssserver's way: never).
     */
    private final int teamClientsForFullSpeed;
    private final BooleanSupplier teamsComplete;
    /**
     * Synch mode: the length of rcssserver's read passes while it waits for the {@code (done)}s
     * ({@code pitch.synch_read_pass_us}; 0: each read of the network a pass of its own). It sleeps
     * {@code synch_micro_sleep} between them, which Linux stretches to 55-120 us, and runs what
     * one pass read in a random order of the clients.
     */
    private final long readPassNanos;
    /** Synch mode: a cycle's senses flushed before its (think)s, in a send of their own ({@code pitch.synch_senses_first}). */
    private final boolean sensesFirst;
    /** {@link System#nanoTime()} of the last {@code (think)}: the passes of its wait count from it. */
    private long thinkSentAt;
    /** The first receive window of the wait under way (the windows only grow). */
    private long passBase;
    /** When the open read pass ends if commands wait for it ({@link #passEnd()}), made once. */
    private final LongSupplier passEnd = this::passEnd;
    /** {@link System#nanoTime()} of the timetable's millisecond 0; moved on after a stall or a synch-mode wait. */
    private long origin;
    /** Reads of the network in synch mode so far: each is one receive window. */
    private long synchReads;
    /** The receive window of the last read of the network (real time). */
    private long lastWindow = Long.MIN_VALUE;
    /** Cycles stepped since the match was over and nobody was connected. */
    private int idleOverCycles;
    private volatile long steps;
    private long cycleFailures;
    private volatile String finished;

    MatchLoop(ServerConfiguration configuration, Simulation simulation, MatchClients clients, Transport transport, Inbox inbox,
            SynchBarrier barrier, HostedGroups hosted, BooleanSupplier stopRequested) {
        this.simulation = simulation;
        this.clients = clients;
        this.transport = transport;
        this.inbox = inbox;
        this.barrier = barrier;
        this.allDone = () -> barrier.pending() == 0;
        this.hosted = hosted;
        this.stopRequested = stopRequested;
        Parameters p = configuration.parameters();
        this.synchMode = p.bool(ServerParam.SYNCH_MODE);
        // rcssserver slows every step and offset down alike; its 10 ms timer grid stays
        long stepMs = TimerSteps.slowed(p, ServerParam.SIMULATOR_STEP);
        this.timetable = new Timetable(stepMs, TimerSteps.slowed(p, ServerParam.SEND_STEP),
                TimerSteps.slowed(p, ServerParam.SYNCH_SEE_OFFSET), synchMode ? TimerSteps.slowed(p, ServerParam.SYNCH_OFFSET) : -1);
        this.stepNanos = stepMs * NANOS_PER_MS;
        this.receiveWindowNanos = Math.max(p.integer(ServerParam.RECV_STEP), TIMER_TICK_MS) * NANOS_PER_MS;
        long synchTimeout = (long) (configuration.settings().number("synch_timeout_ms", 1250) * NANOS_PER_MS);
        this.pacer = new Pacer(synchTimeout, this::awaitNetwork);
        this.nextWanted = new NextWantedDuty(timetable, clients, synchMode, this::deadline);
        this.beforeKickOffNanos = (long) (configuration.settings().number("synch_before_kick_off_ms", 50) * NANOS_PER_MS);
        this.teamClientsForFullSpeed = (int) configuration.settings().number("synch_kick_off_when_connected", 0);
        this.teamsComplete = () -> teamClientsForFullSpeed > 0 && clients.teamClients() >= teamClientsForFullSpeed;
        this.readPassNanos = (long) (configuration.settings().number("synch_read_pass_us", 60) * 1000);
        this.sensesFirst = configuration.settings().bool("synch_senses_first", true);
    }

    /** Cycles stepped so far. */
    long steps() { return steps; }

    /** Why a rule finished the match (auto mode's game over), or {@code null}. */
    String finished() { return finished; }

    /** Runs the match until it is finished (a rule ended it) or the thread is asked to stop. */
    void run() {
        Runnable drain = this::drainInbox;
        BooleanSupplier drainAny = this::drainInbox; // made once: nothing allocated per wait
        origin = System.nanoTime() + stepNanos; // the first cycle one step from now
        while (!stopRequested.getAsBoolean() && !Thread.currentThread().isInterrupted()) {
            boolean over;
            if (lockstep()) {
                over = nextInLockstep(drain);
            } else {
                pacer.awaitDeadline(nextWanted, drainAny);
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
            closeReceiveWindow();
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
            if (teamClientsForFullSpeed > 0) {
                pacer.pause(beforeKickOffNanos, teamsComplete, drain); // reads, to see the teams complete
            } else {
                // rcssserver sleeps without reading its clients: what came meanwhile is read in this
                // think's wait, after the think went out, so a greeting or an (eye on) counts from
                // the next think on (a trainer greeting a new server is waited for from the third)
                pacer.sleep(beforeKickOffNanos);
            }
        }
        // as rcssserver's: the cycle's sense_bodies and sees leave before the (think)s; with one
        // flush per cycle a client got all three at once, and helios-base's players then ran a
        // foul tackle before the opponent's kick of the same cycle 1.3 times as often (session
        // 26). The duties before the think run back to back on virtual time, so their sends leave
        // in one flush: two flushes a cycle
        if (sensesFirst && duty == Timetable.Duty.THINK) transport.flush();
        if (perform(duty)) return true;
        if (duty == Timetable.Duty.THINK) {
            // the (think)s (without synch_senses_first a client's whole cycle) go out now, the
            // clients in the order of their last datagram (the transport's), so in the (think)s'
            // slot order, the order rcssserver's thinks go in and its clients start thinking in
            transport.flush();
            barrier.thinkSent();
            thinkSentAt = System.nanoTime();
            passBase = lastWindow == Long.MIN_VALUE ? synchReads : lastWindow + 1;
            // players controlled in-process take their turn while this thread stands still
            if (!hosted.handOver()) return false;
            pacer.awaitClients(allDone, drain, passEnd);
            closeReceiveWindow(); // the last pass's commands run before the step
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
                    clients.visualTick();
                    break;
                case SYNCH_SEE:
                    clients.synchSeeTick();
                    break;
                default:
                    clients.think();
            }
        } catch (RuntimeException | LinkageError e) {
            dutyFailed(duty, e);
        }
        return false;
    }

    private boolean cycle() {
        try {
            clients.beforeStep();
            inbox.newCycle();
            simulation.step();
            clients.afterStep(!lockstep());
            simulation.marksSent(); // as rcssserver after its sense_bodies: a sense_body asked for now shows none
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
     * Synch mode: the {@link System#nanoTime()} at which the open read pass ends when commands
     * wait for its end, so that they run then though no datagram comes after them (a client
     * waiting for an answer before its {@code (done)}); {@link Long#MAX_VALUE} otherwise.
     */
    private long passEnd() {
        if (readPassNanos <= 0 || lastWindow < passBase || !simulation.commandsArrived()) return Long.MAX_VALUE;
        return thinkSentAt + (lastWindow - passBase + 1) * readPassNanos;
    }

    /** Waits for the network; a stop asked for meanwhile is the thread's interrupt again, whoever cleared it. */
    private void awaitNetwork(long nanos) {
        transport.await(nanos);
        if (stopRequested.getAsBoolean()) Thread.currentThread().interrupt();
    }

    /**
     * Handles every datagram received so far; whether there was any. rcssserver reads its clients
     * in a new random order each time it reads them: every {@code recv_step} in real time, at every
     * turn of its wait for the {@code (done)}s in synch mode. So the players whose first commands
     * of a cycle came in one such read go in a random order (receive windows): in real time the
     * windows are rcssserver's 10 ms, in synch mode its read passes ({@link #readPassNanos}, from
     * the {@code (think)}; with 0 each read of the network is one).
     */
    private boolean drainInbox() {
        boolean lockstep = lockstep();
        boolean eachRead = lockstep && readPassNanos <= 0;
        long window = eachRead ? ++synchReads
                : lockstep ? passBase + Math.floorDiv(System.nanoTime() - thinkSentAt, readPassNanos)
                : Math.floorDiv(System.nanoTime() - origin, receiveWindowNanos);
        if (window != lastWindow) {
            closeReceiveWindow();
            lastWindow = window;
        }
        simulation.receiveWindow(window);
        boolean any = false;
        for (Inbox.Datagram d = inbox.poll(); d != null; d = inbox.poll()) {
            any = true;
            try {
                clients.received(d);
            } catch (RuntimeException | LinkageError e) {
                // one bad datagram must never stop the server or cost another client anything
                LOG.log(Level.ERROR, "handling a datagram from " + d.from() + " failed", e);
            }
        }
        if (eachRead) closeReceiveWindow(); // each read is a window of its own
        transport.flush(); // replies leave now, not at the end of the cycle
        return any;
    }

    /**
     * The players' commands of a receive window that take effect on arrival run when it closes,
     * as rcssserver runs what it read (in real time also before any duty: a see, the step).
     */
    private void closeReceiveWindow() {
        try {
            simulation.runArrived();
        } catch (RuntimeException | LinkageError e) {
            LOG.log(Level.ERROR, "running the commands of a receive window failed", e);
        }
    }
}
