package org.pitch.kernel;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Supplier;

import org.pitch.api.learn.ServerMatch;
import org.pitch.api.learn.SteppedMatch;

/**
 * The server's match as learning environments join it: each joined group of in-process players
 * is a client of synch mode that answers on its own thread. After each cycle's {@code (think)}
 * the simulation thread hands every group its turn in turn and waits until the group steps, so a
 * group reads and changes the world only while the simulation thread stands still, and its
 * commands take effect with the next cycle like a UDP client's.
 */
final class HostedGroups implements ServerMatch {
    private final boolean synchMode;
    private final Supplier<Simulation> simulation;
    private final ModelRegistry registry;
    private final Queue<HostedGroup> joining = new ConcurrentLinkedQueue<>();
    /** Simulation thread only. */
    private final List<HostedGroup> groups = new ArrayList<>();
    private volatile boolean over;

    HostedGroups(boolean synchMode, Supplier<Simulation> simulation, ModelRegistry registry) {
        this.synchMode = synchMode;
        this.simulation = simulation;
        this.registry = registry;
    }

    @Override
    public SteppedMatch join() {
        if (!synchMode) {
            throw new IllegalStateException("players controlled in-process join the server's match in synch mode only (server::synch_mode=true)");
        }
        Simulation sim = simulation.get();
        if (sim == null || over) throw new IllegalStateException("the server's match is not running");
        HostedGroup group = new HostedGroup(new SteppedSimulation(sim, registry, null));
        joining.add(group);
        if (over && joining.remove(group)) throw new IllegalStateException("the server's match is over");
        try {
            group.awaitTurn();
        } catch (IllegalStateException interrupted) {
            group.leave(); // the simulation thread must not wait for a group nobody steps
            throw interrupted;
        }
        if (group.ended()) throw new IllegalStateException("the server's match is over");
        return group;
    }

    /** Whether a group plays or waits to: the match then runs on in lockstep for it. */
    boolean active() { return !groups.isEmpty() || !joining.isEmpty(); }

    /**
     * Simulation thread, right after the think went out: every group's turn, one after the
     * other; the players of groups that left are taken off the field. Returns false if the
     * thread was interrupted meanwhile (the server stops).
     */
    boolean handOver() {
        if (groups.isEmpty() && joining.isEmpty()) return true; // every synch cycle: nothing to allocate then
        for (HostedGroup g; (g = joining.poll()) != null; ) groups.add(g);
        for (Iterator<HostedGroup> it = groups.iterator(); it.hasNext(); ) {
            HostedGroup g = it.next();
            if (!g.left() && !g.takeTurn()) return false;
            if (g.left()) {
                g.removePlayers(simulation.get());
                it.remove();
            }
        }
        return true;
    }

    /** The match loop ended: every group's waiting step returns, and nobody joins any more. */
    void matchOver() {
        over = true;
        for (HostedGroup g; (g = joining.poll()) != null; ) g.end();
        for (HostedGroup g : groups) g.end();
    }
}
