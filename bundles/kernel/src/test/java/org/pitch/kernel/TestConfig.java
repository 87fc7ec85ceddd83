package org.pitch.kernel;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.config.ConfigLoader;
import org.pitch.config.ConfigurationException;

/** Configurations for tests: embedded defaults with a few HOCON overrides. */
final class TestConfig {
    private TestConfig() {}

    static ServerConfiguration of(String hocon) {
        try {
            return ConfigLoader.fromText(hocon, "test");
        } catch (ConfigurationException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }
}
