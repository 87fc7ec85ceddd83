package org.pitch.monitor.web;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.osgi.framework.BundleContext;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceEvent;
import org.osgi.framework.ServiceListener;
import org.osgi.framework.ServiceReference;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.pitch.api.config.LaunchProperties;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.record.GameLogLibrary;
import org.pitch.api.record.Recording;
import org.pitch.api.transport.Binding;

/**
 * The web monitor, when {@code pitch.web.enabled} is on: a JSON monitor of this server relayed to
 * browsers, or, when the server plays a log ({@value #REPLAY_FILE}), that log played in every
 * browser on its own. It prints where to watch and the control token. The monitor port it watches
 * is the one the kernel publishes ({@link Binding#PLAYER_PORT_PROPERTY}), else
 * {@code server::port}. Logs opened in a page are read by the log player's
 * {@link GameLogLibrary}.
 */
@Component(immediate = true)
public final class WebMonitorComponent {
    private static final Logger LOG = System.getLogger("org.pitch.monitor.web");
    private static final String SERVING = "(" + Binding.PLAYER_PORT_PROPERTY + "=*)";

    /** The framework property that names the log {@code pitch replay FILE} plays. */
    static final String REPLAY_FILE = LaunchProperties.REPLAY_FILE;

    private final BundleContext context;
    private final List<MonitorCodec> codecs = new CopyOnWriteArrayList<>();
    private volatile GameLogLibrary library;
    private Recordings recordings;
    private Parameters fallback;
    private MonitorFeed feed;
    private WebServer server;
    private ServiceListener portWatch;

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addCodec(MonitorCodec c) { codecs.add(c); }
    void removeCodec(MonitorCodec c) { codecs.remove(c); }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    void setLibrary(GameLogLibrary l) {
        library = l;
        readServedLog();
    }

    void unsetLibrary(GameLogLibrary l) { if (library == l) library = null; }

    @Activate
    public WebMonitorComponent(BundleContext context, @Reference ServerConfiguration configuration) {
        this.context = context;
        WebSettings s = WebSettings.of(configuration);
        if (!s.enabled()) return;
        String token = s.token().isEmpty() ? newToken() : s.token();
        Viewers viewers = new Viewers();
        recordings = new Recordings();
        fallback = configuration.parameters();
        String replayed = context.getProperty(REPLAY_FILE);
        try {
            if (replayed != null && !replayed.isEmpty()) {
                recordings.serveFile(replayed); // read when the log reader binds
            } else {
                feed = new MonitorFeed(s.feedHost(), s.feedPort(), viewers::publish);
            }
            MonitorFeed f = feed;
            Recordings recordings = this.recordings;
            server = new WebServer(s.bind(), s.port(), viewers, new ViewerSocket.Controls() {
                @Override public String token() { return token; }
                @Override public boolean send(String command) { return f != null && f.send(command); }
            }, recordings, this::jsonCodec, file -> {
                GameLogLibrary l = library;
                if (l == null) throw new IOException("this server has no log reader (bundle org.pitch.replay)");
                Recording r = l.read(file, fallback);
                return "{\"log\":{\"id\":\"" + recordings.add(r) + "\",\"summary\":" + Json.string(r.summary()) + "}}";
            });
        } catch (IOException | InterruptedException | RuntimeException e) {
            if (e instanceof InterruptedException) Thread.currentThread().interrupt();
            deactivate();
            // the server goes on without its web monitor; said plainly where the user looks
            System.out.println("Web monitor: cannot serve on " + s.bind() + ":" + s.port() + ": " + e.getMessage());
            LOG.log(Level.ERROR, "web monitor not started", e);
            return;
        }
        if (feed != null) {
            watchPort();
            feed.start();
        }
        readServedLog();
        String host = s.bind().equals("0.0.0.0") || s.bind().equals("::") ? "localhost" : s.bind();
        System.out.println("Web monitor: http://" + host + ":" + server.port() + "/ (control token " + token + ")");
        System.out.flush();
    }

    /** Reads the log the server plays, once both it and the log reader are known (in either order). */
    private synchronized void readServedLog() {
        Recordings r = recordings;
        GameLogLibrary l = library;
        if (r == null || l == null || server == null) return;
        String file = r.pendingFile();
        if (file == null) return;
        try {
            r.serve(l.read(Path.of(file), fallback));
        } catch (IOException | RuntimeException e) {
            r.serveFailed(file + ": " + e.getMessage());
        }
    }

    /** The JSON monitor protocol's codec (version -1), or null if its bundle is not there. */
    private MonitorCodec jsonCodec() {
        return MonitorCodec.serving(codecs, -1); // the JSON protocol's version
    }

    /** 128 random bits, as hex. */
    private static String newToken() {
        byte[] b = new byte[16];
        new SecureRandom().nextBytes(b);
        return HexFormat.of().formatHex(b);
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
        if (port instanceof Integer p && p > 0 && feed != null) feed.port(p);
    }

    @Deactivate
    void deactivate() {
        if (portWatch != null) {
            context.removeServiceListener(portWatch);
            portWatch = null;
        }
        if (feed != null) feed.close();
        if (server != null) server.close();
        feed = null;
        server = null;
    }
}
