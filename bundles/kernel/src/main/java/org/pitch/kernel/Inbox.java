package org.pitch.kernel;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.function.Consumer;

import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.DatagramHandler;
import org.pitch.api.transport.Port;

/**
 * The bounded queue of received datagrams: the transport hands them over while the simulation
 * thread waits, the thread handles them when its wait returns. Receiving copies the payload.
 *
 * <p>Two bounds keep a flood from costing anybody but the flooder: each client (its own port, or
 * on a well-known port its address) may queue at most {@code pitch.guard.datagrams_per_cycle}
 * datagrams a cycle, more are dropped before anything reads them; and the whole queue holds at
 * most {@code pitch.inbound_queue}. Honest clients send a few datagrams a cycle. Drops are counted,
 * and reported at most once every {@value #REPORT_INTERVAL_NANOS} ns. One thread fills and empties
 * it (the simulation thread, inside and after its waits), so it needs no lock; the drop counts
 * are read from others.
 */
public final class Inbox implements DatagramHandler {
    private static final Logger LOG = System.getLogger("org.pitch.kernel");
    public static final long REPORT_INTERVAL_NANOS = 10_000_000_000L;

    /** One received datagram. */
    public record Datagram(Port port, ClientPort clientPort, InetSocketAddress from, byte[] payload) {}

    /** What one client queued this cycle. */
    private static final class Budget {
        int used;
    }

    private final ArrayDeque<Datagram> queue = new ArrayDeque<>();
    private final int capacity;
    private final int perClientPerCycle;
    /** By client port, or by address for the well-known ports; a client idle for a cycle leaves. */
    private final Map<Object, Budget> budgets = new HashMap<>();
    private volatile long dropped;
    private volatile long overBudget;
    private long reportedAt = Long.MIN_VALUE;
    private long unreported;
    /** Told of each datagram dropped over its client port's budget (the players' timing). */
    private Consumer<ClientPort> overBudgetListener = port -> { };

    /**
     * @param capacity          datagrams the queue holds at most
     * @param perClientPerCycle datagrams one client may queue in a cycle
     */
    Inbox(int capacity, int perClientPerCycle) {
        this.capacity = capacity;
        this.perClientPerCycle = perClientPerCycle;
    }

    @Override
    public void received(Port port, ClientPort clientPort, InetSocketAddress from, ByteBuffer payload) {
        Object client = clientPort != null ? clientPort : from;
        Budget b = budgets.get(client);
        if (b == null) budgets.put(client, b = new Budget());
        if (++b.used > perClientPerCycle) {
            overBudget++; // the one writer: no lost update
            if (clientPort != null) overBudgetListener.accept(clientPort);
            report(client);
            return;
        }
        if (queue.size() >= capacity) {
            dropped++;
            report(client);
            return;
        }
        byte[] bytes = new byte[payload.remaining()];
        payload.get(bytes);
        queue.add(new Datagram(port, clientPort, from, bytes));
    }

    /** Who hears of datagrams dropped over a client port's budget; the simulation thread calls it. */
    void onOverBudget(Consumer<ClientPort> listener) { overBudgetListener = listener; }

    /** A cycle begins: every client's budget is whole again; clients that sent nothing are forgotten. */
    void newCycle() {
        for (Iterator<Budget> it = budgets.values().iterator(); it.hasNext(); ) {
            Budget b = it.next();
            if (b.used == 0) it.remove();
            else b.used = 0;
        }
    }

    /** The next datagram, or {@code null}. */
    Datagram poll() { return queue.poll(); }

    /** Datagrams dropped because the queue was full. */
    long dropped() { return dropped; }

    /** Datagrams dropped because their client had used its cycle's budget. */
    long overBudget() { return overBudget; }

    private void report(Object client) {
        unreported++;
        long now = System.nanoTime();
        if (reportedAt != Long.MIN_VALUE && now - reportedAt < REPORT_INTERVAL_NANOS) return;
        reportedAt = now;
        LOG.log(Level.WARNING, "dropped " + unreported + " datagram(s) since the last report (" + overBudget
                + " over a client's budget of " + perClientPerCycle + " a cycle, " + dropped
                + " on a full queue, in all); the latest from " + client);
        unreported = 0;
    }
}
