package org.pitch.learn;

import java.io.IOException;
import java.nio.file.Path;

import org.pitch.api.config.ConfigurationFactory;
import org.pitch.api.learn.SimulationFactory;
import org.pitch.config.osgi.ConfigurationFactoryComponent;
import org.pitch.embedded.Pitch;
import org.pitch.learn.server.LearnServer;
import org.pitch.learn.server.Services;

/**
 * Learning servers without a framework: the embedded kernel's simulation factory, the config
 * bundle's configuration factory, and the reward functions, policies and codecs on the class path,
 * plus the small test ones of {@link TestModels}.
 */
final class TestServers {
    private static SimulationFactory simulations;

    private TestServers() {}

    static synchronized SimulationFactory simulations() {
        if (simulations == null) {
            try {
                simulations = Pitch.builder().build().simulationFactory();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        return simulations;
    }

    static ServiceCatalog catalog() {
        ServiceCatalog c = new ServiceCatalog();
        TestModels.addTo(c);
        return c;
    }

    static Services services() {
        ConfigurationFactory configurations = new ConfigurationFactoryComponent();
        SimulationFactory s = simulations();
        return new Services(() -> s, () -> configurations, catalog());
    }

    static LearnServer unix(Path dir) throws IOException { return LearnServer.unix(dir.resolve("learn.sock"), services()); }

    static LearnServer tcp() throws IOException { return LearnServer.tcp(0, services()); }
}
