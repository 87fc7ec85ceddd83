package org.pitch.protocol.vsc;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;

import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.config.StartupProblem;
import org.pitch.api.kernel.Simulator;
import org.pitch.api.transport.Binding;
import org.pitch.protocol.vsc.team.TeamFile;

/**
 * The virtual soccer API, when {@code pitch.vsc.enabled} is on: reads the team files, opens the
 * robots' ports and plays their 2D players on the player port the kernel's {@link Simulator}
 * service publishes ({@link Binding#PLAYER_PORT_PROPERTY}), else {@code server::port}. A team file or setting that
 * cannot be used, or a port that cannot be bound, is a {@link StartupProblem}: the launcher
 * reports it and the server does not start.
 */
@Component(immediate = true)
public final class VscComponent {
    private static final Logger LOG = System.getLogger("org.pitch.protocol.vsc");
    static final int EXIT_CONFIG = 2, EXIT_FAILED = 1;

    private final BundleContext context;
    private volatile Gateway gateway;
    private ServiceRegistration<StartupProblem> problem;

    @Activate
    public VscComponent(BundleContext context, @Reference ServerConfiguration configuration) {
        this.context = context;
        VscSettings s = VscSettings.of(configuration);
        if (!s.enabled()) return;
        List<TeamFile> teams = new ArrayList<>();
        try {
            for (int t = 0; t < s.teamFiles().size(); t++) {
                String file = s.teamFiles().get(t);
                teams.add(file.isBlank() ? null : TeamFile.read(Path.of(file)));
            }
            if (teams.stream().allMatch(java.util.Objects::isNull)) {
                throw new IllegalArgumentException("pitch.vsc.team1, pitch.vsc.team2: no team file given (a path to a team JSON file)");
            }
            gateway = new Gateway(s, teams);
        } catch (TeamFile.Invalid | IllegalArgumentException e) {
            refuse("virtual soccer API: " + e.getMessage(), EXIT_CONFIG);
            return;
        }
        try {
            gateway.open();
        } catch (IOException e) {
            gateway.close();
            gateway = null;
            refuse("virtual soccer API: " + e.getMessage(), EXIT_FAILED);
            return;
        }
        gateway.playerPort(s.serverPort());
        for (TeamFile t : teams) {
            if (t == null) continue;
            int index = teams.indexOf(t);
            System.out.println("Virtual soccer API: team " + t.name() + " (" + (index == 0 ? "red" : "blue") + "), robots 1-" + t.robots().size()
                    + " on tcp ports " + s.port(index, 1) + "-" + s.port(index, t.robots().size()));
        }
        System.out.flush();
    }

    private void refuse(String text, int exit) {
        LOG.log(Level.ERROR, text);
        Hashtable<String, Object> props = new Hashtable<>();
        props.put(StartupProblem.PROBLEM, text);
        props.put(StartupProblem.EXIT, exit);
        problem = context.registerService(StartupProblem.class, () -> text, props);
    }

    /** The kernel, whose service publishes the player port it bound ({@link Binding#PLAYER_PORT_PROPERTY}), again when it changes. */
    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC, updated = "simulatorChanged")
    void setSimulator(ServiceReference<Simulator> kernel) { follow(kernel); }

    void simulatorChanged(ServiceReference<Simulator> kernel) { follow(kernel); }

    void unsetSimulator(ServiceReference<Simulator> kernel) {
        // the players stay greeted; a new kernel publishes its port again
    }

    private void follow(ServiceReference<?> r) {
        Object port = r.getProperty(Binding.PLAYER_PORT_PROPERTY);
        Gateway g = gateway;
        if (port instanceof Integer p && p > 0 && g != null) g.playerPort(p);
    }

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
        if (gateway != null) gateway.close();
        gateway = null;
    }
}
