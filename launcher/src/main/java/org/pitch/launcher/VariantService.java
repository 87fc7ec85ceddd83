package org.pitch.launcher;

import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.function.Supplier;

import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.pitch.api.config.LaunchProperties;
import org.pitch.launcher.variant.BuiltInBundles;
import org.pitch.launcher.variant.BundleDigest;
import org.pitch.launcher.variant.ConfigurationDigest;
import org.pitch.launcher.variant.Variant;

/**
 * The variant a server runs, handed to the bundles as a service of a JDK interface
 * ({@link LaunchProperties#VARIANT_SERVICE_FILTER}), registered before any bundle starts. The
 * variant is computed once the server is ready ({@link #publish}: hashing takes a cold JVM tens of
 * milliseconds, which the start-up does not wait for), and again whenever the plugins folder
 * changes; each time the service's properties carry it, so that the game log recorder learns of
 * it on a framework thread and never computes anything on the simulation's.
 */
final class VariantService {
    private final String pitch;
    private final String configuration;
    private final long seed;
    private final Supplier<List<BundleDigest>> plugins;
    private ServiceRegistration<?> registration;
    private Variant current;
    private String configurationDigest;

    /**
     * @param configuration the validated configuration as {@code LoadedConfiguration.renderCompact()} wrote it
     * @param plugins the digests of the plugins folder's installed jars
     */
    VariantService(String pitch, String configuration, long seed, Supplier<List<BundleDigest>> plugins) {
        this.pitch = pitch;
        this.configuration = configuration;
        this.seed = seed;
        this.plugins = plugins;
    }

    /** Registers the service; its {@code get()} is the variant's JSON (computed then, if not yet published). */
    void register(BundleContext ctx) {
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put(LaunchProperties.LAUNCH, LaunchProperties.LAUNCH_VARIANT);
        registration = ctx.registerService(Supplier.class, (Supplier<String>) () -> current().json(), properties);
    }

    /** The variant as last published, or computed now if it never was. */
    synchronized Variant current() {
        if (current == null) current = compute();
        return current;
    }

    /** Computes the variant from what is installed now and sets it on the service; returns it. */
    synchronized Variant publish() {
        current = compute();
        if (registration != null) {
            Hashtable<String, Object> properties = new Hashtable<>();
            properties.put(LaunchProperties.LAUNCH, LaunchProperties.LAUNCH_VARIANT);
            properties.put(LaunchProperties.VARIANT_ID, current.id());
            properties.put(LaunchProperties.VARIANT, current.json());
            try {
                registration.setProperties(properties);
            } catch (IllegalStateException e) {
                // the framework is stopping: nobody is left to tell
            }
        }
        return current;
    }

    private Variant compute() {
        if (configurationDigest == null) configurationDigest = ConfigurationDigest.of(configuration);
        List<BundleDigest> bundles = new ArrayList<>(BuiltInBundles.read());
        bundles.addAll(plugins.get());
        return new Variant(pitch, configurationDigest, seed, bundles);
    }
}
