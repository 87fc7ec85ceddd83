package org.pitch.protocol.vsc;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;

import org.osgi.framework.BundleContext;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceEvent;
import org.osgi.framework.ServiceListener;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.config.StartupProblem;
import org.pitch.api.transport.Binding;
import org.pitch.protocol.vsc.team.TeamFile;

/**
 * The virtual soccer API, when {@code pitch.vsc.enabled} is on: reads the team files, opens the
 * robots' ports and plays their 2D players on the player port the kernel publishes
 * ({@link Binding#PLAYER_PORT_PROPERTY}), else {@code server::port}. A team file or setting that
 * cannot be used, or a port that cannot be bound, is a {@link StartupProblem}: the launcher
 * reports it and the server does not start.
 */
@Component(immediate = true)
public final class VscComponent {
    private static final Logger LOG = System.getLogger("org.pitch.protocol.vsc");
    private static final String SERVING = "(" + Binding.PLAYER_PORT_PROPERTY + "=*)";
    static final int EXIT_CONFIG = 2, EXIT_FAILED = 1;

    private final BundleContext context;
    private Gateway gateway;
    private ServiceListener portWatch;
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
        watchPort();
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

    private void watchPort() {
        portWatch = e -> {
            if (e.getType() == ServiceEvent.REGISTERED || e.getType() == ServiceEvent.MODIFIED) follow(e.getServiceReference());
        };
        try {
            context.addServiceListener(portWatch, SERVING);
            ServiceReference<?>[] now = context.getAllServiceReferences(null, SERVING);
            if (now != null) for (ServiceReference<?> r : now) follow(r);
        } catch (InvalidSyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private void follow(ServiceReference<?> r) {
        Object port = r.getProperty(Binding.PLAYER_PORT_PROPERTY);
        Gateway g = gateway;
        if (port instanceof Integer p && p > 0 && g != null) g.playerPort(p);
    }

    @Deactivate
    void deactivate() {
        if (portWatch != null) {
            context.removeServiceListener(portWatch);
            portWatch = null;
        }
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
