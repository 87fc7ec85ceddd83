package org.pitch.kernel;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Synch mode's condition for the next cycle: every client that was sent this cycle's
 * {@code (think)} has said {@code (done)} (a done said earlier in the cycle counts too). As in
 * rcssserver, which decides whom to wait for when it sends the think, a client that connects (or
 * turns its eye on) while the server waits is waited for from the next cycle on: it never got
 * this cycle's think. Sessions register as they connect and leave; simulation thread only.
 */
public final class SynchBarrier {
    private final Map<Object, Boolean> done = new IdentityHashMap<>();
    private int pending;
    /** Between the think and the end of the cycle's wait (the next {@link #reset()}). */
    private boolean thinkSent;

    public void join(Object client) {
        if (done.putIfAbsent(client, thinkSent) == null && !thinkSent) pending++;
    }

    public void leave(Object client) {
        Boolean wasDone = done.remove(client);
        if (Boolean.FALSE.equals(wasDone)) pending--;
    }

    public void done(Object client) {
        if (done.replace(client, Boolean.FALSE, Boolean.TRUE)) pending--;
    }

    /** The cycle's {@code (think)} went out: who joins from now until the next cycle is not waited for in this one. */
    public void thinkSent() { thinkSent = true; }

    /** Clients not yet done this cycle. */
    public int pending() { return pending; }

    public int clients() { return done.size(); }

    /** A new cycle starts: everyone owes a {@code (done)} again. */
    public void reset() {
        done.replaceAll((k, v) -> Boolean.FALSE);
        pending = done.size();
        thinkSent = false;
    }
}
