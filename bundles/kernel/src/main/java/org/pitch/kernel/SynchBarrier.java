package org.pitch.kernel;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Synch mode's condition for the next cycle: every connected client has said {@code (done)} since
 * the last one. Sessions register as they connect and leave; used on the simulation thread only.
 */
public final class SynchBarrier {
    private final Map<Object, Boolean> done = new IdentityHashMap<>();
    private int pending;

    public void join(Object client) {
        if (done.putIfAbsent(client, Boolean.FALSE) == null) pending++;
    }

    public void leave(Object client) {
        Boolean wasDone = done.remove(client);
        if (Boolean.FALSE.equals(wasDone)) pending--;
    }

    public void done(Object client) {
        if (done.replace(client, Boolean.FALSE, Boolean.TRUE)) pending--;
    }

    /** Clients not yet done this cycle. */
    public int pending() { return pending; }

    public int clients() { return done.size(); }

    /** A new cycle starts: everyone owes a {@code (done)} again. */
    public void reset() {
        done.replaceAll((k, v) -> Boolean.FALSE);
        pending = done.size();
    }
}
