package org.pitch.learn.server;

import java.util.concurrent.atomic.AtomicInteger;

/** Simulation handles, unique in the server, and how many simulations are open over all connections. */
final class SimCounter {
    private final AtomicInteger next = new AtomicInteger(1);
    private final AtomicInteger open = new AtomicInteger();

    int nextId() { return next.getAndIncrement(); }

    void opened() { open.incrementAndGet(); }

    void closed() { open.decrementAndGet(); }

    int open() { return open.get(); }
}
