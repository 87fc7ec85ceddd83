package org.pitch.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Hashtable;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.ServiceRegistration;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.common.annotation.InjectService;
import org.osgi.test.junit5.context.BundleContextExtension;
import org.osgi.test.junit5.service.ServiceExtension;
import org.pitch.api.config.ConfigurationFactory;
import org.pitch.api.config.LaunchProperties;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.kernel.Simulator;
import org.pitch.api.model.ModelSlot;
import org.pitch.api.model.MovementModel;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.it.windy.WindyMovement;

/**
 * A plugin's movement model that the configuration chooses instead of the default
 * ({@code pitch.models.movement = windy}) is uninstalled under a running kernel: the standard
 * movement model serves from the next cycle, with one warning, and the plugin installed again
 * serves again. The plugin is a bundle made here ({@code org.pitch.it.windy} 1.0.0: {@link
 * WindyMovement} and its component descriptor). The kernel is restarted for the test with a configuration that names
 * {@code windy} (a {@link ServerConfiguration} ranked above the config bundle's, so that the other
 * tests' kernel never waits for the plugin), and restarts with the framework's own at the end.
 */
@ExtendWith({BundleContextExtension.class, ServiceExtension.class})
class DefaultFallbackTest {
    private static final String PLUGIN = "org.pitch.it.windy";

    @InjectBundleContext
    BundleContext context;

    @Test
    void anUninstalledPluginFallsBackToTheStandardModelAndReturnsWhenReinstalled(
            @InjectService(timeout = Wait.HANG_MS) ConfigurationFactory configurations) throws Exception {
        Bundle kernelBundle = Bundles.active(context, "org.pitch.kernel");
        // installed first: a configuration may choose only an implementation some bundle declares
        Bundle plugin = context.installBundle("windy-1", pluginJar());
        ServiceRegistration<ServerConfiguration> configuration = null;
        ServiceRegistration<RefereeRule> kickOff = null;
        try (KernelLog log = new KernelLog()) {
            plugin.start();
            configuration = context.registerService(ServerConfiguration.class, windyConfiguration(configurations), ranked());
            kernelBundle.stop();
            kernelBundle.start();
            Simulator simulator = runningSimulator();
            assertEquals("windy", simulator.implementations().get("movement"), simulator.implementations().toString());
            assertTrue(banner().contains(" windy (" + PLUGIN + " 1.0.0)"), banner());
            long faults = simulator.faults();
            // before kick-off nothing moves: a rule starts play, so that the movement model is asked every cycle
            kickOff = context.registerService(RefereeRule.class, new KickOff(), named("test-fallback-kick-off"));
            LongSupplier windy = windy();
            Wait.until(() -> windy.getAsLong() >= 20, Wait.HANG_MS, "windy to serve 20 cycles");

            // 1. the plugin is uninstalled: the next cycle's set has the default, the standard model
            plugin.uninstall();
            long servedAfter = windy.getAsLong();
            long steps = simulator.steps();
            Wait.until(() -> simulator.steps() > steps + 20, Wait.HANG_MS, "cycles after the plugin was uninstalled");
            // the cycle running while the plugin left may finish with it; none after
            assertTrue(windy.getAsLong() - servedAfter <= 1, "windy served " + (windy.getAsLong() - servedAfter) + " cycles after it was uninstalled");
            assertEquals("standard (default while 'windy' is gone)", simulator.implementations().get("movement"));
            assertTrue(banner().contains(" standard (org.pitch.model.movement "), banner());
            List<String> warnings = log.lines("WARNING model movement:");
            assertEquals(1, warnings.size(), warnings.toString());
            assertTrue(warnings.get(0).startsWith("WARNING model movement: 'windy' (" + PLUGIN + " 1.0.0) went away;"
                    + " falling back to the default 'standard' (org.pitch.model.movement "), warnings.get(0));

            // 2. installed again: it serves from the next cycle, the standard model steps aside
            plugin = context.installBundle("windy-2", pluginJar());
            plugin.start();
            LongSupplier windyAgain = windy();
            Wait.until(() -> windyAgain.getAsLong() >= 20, Wait.HANG_MS, "the reinstalled windy to serve 20 cycles");
            assertEquals("windy", simulator.implementations().get("movement"));
            List<String> returned = log.lines("INFO model movement:");
            assertEquals(1, returned.size(), returned.toString());
            assertTrue(returned.get(0).startsWith("INFO model movement: 'windy' (" + PLUGIN + " 1.0.0) returned and serves again,"
                    + " instead of the default 'standard' (org.pitch.model.movement "), returned.get(0));
            assertTrue(simulator.running());
            assertEquals(faults, simulator.faults(), "a swap made a model call fail");
        } finally {
            if (kickOff != null) kickOff.unregister();
            // the kernel bound to this configuration restarts with the framework's own
            if (configuration != null) configuration.unregister();
            if (plugin.getState() != Bundle.UNINSTALLED) plugin.uninstall();
            if (kernelBundle.getState() != Bundle.ACTIVE) kernelBundle.start();
        }
        Simulator restored = runningSimulator();
        assertEquals("standard", restored.implementations().get("movement"), restored.implementations().toString());
    }

