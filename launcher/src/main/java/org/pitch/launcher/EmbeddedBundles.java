package org.pitch.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.pitch.api.config.LaunchProperties;
import org.pitch.api.config.Settings;

/** The bundles packed into the launcher jar under {@code bundles/}: the server's default assembly. */
final class EmbeddedBundles {
    private static final String FOLDER = "bundles";
    /** How the locations of the embedded bundles begin. */
    private static final String LOCATION = "pitch:";

    private EmbeddedBundles() {}

    /**
     * Installs every bundle under {@code bundles/} in name order, as {@code pitch:bundles/NAME}.
     * The launcher jar is read with {@link ZipFile}, which the class loader keeps warm, rather
     * than the zip file system, whose code would run cold at every start (some 20 ms of one).
     */
    static void installAll(BundleContext ctx) throws IOException, BundleException {
        Path root = codeSource();
        // a folder when the launcher runs from its classes (a build's tests), else its jar
        int installed = Files.isDirectory(root) ? installFolder(ctx, root.resolve(FOLDER)) : installFromJar(ctx, root);
        if (installed == 0) throw new IOException("no " + FOLDER + "/ in " + root + ": the launcher was built without its bundles");
    }

    private static int installFolder(BundleContext ctx, Path folder) throws IOException, BundleException {
        if (!Files.isDirectory(folder)) return 0;
        List<Path> jars;
        try (Stream<Path> s = Files.list(folder)) {
            jars = s.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().toList();
        }
        for (Path jar : jars) {
            try (InputStream in = Files.newInputStream(jar)) {
                ctx.installBundle(LOCATION + FOLDER + "/" + jar.getFileName(), in);
            }
        }
        return jars.size();
    }

    private static int installFromJar(BundleContext ctx, Path launcherJar) throws IOException, BundleException {
        try (ZipFile zip = new ZipFile(launcherJar.toFile())) {
            List<? extends ZipEntry> jars = zip.stream().filter(EmbeddedBundles::isEmbeddedBundle)
                    .sorted(Comparator.comparing(ZipEntry::getName)).toList();
            for (ZipEntry jar : jars) {
                try (InputStream in = zip.getInputStream(jar)) {
                    ctx.installBundle(LOCATION + jar.getName(), in);
                }
            }
            return jars.size();
        }
    }

    /** A jar right under {@code bundles/}. */
    private static boolean isEmbeddedBundle(ZipEntry e) {
        String name = e.getName();
        return !e.isDirectory() && name.startsWith(FOLDER + "/") && name.endsWith(".jar") && name.indexOf('/', FOLDER.length() + 1) < 0;
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
            if (!b.getLocation().startsWith(LOCATION)) continue;
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

    /** The launcher's jar (or classes folder). */
    private static Path codeSource() throws IOException {
        try {
            return Path.of(EmbeddedBundles.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IOException(e);
        }
    }
}
