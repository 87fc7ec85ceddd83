package org.pitch.launcher.variant;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The digests of the bundles built into the launcher and of the framework, computed by the build
 * (hashing some 11 MB of jars would cost a start tens of milliseconds): the resource
 * {@value #RESOURCE}, a line per jar, {@code SHA256 FILE SYMBOLIC-NAME VERSION}, written by
 * {@link #main} from the jars the build copied under {@code bundles/} and the framework's jar.
 */
public final class BuiltInBundles {
    /** The resource, at the root of the launcher's jar beside {@code bundles/}. */
    public static final String RESOURCE = "bundle-digests.txt";
    private static final String NO_NAME = "-";

    private BuiltInBundles() {}

    /**
     * The build step: {@code OUTPUT BUNDLES-FOLDER [JAR ...]} writes the digests of every jar right
     * in the folder and of each further jar (the framework's).
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 2) throw new IllegalArgumentException("usage: OUTPUT BUNDLES-FOLDER [JAR ...]");
        List<Path> jars = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of(args[1]))) {
            s.filter(p -> p.getFileName().toString().endsWith(".jar")).forEach(jars::add);
        }
        for (int i = 2; i < args.length; i++) jars.add(Path.of(args[i]));
        TreeMap<String, BundleDigest> byFile = new TreeMap<>();
        for (Path jar : jars) byFile.put(jar.getFileName().toString(), BundleDigest.of(Files.readAllBytes(jar), BundleDigest.BUILT_IN));
        StringBuilder sb = new StringBuilder("# the launcher's built-in bundles and framework: sha256, file, symbolic name, version\n");
        byFile.forEach((file, b) -> sb.append(b.sha256()).append(' ').append(file).append(' ')
                .append(b.name() == null ? NO_NAME : b.name()).append(' ').append(b.version()).append('\n'));
        Path out = Path.of(args[0]);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, sb, StandardCharsets.UTF_8);
        System.out.println(out + ": " + byFile.size() + " bundles");
    }

    /** The built-in bundles as the build recorded them; none for a launcher run from classes built without them. */
    public static List<BundleDigest> read() { return Cached.BUNDLES; }

    /** Read once per process (a batch plays many matches). */
    private static final class Cached {
        static final List<BundleDigest> BUNDLES = load();

        private static List<BundleDigest> load() {
            try (InputStream in = BuiltInBundles.class.getResourceAsStream("/" + RESOURCE)) {
                return in == null ? List.of() : parse(in);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    static List<BundleDigest> parse(InputStream in) throws IOException {
        List<BundleDigest> out = new ArrayList<>();
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        for (String line; (line = r.readLine()) != null; ) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.trim().split(" ");
            if (f.length != 4) throw new IOException(RESOURCE + ": not 'sha256 file name version': " + line);
            out.add(new BundleDigest(f[2].equals(NO_NAME) ? null : f[2], f[3], f[0], BundleDigest.BUILT_IN));
        }
        return List.copyOf(out);
    }
}
