package org.pitch.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.pitch.api.config.LaunchProperties;
import org.pitch.api.config.Settings;

/** The bundles packed into the launcher jar under {@code bundles/}: the server's default assembly. */
final class EmbeddedBundles {
    private static final String FOLDER = "bundles";

    private EmbeddedBundles() {}

    static void installAll(BundleContext ctx) throws IOException, BundleException {
        for (Path jar : list()) {
            try (InputStream in = Files.newInputStream(jar)) {
                ctx.installBundle("pitch:" + FOLDER + "/" + jar.getFileName(), in);
            }
        }
    }

    /**
     * Starts every installed bundle that is not a fragment, except the one named {@code leftOut}
     * ({@code null} for none; the kernel when replaying a log, since both would serve the player
     * port) and those whose feature ({@link LaunchProperties#FEATURE_HEADER}) is off in the
     * settings. The one named {@code required} starts whatever its feature says (the log player
     * when replaying a log, whose bundle a server starts only for the web monitor).
     */
    static void startAll(BundleContext ctx, String leftOut, String required, Settings settings) throws BundleException {
        for (Bundle b : ctx.getBundles()) {
            if (b.getBundleId() == 0 || b.getHeaders().get(Constants.FRAGMENT_HOST) != null) continue;
            if (!b.getLocation().startsWith("pitch:")) continue;
            String name = b.getSymbolicName();
            if (leftOut != null && leftOut.equals(name)) continue;
            if ((required == null || !required.equals(name)) && !featureOn(b.getHeaders().get(LaunchProperties.FEATURE_HEADER), settings)) continue;
            b.start();
        }
    }

    /** Whether the setting a bundle's feature header names is on; a bundle without one always serves. */
    static boolean featureOn(String feature, Settings settings) {
        if (feature == null || !feature.startsWith(PITCH_BLOCK)) return true;
        return settings.bool(feature.substring(PITCH_BLOCK.length())).orElse(true);
    }

    /** Settings are read relative to the {@code pitch} block; feature headers name whole paths. */
    private static final String PITCH_BLOCK = "pitch.";

    private static List<Path> list() throws IOException {
        Path root;
        try {
            root = Path.of(EmbeddedBundles.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IOException(e);
        }
        Path folder;
        if (Files.isDirectory(root)) {
            folder = root.resolve(FOLDER);
        } else {
            FileSystem fs = FileSystems.newFileSystem(root, Map.of());
            folder = fs.getPath("/" + FOLDER);
        }
        List<Path> jars = new ArrayList<>();
        if (!Files.isDirectory(folder)) throw new IOException("no " + FOLDER + "/ in " + root + ": the launcher was built without its bundles");
        try (Stream<Path> s = Files.list(folder)) {
            s.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().forEach(jars::add);
        }
        return jars;
    }
}
