package org.pitch.api.config;

import java.util.List;

/**
 * Makes configurations other than the server's own, validated as the server validates its
 * command line: for learning scenarios and tools that run matches of their own. Published by
 * the configuration bundle.
 */
@org.osgi.annotation.versioning.ProviderType
public interface ConfigurationFactory {
    /**
     * The embedded defaults with {@code args} over them, in command-line form
     * ({@code --profile NAME}, {@code server::half_time=20}, {@code pitch.seed=7}).
     *
     * @throws IllegalArgumentException naming the key and the values it accepts, as the server's
     *                                  refusal of its command line does
     */
    ServerConfiguration load(List<String> args);
}
