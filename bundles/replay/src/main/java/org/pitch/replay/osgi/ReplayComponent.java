package org.pitch.replay.osgi;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Dictionary;
import java.util.Hashtable;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.pitch.api.config.LaunchProperties;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.config.StartupProblem;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.transport.Binding;
import org.pitch.api.transport.Transport;
import org.pitch.replay.GameLogReader;
import org.pitch.replay.LogFormatException;
import org.pitch.replay.RecordedMatch;
import org.pitch.replay.ReplayOptions;
import org.pitch.replay.ReplayServer;

/**
 * Wires the log player in OSGi. It acts only when the framework property {@value #FILE} names a
 * log (the launcher's {@code pitch replay FILE} sets it, with {@value #SPEED} and {@value #LOOP});
 * in a server framework it does nothing. The kernel must not run beside it: both would serve the
 * player port.
 *
 * <p>It registers itself with properties the launcher reads without sharing classes, as the
 * kernel's {@code Simulator} does: {@value #STATE} ({@code LOADING} while it reads the log, then
 * {@code RUNNING} or {@code FAILED}),
 * {@value #PROBLEM} with {@value #EXIT} (2 for a log that cannot be replayed, 1 for anything
 * else, e.g. a port in use), {@value #SUMMARY} and the bound {@code pitch.port.player}.
 */
@Component(immediate = true)
public final class ReplayComponent {
    public static final String FILE = LaunchProperties.REPLAY_FILE;
    public static final String SPEED = LaunchProperties.REPLAY_SPEED;
    public static final String LOOP = LaunchProperties.REPLAY_LOOP;
    public static final String STATE = "pitch.state";
    public static final String PROBLEM = StartupProblem.PROBLEM;
    public static final String EXIT = StartupProblem.EXIT;
    public static final String SUMMARY = "pitch.replay.summary";
    static final int EXIT_INVALID_LOG = 2, EXIT_FAILED = 1;

    private final List<MonitorCodec> codecs = new CopyOnWriteArrayList<>();
    private final List<GreetingParser> parsers = new CopyOnWriteArrayList<>();
    private ReplayServer server;
    private ServiceRegistration<ReplayComponent> registration;

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addCodec(MonitorCodec c) { codecs.add(0, c); } // the newest first, as the kernel picks them
    void removeCodec(MonitorCodec c) { codecs.remove(c); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addParser(GreetingParser p) { parsers.add(0, p); }
    void removeParser(GreetingParser p) { parsers.remove(p); }

    @Activate
    public ReplayComponent(BundleContext context, @Reference ServerConfiguration configuration, @Reference Transport transport) {
        String file = context.getProperty(FILE);
        if (file == null || file.isEmpty()) return; // a server, not a replay
        // registered at once: a long log takes seconds to read, and the launcher should know it is coming
        Hashtable<String, Object> props = new Hashtable<>();
        props.put(STATE, "LOADING");
        registration = context.registerService(ReplayComponent.class, this, (Dictionary<String, Object>) props);
        props = new Hashtable<>();
        ReplayOptions options;
        try {
            options = new ReplayOptions(number(context.getProperty(SPEED), 1.0), Boolean.parseBoolean(context.getProperty(LOOP)));
        } catch (IllegalArgumentException e) {
            failed(props, e.getMessage(), EXIT_INVALID_LOG); // a bad --speed: the user's input, like a bad log
            registration.setProperties(props);
            return;
        }
        try {
            RecordedMatch match = GameLogReader.read(Path.of(file), configuration.parameters());
            for (String w : match.warnings()) System.out.println("warning: " + w);
            Parameters own = configuration.parameters();
            server = new ReplayServer(match, options, transport, codecs, parsers, own.integer(ServerParam.MAX_MONITORS),
                    line -> {
                        System.out.println(line);
                        System.out.flush();
                    });
            // only the player port is a monitor's; the others take any free port so that a
            // replay beside a live server on the usual ports does not collide on 6001/6002
            Binding bound = server.start(new Binding(configuration.settings().string("bind", "0.0.0.0"), own.integer(ServerParam.PORT), 0, 0));
            props.put(STATE, "RUNNING");
            props.put(SUMMARY, match.summary());
            props.put(Binding.PLAYER_PORT_PROPERTY, bound.playerPort());
        } catch (LogFormatException e) {
            failed(props, e.getMessage(), EXIT_INVALID_LOG);
        } catch (IOException e) {
            failed(props, "cannot bind the player port: " + e.getMessage(), EXIT_FAILED);
        } catch (RuntimeException e) {
            // a bug, not the user's file: said as it is, with the trace in the log
            System.getLogger("org.pitch.replay").log(System.Logger.Level.ERROR, "the log player failed", e);
            failed(props, "the log player failed: " + e, EXIT_FAILED);
        } catch (OutOfMemoryError e) {
            // a log too large for this heap: said at once, not after the launcher's wait runs out
            failed(props, "the log does not fit in memory (" + e.getMessage() + "); give java a larger -Xmx", EXIT_FAILED);
        }
        registration.setProperties(props);
    }

    private void failed(Hashtable<String, Object> props, String problem, int exit) {
        props.put(STATE, "FAILED");
        props.put(PROBLEM, problem);
        props.put(EXIT, exit);
        if (server != null) server.stop();
        server = null;
    }

    private static double number(String text, double fallback) {
        if (text == null || text.isEmpty()) return fallback;
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the speed must be a number, not '" + text + "'");
        }
    }

    @Deactivate
    void deactivate() {
        if (server != null) server.stop();
        server = null;
        if (registration != null) {
            try {
                registration.unregister();
            } catch (IllegalStateException alreadyGone) {
                // the framework is shutting down and took it already
            }
        }
    }
}
