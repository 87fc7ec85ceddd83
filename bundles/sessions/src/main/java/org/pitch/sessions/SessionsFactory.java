package org.pitch.sessions;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.transport.Transport;
import org.pitch.kernel.MatchClients;
import org.pitch.kernel.ModelRegistry;
import org.pitch.kernel.Simulation;
import org.pitch.kernel.SynchBarrier;

/** The kernel's clients of each match: the {@link Sessions} of players, coaches, the trainer and monitors. */
@Component(service = MatchClients.Factory.class)
public final class SessionsFactory implements MatchClients.Factory {
    @Override
    public MatchClients open(ServerConfiguration configuration, Simulation simulation, Transport transport,
            SynchBarrier barrier, ModelRegistry registry) {
        Sessions sessions = new Sessions(configuration, simulation, transport, barrier, registry);
        HandshakeWarmup.run(registry.current(), simulation.parameters(), simulation.world());
        return sessions;
    }
}
