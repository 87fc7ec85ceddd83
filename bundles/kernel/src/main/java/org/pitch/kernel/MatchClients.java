package org.pitch.kernel;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.Transport;

/**
 * The clients of a match (players, the trainer, online coaches, monitors) as the tick drives them:
 * each received datagram, and the sending duties at the {@link Timetable}'s times. The tick knows
 * nothing else of them; the sessions bundle implements this, so no kernel class names a session.
 * The simulation thread only.
 */
public interface MatchClients {
    /** A datagram from the {@link Inbox}, for whoever it is meant. */
    void received(Inbox.Datagram datagram);

    /** Before each cycle (the online coaches' delayed messages whose time has come). */
    void beforeStep();

    /**
     * After each cycle, what every client gets of it. {@code playersFirst} (real time): the
     * players' messages leave before the monitors' and coaches' are written.
     */
    void afterStep(boolean playersFirst);

    /** rcssserver's visual tick ({@code send_step / 4}): the players in asynchronous see whose interval is reached see now. */
    void visualTick();

    /** The synchronous-see tick at {@code synch_see_offset}: the same for synch-see players. */
    void synchSeeTick();

    /** Synch mode at {@code synch_offset}: the players, then the coaches, may think. */
    void think();

    /** Whether any player counts visual ticks: without one the kernel need not wake for them. */
    boolean seesAsynchronously();

    /** Whether any player counts synchronous-see ticks. */
    boolean seesSynchronously();

    /** The {@link Inbox} dropped a datagram from {@code port}, over its budget of the cycle (flood guard). */
    default void droppedOverBudget(ClientPort port) { }

    /** Players connected. */
    int connected();

    /** Players and online coaches connected (the trainer and monitors are no team's). */
    int teamClients();

    /** Datagrams and messages lost to sensor or codec failures, for monitoring. */
    long faults();

    /** Opens the clients of one match once its simulation exists: a service the sessions bundle provides. */
    interface Factory {
        MatchClients open(ServerConfiguration configuration, Simulation simulation, Transport transport,
                SynchBarrier barrier, ModelRegistry registry);
    }
}
