package org.pitch.kernel;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.learn.MatchTemplate;
import org.pitch.api.learn.SimulationFactory;
import org.pitch.api.learn.SteppedMatch;

/**
 * Matches stepped by their caller. Every match has a registry of its own, chosen by its
 * configuration's settings (a scenario turns rules on and off as a profile does) and filled with
 * instances of its own of the components that keep a match's state (rules and some models are
 * prototype-scoped components), so that matches stepped side by side, on one thread or many,
 * and the server's own match never share a rule's memory. Stateless components are shared.
 * Learning matches have no recorders: they write no logs. A model swapped in the server reaches
 * a learning environment at its next match (its next episode).
 */
public final class SteppedMatches implements SimulationFactory {
    /** Fills a new registry with the implementations there are now; returns what releases them. */
    public interface Filler {
        Runnable fill(ModelRegistry registry, ServerConfiguration configuration);
    }

    private final Filler filler;

    public SteppedMatches(Filler filler) { this.filler = filler; }

    @Override
    public MatchTemplate prepare(ServerConfiguration configuration) {
        ModelRegistry probe = new ModelRegistry(configuration.settings());
        fill(probe, configuration).run();
        if (!probe.missing().isEmpty()) {
            throw new IllegalStateException("no implementation for " + String.join(", ", probe.missing()));
        }
        return new Template(configuration);
    }

    private Runnable fill(ModelRegistry registry, ServerConfiguration configuration) {
        Runnable[] release = new Runnable[1];
        registry.batch(() -> release[0] = filler.fill(registry, configuration));
        return release[0];
    }

    private final class Template implements MatchTemplate {
        private final ServerConfiguration configuration;

        Template(ServerConfiguration configuration) { this.configuration = configuration; }

        @Override public ServerConfiguration configuration() { return configuration; }

        @Override
        public SteppedMatch open(long seed) {
            ModelRegistry registry = new ModelRegistry(configuration.settings());
            Runnable release = fill(registry, configuration);
            try {
                Simulation simulation = new Simulation(configuration, configuration.parameters(), registry, seed);
                return new SteppedSimulation(simulation, registry, release);
            } catch (RuntimeException | LinkageError e) {
                release.run();
                throw e;
            }
        }

        @Override
        public void close() {
            // nothing is held between matches: each match releases its own instances when left
        }
    }
}
