package org.pitch.embedded;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.pitch.api.learn.SimulationFactory;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.ModelSlot;
import org.pitch.api.record.Recorder;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.transport.Transport;
import org.pitch.assembly.Assembly;
import org.pitch.config.CommandLine;
import org.pitch.config.ConfigLoader;
import org.pitch.config.ConfigurationException;
import org.pitch.config.LoadedConfiguration;
import org.pitch.kernel.Kernel;
import org.pitch.kernel.ModelRegistry;
import org.pitch.kernel.Simulation;
import org.pitch.kernel.SteppedMatches;
import org.pitch.sessions.SessionsFactory;
import org.pitch.transport.udp.UdpTransport;

/**
 * Pitch without an OSGi framework: the same kernel, models, rules and codecs, assembled from the
 * component descriptors of the bundles on the class path (see {@link Assembly}). For tests,
 * benchmarks and researchers embedding the simulator.
 *
 * <pre>{@code
 * Pitch pitch = Pitch.builder().args("server::synch_mode=true", "pitch.seed=7").build();
 * Simulation sim = pitch.simulation();       // step it yourself, no threads, no network
 * Kernel server = pitch.start();             // or serve clients over UDP like the real server
 * }</pre>
 */
public final class Pitch {
    private final LoadedConfiguration configuration;
    private final ModelRegistry registry;

    private final boolean defaults;
    private final List<Consumer<ModelRegistry>> additions;

    private Pitch(LoadedConfiguration configuration, ModelRegistry registry, boolean defaults, List<Consumer<ModelRegistry>> additions) {
        this.configuration = configuration;
        this.registry = registry;
        this.defaults = defaults;
        this.additions = List.copyOf(additions);
    }

    public static Builder builder() { return new Builder(); }

    public LoadedConfiguration configuration() { return configuration; }

    /** The registry, to add, remove or select implementations while the simulation runs. */
    public ModelRegistry registry() { return registry; }

    /** Slot or rule → implementation, as the server's start-up banner shows it. */
    public Map<String, String> implementations() { return registry.implementations(); }

    /** A new match, driven by the caller one {@link Simulation#step()} at a time. */
    public Simulation simulation() { return new Simulation(configuration, registry); }

    /**
     * Matches stepped by the caller with configurations of their own (learning environments),
     * served by the implementations on the class path plus those added to the builder.
     */
    public SimulationFactory simulationFactory() {
        Assembly assembly = defaults ? Assembly.onClassPath(Pitch.class.getClassLoader()) : null;
        return new SteppedMatches((r, c) -> {
            // a match's own rules and stateful models; recorders are left out: learning matches write no logs
            if (assembly != null) assembly.registerFreshInto(r, c, service -> service != Recorder.class);
            for (Consumer<ModelRegistry> a : additions) a.accept(r);
            return () -> {};
        });
    }

    /** Serves clients over UDP on the configured ports, paced like the real server. */
    public Kernel start() { return start(new UdpTransport()); }

    public Kernel start(Transport transport) {
        Kernel k = new Kernel(configuration, transport, registry, new SessionsFactory(), kernel -> {});
        k.start();
        return k;
    }

    /** Collects configuration and implementations, then checks the combination is complete. */
    public static final class Builder {
        private final List<String> args = new ArrayList<>();
        private final List<Consumer<ModelRegistry>> additions = new ArrayList<>();
        private boolean defaults = true;
        private Path workDir = Path.of("");

        private Builder() {}

        /** Command-line style settings: {@code server::half_time=20}, {@code pitch.seed=1}, {@code --profile training}. */
        public Builder args(String... more) { args.addAll(List.of(more)); return this; }

        /** Where relative paths in the arguments are resolved. */
        public Builder workDir(Path dir) { workDir = dir; return this; }

        /** Leave out the implementations the server ships with; only what is added here serves. */
        public Builder withoutDefaultModels() { defaults = false; return this; }

        public Builder model(ModelSlot slot, String name, Object implementation) {
            if (!slot.service().isInstance(implementation)) {
                throw new IllegalArgumentException(implementation.getClass().getName() + " is not a " + slot.service().getSimpleName());
            }
            additions.add(r -> r.addModel(slot, name, implementation));
            return this;
        }

        public Builder action(String name, ActionModel<?> model) { additions.add(r -> r.addAction(model, name)); return this; }

        public Builder rule(String name, int order, RefereeRule rule) { additions.add(r -> r.addRule(name, order, rule)); return this; }

        public Builder recorder(String name, Recorder recorder) { additions.add(r -> r.addRecorder(recorder, name)); return this; }

        /**
         * @throws ConfigurationException if the settings are invalid, as the server would refuse them
         * @throws IllegalStateException if a configured model or rule has no implementation
         */
        public Pitch build() throws ConfigurationException {
            LoadedConfiguration config = new ConfigLoader(workDir).load(CommandLine.parse(args.toArray(new String[0])), Map.of());
            ModelRegistry registry = new ModelRegistry(config.settings());
            if (defaults) addDefaults(registry, config);
            for (Consumer<ModelRegistry> a : additions) a.accept(registry);
            if (!registry.missing().isEmpty()) {
                throw new IllegalStateException("no implementation for " + String.join(", ", registry.missing()));
            }
            return new Pitch(config, registry, defaults, additions);
        }

        /**
         * What the server's default bundles provide: every component their descriptors declare
         * (their {@code @Component} annotations), built and named as the framework does.
         */
        private static void addDefaults(ModelRegistry registry, LoadedConfiguration config) {
            Assembly.onClassPath(Pitch.class.getClassLoader()).registerInto(registry, config);
        }
    }
}
