package org.pitch.config.osgi;

import org.osgi.annotation.bundle.Capability;
import org.osgi.framework.BundleContext;
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
 * Publishes the server's configuration inside the framework. The launcher validated it before the
 * framework started and passes it as the framework property {@value #PROPERTY}; without that
 * property (a bare framework, a test) the embedded defaults are used. An invalid text fails the
 * activation loudly, so nothing that needs a configuration starts. A text the launcher marks as
 * validated ({@link LaunchProperties#CONFIGURATION_VALIDATED}) is read as the whole configuration.
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
    void activate(BundleContext context) throws ConfigurationException {
        String text = context.getProperty(PROPERTY), origin = "framework property " + PROPERTY;
        LoadedConfiguration config = text != null && Boolean.parseBoolean(context.getProperty(LaunchProperties.CONFIGURATION_VALIDATED))
                ? ConfigLoader.fromValidatedText(text, origin)
                : ConfigLoader.fromText(text, origin);
        registration = context.registerService(ServerConfiguration.class, config, null);
    }

    @Deactivate
    void deactivate() {
        registration.unregister();
    }
}
