package org.pitch.learn;

import java.io.IOException;
import java.nio.file.Path;

import org.pitch.api.config.ConfigurationFactory;
import org.pitch.api.learn.RewardFunction;
import org.pitch.api.learn.ScriptedPolicy;
import org.pitch.api.learn.SimulationFactory;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.assembly.Assembly;
import org.pitch.embedded.Pitch;
import org.pitch.learn.server.LearnServer;
import org.pitch.learn.server.Services;

/**
 * Learning servers without a framework: the embedded kernel's simulation factory, and the
 * configuration factory, reward functions, scripted policies and player codecs of the bundles on
 * the class path, built from their component descriptors as the framework would.
 */
final class TestServers {
    private static Services services;

    private TestServers() {}

    static synchronized Services services() {
        if (services == null) {
            try {
                Pitch pitch = Pitch.builder().build();
                SimulationFactory simulations = pitch.simulationFactory();
                Assembly assembly = Assembly.onClassPath(TestServers.class.getClassLoader());
                ConfigurationFactory configurations = assembly.provide(ConfigurationFactory.class, pitch.configuration()).get(0).service();
                ServiceCatalog catalog = new ServiceCatalog();
                for (var r : assembly.provide(RewardFunction.class, pitch.configuration())) {
                    catalog.addReward((String) r.properties().get(RewardFunction.NAME), r.service());
                }
                for (var p : assembly.provide(ScriptedPolicy.class, pitch.configuration())) {
                    catalog.addPolicy((String) p.properties().get(ScriptedPolicy.NAME), p.service());
                }
                for (var c : assembly.provide(PlayerCodec.class, pitch.configuration())) catalog.addCodec(c.service());
                services = new Services(() -> simulations, () -> configurations, catalog);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        return services;
    }

    static LearnServer unix(Path dir) throws IOException { return LearnServer.unix(dir.resolve("learn.sock"), services()); }

    /** Serving also the server's own match of {@code kernel}, which controlled players may join. */
    static LearnServer unix(Path dir, org.pitch.kernel.Kernel kernel) throws IOException {
        Services s = services();
        return LearnServer.unix(dir.resolve("learn.sock"), new Services(s.simulations(), s.configurations(), s.catalog(), kernel::serverMatch));
    }

    static LearnServer tcp() throws IOException { return LearnServer.tcp(0, services()); }
}
