package org.pitch.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.wiring.FrameworkWiring;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.junit5.context.BundleContextExtension;

/**
 * What a plugin may import: the api, the rules kit and the protocol codec chain resolve; Pitch's
 * internal packages do not, unless imported with the mandatory attribute {@code pitch.internal=true}
 * that their exports demand (as Pitch's own bundles import them). Each plugin is a bundle made
 * here with nothing but a manifest: whether a bundle resolves depends on its imports alone.
 */
@ExtendWith(BundleContextExtension.class)
class PluginContractTest {
    /** The packages Pitch exports for its own bundles only. */
    private static final List<String> INTERNAL = List.of(
            "org.pitch.kernel", "org.pitch.config", "org.pitch.sessions", "org.pitch.logfile", "org.pitch.monitors");

    @InjectBundleContext
    BundleContext context;

    @Test
    void aPluginOnTheApiAndTheRulesKitResolves() throws Exception {
        assertResolves("org.pitch.it.contract.rule",
                "org.pitch.api.model,org.pitch.api.rule,org.pitch.api.world,org.pitch.api.config,org.pitch.rules.kit");
    }

    @Test
    void aPluginExtendingTheCodecChainResolves() throws Exception {
        assertResolves("org.pitch.it.contract.codec",
                "org.pitch.api.protocol,org.pitch.protocol.player,org.pitch.protocol.player.v18,org.pitch.wire");
    }

    @Test
    void aPluginImportingTheKernelDoesNotResolve() throws Exception {
        assertRefused("org.pitch.kernel");
    }

    @Test
    void aPluginImportingTheConfigurationBundleDoesNotResolve() throws Exception {
        assertRefused("org.pitch.config");
    }

    @Test
    void aPluginImportingTheSessionsTheLogFilesOrMonitorServingDoesNotResolve() throws Exception {
        for (String internal : INTERNAL.subList(2, INTERNAL.size())) assertRefused(internal);
    }

    @Test
    void theMandatoryAttributeIsWhatFencesThem() throws Exception {
        StringBuilder imports = new StringBuilder("org.pitch.api.model");
        for (String internal : INTERNAL) imports.append(',').append(internal).append(";pitch.internal=true");
        assertResolves("org.pitch.it.contract.internal", imports.toString());
    }

    /** A plugin importing {@code org.pitch.api.model} and {@code internal} stays unresolved, and starting it names the package. */
    private void assertRefused(String internal) throws Exception {
        Bundle plugin = context.installBundle("contract:" + internal, pluginJar("org.pitch.it.contract.uses." + internal,
                "org.pitch.api.model," + internal));
        try {
            assertFalse(wiring().resolveBundles(List.of(plugin)), "a plugin importing " + internal + " resolved");
            assertEquals(Bundle.INSTALLED, plugin.getState(), internal);
            BundleException refused = assertThrows(BundleException.class, plugin::start, internal);
            String message = refused.getMessage();
            assertTrue(message.contains("missing requirement"), message);
            assertTrue(message.contains("osgi.wiring.package=" + internal + ")"), message);
        } finally {
            plugin.uninstall();
        }
    }

    private void assertResolves(String symbolicName, String imports) throws Exception {
        Bundle plugin = context.installBundle("contract:" + symbolicName, pluginJar(symbolicName, imports));
        try {
            assertTrue(wiring().resolveBundles(List.of(plugin)), symbolicName + " importing " + imports + " did not resolve");
            assertEquals(Bundle.RESOLVED, plugin.getState(), symbolicName);
        } finally {
            plugin.uninstall();
            // else its revision stays wired to the bundles it imports from until they are refreshed
            CountDownLatch refreshed = new CountDownLatch(1);
            wiring().refreshBundles(List.of(plugin), event -> refreshed.countDown());
            assertTrue(refreshed.await(Wait.HANG_MS, TimeUnit.MILLISECONDS), "the uninstalled " + symbolicName + " was not refreshed");
        }
    }

    private FrameworkWiring wiring() {
        return context.getBundle(0).adapt(FrameworkWiring.class);
    }

    /** A bundle with nothing but a manifest importing {@code imports}. */
    private static InputStream pluginJar(String symbolicName, String imports) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new JarOutputStream(bytes, PluginManifests.of(symbolicName, imports)).close();
        return new ByteArrayInputStream(bytes.toByteArray());
    }
}
