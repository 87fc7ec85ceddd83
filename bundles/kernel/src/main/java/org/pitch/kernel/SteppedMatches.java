package org.pitch.kernel;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.learn.MatchTemplate;
import org.pitch.api.learn.SimulationFactory;
import org.pitch.api.learn.SteppedMatch;
import org.pitch.api.record.Recorder;

/**
 * Matches stepped by their caller. Each template has a registry of its own, chosen by its own
 * configuration's settings (a scenario turns rules on and off as a profile does), filled with
 * every implementation the server has except recorders: learning matches write no logs. Changes
 * to the implementations ({@link #added}, {@link #removed}) reach every open template, so a model
 * swapped in the server is swapped in the learning matches at their next cycle too.
 */
public final class SteppedMatches implements SimulationFactory {
    /** Fills a new registry with the implementations there are now. */
    public interface Filler {
        void fill(ModelRegistry registry, ServerConfiguration configuration);
    }

    private final Filler filler;
    private final Set<Template> open = new CopyOnWriteArraySet<>();

    public SteppedMatches(Filler filler) { this.filler = filler; }

    @Override
    public MatchTemplate prepare(ServerConfiguration configuration) {
        ModelRegistry registry = new ModelRegistry(configuration.settings());
        filler.fill(registry, configuration);
        if (!registry.missing().isEmpty()) {
            throw new IllegalStateException("no implementation for " + String.join(", ", registry.missing()));
        }
        Template t = new Template(configuration, registry);
        open.add(t);
        return t;
    }

    /** A service arrived: every open template serves it too (recorders excepted). */
    public void added(Class<?> service, Object provider, Map<String, ?> properties) {
        if (service == Recorder.class) return;
        for (Template t : open) t.registry.addService(service, provider, properties);
    }

    public void removed(Class<?> service, Object provider) {
        if (service == Recorder.class) return;
        for (Template t : open) t.registry.removeService(service, provider);
    }

    private final class Template implements MatchTemplate {
        private final ServerConfiguration configuration;
        private final ModelRegistry registry;

        Template(ServerConfiguration configuration, ModelRegistry registry) {
            this.configuration = configuration;
            this.registry = registry;
        }

        @Override public ServerConfiguration configuration() { return configuration; }

        @Override
        public SteppedMatch open(long seed) {
            return new SteppedSimulation(new Simulation(configuration, configuration.parameters(), registry, seed), registry);
        }

        @Override
        public void close() { open.remove(this); }
    }
}