    /** The framework's configuration (test.bndrun's) choosing {@code windy} for movement. */
    private ServerConfiguration windyConfiguration(ConfigurationFactory configurations) throws IOException {
        Path file = Files.createTempFile("pitch-windy", ".conf");
        try {
            Files.writeString(file, context.getProperty(LaunchProperties.CONFIGURATION) + "\npitch.models.movement = windy\n");
            return configurations.load(List.of("--config", file.toString()));
        } finally {
            Files.delete(file);
        }
    }

    /** Above the config bundle's configuration: what a kernel activated now binds. */
    private static Hashtable<String, Object> ranked() {
        Hashtable<String, Object> p = new Hashtable<>();
        p.put(Constants.SERVICE_RANKING, Integer.MAX_VALUE);
        return p;
    }

    /** A rule that starts play before kick-off. */
    private static final class KickOff implements RefereeRule {
        @Override public void afterStep(RefereeContext c) {
            if (c.world().playMode() == PlayMode.BEFORE_KICK_OFF) c.changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        }
    }

    private static Hashtable<String, Object> named(String rule) {
        Hashtable<String, Object> p = new Hashtable<>();
        p.put(RefereeRule.NAME_PROPERTY, rule);
        return p;
    }

    /** The kernel's Simulator once it runs; a restarted kernel registers a new one. */
    private Simulator runningSimulator() throws Exception {
        String running = "(" + Simulator.STATE_PROPERTY + "=RUNNING)";
        Wait.until(() -> references(running) != null, Wait.HANG_MS, "a running kernel");
        return (Simulator) context.getService(references(running)[0]);
    }

    /** The implementation table the launcher prints as its banner. */
    private String banner() {
        ServiceReference<?>[] r = references("(" + Simulator.STATE_PROPERTY + "=RUNNING)");
        return r == null ? "" : String.valueOf(r[0].getProperty("pitch.implementations"));
    }

    private ServiceReference<?>[] references(String filter) {
        try {
            return context.getServiceReferences(Simulator.class.getName(), filter);
        } catch (org.osgi.framework.InvalidSyntaxException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /** The plugin's model as its cycle count. */
    private LongSupplier windy() throws Exception {
        String filter = "(" + ModelSlot.NAME_PROPERTY + "=windy)";
        Wait.until(() -> !movementModels(filter).isEmpty(), Wait.HANG_MS, "the windy service");
        return (LongSupplier) context.getService(movementModels(filter).get(0));
    }

    private List<ServiceReference<MovementModel>> movementModels(String filter) {
        try {
            return List.copyOf(context.getServiceReferences(MovementModel.class, filter));
        } catch (org.osgi.framework.InvalidSyntaxException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /**
     * The plugin bundle, as a jar in {@code plugins/} would be: the model's class and a component
     * descriptor providing it as the movement model {@code windy}.
     */
    private static InputStream pluginJar() throws IOException {
        Manifest manifest = PluginManifests.of(PLUGIN, "org.pitch.api.model");
        manifest.getMainAttributes().putValue("Service-Component", "OSGI-INF/windy.xml");
        String component = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<scr:component xmlns:scr=\"http://www.osgi.org/xmlns/scr/v1.3.0\" name=\"" + WindyMovement.class.getName() + "\">\n"
                + "  <implementation class=\"" + WindyMovement.class.getName() + "\"/>\n"
                + "  <service><provide interface=\"" + MovementModel.class.getName() + "\"/></service>\n"
                + "  <property name=\"" + ModelSlot.NAME_PROPERTY + "\" value=\"windy\"/>\n"
                + "</scr:component>\n";
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JarOutputStream jar = new JarOutputStream(bytes, manifest)) {
            jar.putNextEntry(new JarEntry("OSGI-INF/windy.xml"));
            jar.write(component.getBytes(StandardCharsets.UTF_8));
            jar.closeEntry();
            String entry = WindyMovement.class.getName().replace('.', '/') + ".class";
            jar.putNextEntry(new JarEntry(entry));
            try (InputStream in = WindyMovement.class.getClassLoader().getResourceAsStream(entry)) {
                in.transferTo(jar);
            }
            jar.closeEntry();
        }
        return new ByteArrayInputStream(bytes.toByteArray());
    }

    /** The kernel's log lines ({@code WARNING model movement: ...}) while it is open. */
    private static final class KernelLog extends Handler implements AutoCloseable {
        private final Logger logger = Logger.getLogger("org.pitch.kernel");
        private final List<String> lines = Collections.synchronizedList(new ArrayList<>());

        KernelLog() { logger.addHandler(this); }

        /** The lines so far that start with {@code prefix}, and forgets them. */
        List<String> lines(String prefix) {
            synchronized (lines) {
                List<String> out = lines.stream().filter(l -> l.startsWith(prefix)).toList();
                lines.removeAll(out);
                return out;
            }
        }

        @Override public void publish(LogRecord r) { lines.add(r.getLevel() + " " + r.getMessage()); }
        @Override public void flush() {}
        @Override public void close() { logger.removeHandler(this); }
    }
}
