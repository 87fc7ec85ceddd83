package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.pitch.api.config.Settings;
import org.pitch.config.CommandLine;
import org.pitch.config.ConfigLoader;

/** Which embedded bundles a server starts: those of features that are off stay stopped. */
class EmbeddedBundlesTest {
    private static Settings settings(String... args) throws Exception {
        return new ConfigLoader(Path.of(".")).load(CommandLine.parse(args), Map.of()).settings();
    }

    @Test
    void aFeatureBundleStartsOnlyWhenItsSettingIsOn() throws Exception {
        // off in the embedded defaults: the web monitor, the virtual soccer API, the learning environments
        Settings defaults = settings();
        for (String feature : new String[] {"pitch.web.enabled", "pitch.vsc.enabled", "pitch.learn.enabled"}) {
            assertFalse(EmbeddedBundles.featureOn(feature, defaults), feature + " is off by default");
            assertTrue(EmbeddedBundles.featureOn(feature, settings(feature + "=true")), feature + "=true starts its bundles");
        }
    }

    @Test
    void aBundleWithoutAFeatureAlwaysStarts() throws Exception {
        assertTrue(EmbeddedBundles.featureOn(null, settings()));
        // a header naming something outside Pitch's settings, or nothing there: the bundle serves
        assertTrue(EmbeddedBundles.featureOn("server.synch_mode", settings()));
        assertTrue(EmbeddedBundles.featureOn("pitch.no_such_feature.enabled", settings()));
    }
}
