package org.pitch.it.windy;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

import org.pitch.api.model.MovementModel;
import org.pitch.api.model.SimulationContext;

/**
 * A plugin's movement model, {@code windy}: it moves nothing and counts the cycles it served, read
 * as a {@link LongSupplier} (a type the test and the plugin share whatever loads them). Its class
 * is packed with a component descriptor into a bundle of its own by the test that uses it.
 */
public final class WindyMovement implements MovementModel, LongSupplier {
    private final AtomicLong cycles = new AtomicLong();

    @Override public void step(SimulationContext context) { cycles.incrementAndGet(); }

    @Override public long getAsLong() { return cycles.get(); }
}
