package org.pitch.learn;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.Hashtable;
import java.util.Map;

import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.pitch.api.config.ConfigurationFactory;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.config.StartupProblem;
import org.pitch.api.learn.RewardFunction;
import org.pitch.api.learn.ScriptedPolicy;
import org.pitch.api.kernel.Simulator;
import org.pitch.api.learn.ServerMatch;
import org.pitch.api.learn.SimulationFactory;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.learn.server.LearnServer;
import org.pitch.learn.server.Services;

/**
 * The learning environments' server, when {@code pitch.learn.enabled} is on: listens on
 * {@code pitch.learn.socket} or {@code pitch.learn.port} and prints one line naming where
 * ({@code Pitch learning environments: unix:/path} or {@code ... tcp:127.0.0.1:PORT}), which the
 * Python package waits for. Settings that cannot serve, or a socket that cannot be bound, are a
 * {@link StartupProblem}: the launcher reports it and the server does not start.
 *
 * <p>Reward functions, scripted policies and player codecs are followed as they come and go;
 * an environment picks its own when it is opened.
 */
@Component(immediate = true)
public final class LearnComponent {
    private static final Logger LOG = System.getLogger("org.pitch.learn");
    static final int EXIT_CONFIG = 2, EXIT_FAILED = 1;
    /** The line the Python package waits for, before the endpoint. */
    public static final String READY = "Pitch learning environments: ";
    /** The service property naming the endpoint ({@code unix:/path}, {@code tcp:127.0.0.1:PORT}) of the running server. */
    public static final String ENDPOINT = "pitch.learn.endpoint";

    private final BundleContext context;
    private final ServiceCatalog catalog = new ServiceCatalog();
    private volatile SimulationFactory simulations;
    private volatile ConfigurationFactory configurations;
    private volatile ServerMatch serverMatch;
    private LearnServer server;
    private boolean announced;
    private ServiceRegistration<StartupProblem> problem;
    private ServiceRegistration<?> listening;

    @Activate
    public LearnComponent(BundleContext context, @Reference ServerConfiguration configuration) {
        this.context = context;
        LearnSettings s = LearnSettings.of(configuration);
        if (!s.enabled()) return;
        String wrong = s.problem();
        if (wrong != null) {
            refuse("learning environments: " + wrong, EXIT_CONFIG);
            return;
        }
        Services services = new Services(() -> simulations, () -> configurations, catalog, () -> serverMatch);
        try {
            server = s.socket().isBlank() ? LearnServer.tcp(s.port(), services) : LearnServer.unix(Path.of(s.socket()), services);
        } catch (IOException e) {
            refuse("learning environments: " + e.getMessage(), EXIT_FAILED);
            return;
        }
        // for tools and tests in the framework: where it listens, as a service property
        Hashtable<String, Object> props = new Hashtable<>();
        props.put(ENDPOINT, server.endpoint());
        listening = context.registerService(LearnServer.class.getName(), server, props);
    }

    /**
     * Announces the endpoint once the server's kernel runs: then every model and rule it selects
     * has a provider, so an {@code Open} right after the line finds them (the learning matches
     * take the same bundles).
     */
    private synchronized void announce() {
        if (server == null || announced) return;
        announced = true;
        System.out.println(READY + server.endpoint());
        System.out.flush();
    }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC, updated = "simulatorUpdated")
    void setSimulator(Simulator s, Map<String, Object> properties) { simulatorUpdated(s, properties); }

    void simulatorUpdated(Simulator s, Map<String, Object> properties) {
        if (Simulator.RUNNING.equals(properties.get(Simulator.STATE_PROPERTY))) announce();
    }

    void unsetSimulator(Simulator s) {
        // the line stays said: the learning matches do not need the server's own match
    }

    private void refuse(String text, int exit) {
        LOG.log(Level.ERROR, text);
        Hashtable<String, Object> props = new Hashtable<>();
        props.put(StartupProblem.PROBLEM, text);
        props.put(StartupProblem.EXIT, exit);
        problem = context.registerService(StartupProblem.class, () -> text, props);
    }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    void setSimulationFactory(SimulationFactory f) { simulations = f; }

    void unsetSimulationFactory(SimulationFactory f) { if (simulations == f) simulations = null; }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    void setServerMatch(ServerMatch m) { serverMatch = m; }

    void unsetServerMatch(ServerMatch m) { if (serverMatch == m) serverMatch = null; }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    void setConfigurationFactory(ConfigurationFactory f) { configurations = f; }

    void unsetConfigurationFactory(ConfigurationFactory f) { if (configurations == f) configurations = null; }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addRewardFunction(RewardFunction f, Map<String, Object> properties) {
        Object name = properties.get(RewardFunction.NAME);
        if (name != null) catalog.addReward(name.toString(), f);
    }

    void removeRewardFunction(RewardFunction f, Map<String, Object> properties) {
        Object name = properties.get(RewardFunction.NAME);
        if (name != null) catalog.removeReward(name.toString(), f);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addScriptedPolicy(ScriptedPolicy p, Map<String, Object> properties) {
        Object name = properties.get(ScriptedPolicy.NAME);
        if (name != null) catalog.addPolicy(name.toString(), p);
    }

    void removeScriptedPolicy(ScriptedPolicy p, Map<String, Object> properties) {
        Object name = properties.get(ScriptedPolicy.NAME);
        if (name != null) catalog.removePolicy(name.toString(), p);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addPlayerCodec(PlayerCodec c) { catalog.addCodec(c); }

    void removePlayerCodec(PlayerCodec c) { catalog.removeCodec(c); }

    @Deactivate
    void deactivate() {
        if (problem != null) {
            try {
                problem.unregister();
            } catch (IllegalStateException e) {
                // the framework is stopping
            }
            problem = null;
        }
        if (listening != null) {
            try {
                listening.unregister();
            } catch (IllegalStateException e) {
                // the framework is stopping
            }
            listening = null;
        }
        if (server != null) server.close();
        server = null;
    }
}
