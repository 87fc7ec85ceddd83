package org.pitch.learn.server;

import java.util.function.Supplier;

import org.pitch.api.config.ConfigurationFactory;
import org.pitch.api.learn.ServerMatch;
import org.pitch.api.learn.SimulationFactory;
import org.pitch.learn.Catalog;

/**
 * What the server opens environments with; the factories may come and go with their bundles
 * (a supplier answering null: an {@code Open} is refused, saying which is missing).
 */
public record Services(Supplier<SimulationFactory> simulations, Supplier<ConfigurationFactory> configurations, Catalog catalog,
                       Supplier<ServerMatch> serverMatch) {
    /** Without the server's own match (tests of the bundle alone). */
    public Services(Supplier<SimulationFactory> simulations, Supplier<ConfigurationFactory> configurations, Catalog catalog) {
        this(simulations, configurations, catalog, () -> null);
    }
}
