package org.pitch.config.osgi;

import java.util.function.Supplier;

import org.osgi.annotation.bundle.Capability;
import org.osgi.framework.BundleContext;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.pitch.api.config.LaunchProperties;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.config.ConfigLoader;
import org.pitch.config.ConfigurationException;
import org.pitch.config.LoadedConfiguration;

/**
 * Publishes the server's configuration inside the framework. The launcher validated it before any
 * bundle started and hands it over as a service ({@link LaunchProperties#CONFIGURATION_SERVICE_FILTER}),
 * read as the whole configuration; else the framework property {@value #PROPERTY} is layered over
 * the embedded defaults and checked; without either (a bare framework, a test) the embedded
 * defaults are used. An invalid text fails the activation loudly, so nothing that needs a
 * configuration starts.
 */
@Component(immediate = true)
// registered by hand (below), so declared here for resolvers looking for the service
@Capability(namespace = "osgi.service", attribute = "objectClass:List<String>=org.pitch.api.config.ServerConfiguration",
        uses = ServerConfiguration.class)
public final class ConfigurationComponent {
    /** Framework property holding HOCON layered over the embedded defaults. */
    public static final String PROPERTY = LaunchProperties.CONFIGURATION;

    private ServiceRegistration<ServerConfiguration> registration;

    @Activate
    void activate(BundleContext context) throws ConfigurationException, InvalidSyntaxException {
        LoadedConfiguration config;
        ServiceReference<?>[] launched = context.getServiceReferences(Supplier.class.getName(), LaunchProperties.CONFIGURATION_SERVICE_FILTER);
        if (launched != null) {
            Supplier<?> fromLauncher = (Supplier<?>) context.getService(launched[0]);
            try {
                config = ConfigLoader.fromValidatedText(String.valueOf(fromLauncher.get()), "the launcher's configuration");
            } finally {
                context.ungetService(launched[0]);
            }
        } else {
            config = ConfigLoader.fromText(context.getProperty(PROPERTY), "framework property " + PROPERTY);
        }
        registration = context.registerService(ServerConfiguration.class, config, null);
    }

    @Deactivate
    void deactivate() {
        registration.unregister();
    }
}
