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
     * ({@code null} for none): the kernel when replaying a log, since both would serve the player
     * port. A server starts the log player's bundle as well; without a file its log player idles.
     */
    static void startAll(BundleContext ctx, String leftOut) throws BundleException {
        for (Bundle b : ctx.getBundles()) {
            if (b.getBundleId() == 0 || b.getHeaders().get(Constants.FRAGMENT_HOST) != null) continue;
            if (leftOut != null && leftOut.equals(b.getSymbolicName())) continue;
            if (b.getLocation().startsWith("pitch:")) b.start();
        }
    }

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
