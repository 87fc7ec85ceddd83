package org.pitch.config.osgi;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.pitch.api.config.ConfigurationFactory;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.config.BundleDescriptors;
import org.pitch.config.CommandLine;
import org.pitch.config.ConfigLoader;
import org.pitch.config.ConfigurationException;
import org.pitch.config.PluginComponent;
import org.pitch.config.PluginSchema;

/**
 * Configurations made from command-line arguments inside the framework (learning scenarios):
 * the server's own loader, so a bad key is refused in the server's words, and the plugin blocks
 * are checked against the bundles installed now, as the launcher checks the server's own.
 * Paths are resolved against the server's working directory; the environment's {@code PITCH_}
 * variables are not read, as they concern the server's own configuration.
 */
@Component
public final class ConfigurationFactoryComponent implements ConfigurationFactory {
    /** How the launcher names the locations of plugins-folder bundles. */
    private static final String PLUGIN_LOCATION = "plugin:";

    /** The framework's bundles; none without a framework (the embedded server), where the plugin blocks stay open. */
    private volatile BundleContext context;

    public ConfigurationFactoryComponent() {}

    @Activate
    void activate(BundleContext context) { this.context = context; }

    @Override
    public ServerConfiguration load(List<String> args) {
        try {
            ConfigLoader loader = context == null ? new ConfigLoader(Path.of("")) : new ConfigLoader(Path.of(""), pluginsDir -> installed());
            return loader.load(CommandLine.parse(args.toArray(new String[0])), Map.of());
        } catch (ConfigurationException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** What the framework's bundles offer; a bundle whose descriptors cannot be read offers nothing. */
    private PluginSchema installed() {
        List<PluginComponent> all = new ArrayList<>();
        for (Bundle b : context.getBundles()) {
            String location = b.getLocation();
            String origin = location.startsWith(PLUGIN_LOCATION) ? Path.of(location.substring(PLUGIN_LOCATION.length())).getFileName().toString() : "built in";
            try {
                all.addAll(BundleDescriptors.read(entries(b), origin));
            } catch (IOException | RuntimeException e) {
                // its components cannot be chosen by name then, which the check reports
            }
        }
        return new PluginSchema(all);
    }

    private static BundleDescriptors.Entries entries(Bundle b) {
        return new BundleDescriptors.Entries() {
            @Override
            public InputStream open(String path) throws IOException {
                URL u = b.getEntry(path);
                return u == null ? null : u.openStream();
            }

            @Override
            public List<String> list(String folder) {
                List<String> out = new ArrayList<>();
                Enumeration<String> paths = b.getEntryPaths(folder);
                while (paths != null && paths.hasMoreElements()) out.add(paths.nextElement());
                return out;
            }
        };
    }
}
