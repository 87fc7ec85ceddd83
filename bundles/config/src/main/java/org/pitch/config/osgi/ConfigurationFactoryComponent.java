package org.pitch.config.osgi;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.config.ConfigurationFactory;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.config.CommandLine;
import org.pitch.config.ConfigLoader;
import org.pitch.config.ConfigurationException;

/**
 * Configurations made from command-line arguments inside the framework (learning scenarios):
 * the server's own loader, so a bad key is refused in the server's words. Paths are resolved
 * against the server's working directory; the environment's {@code PITCH_} variables are not read,
 * as they concern the server's own configuration.
 */
@Component
public final class ConfigurationFactoryComponent implements ConfigurationFactory {
    @Override
    public ServerConfiguration load(List<String> args) {
        try {
            return new ConfigLoader(Path.of("")).load(CommandLine.parse(args.toArray(new String[0])), Map.of());
        } catch (ConfigurationException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }
}
