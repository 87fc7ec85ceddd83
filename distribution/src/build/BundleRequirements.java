import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Writes the bnd property {@code pitch.distribution}: one {@code bnd.identity} requirement for each
 * bundle in a folder (the distribution's dependencies, copied there by Maven), so that a .bndrun
 * resolves exactly the bundles pitch-distribution's pom names without naming them again. Run by
 * the build as a single-file program: {@code java BundleRequirements.java FOLDER OUTPUT.bnd}.
 */
public final class BundleRequirements {
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java BundleRequirements.java BUNDLE_FOLDER OUTPUT.bnd");
            System.exit(2);
        }
        List<String> names = new ArrayList<>();
        try (Stream<Path> jars = Files.list(Path.of(args[0]))) {
            for (Path jar : (Iterable<Path>) jars.filter(p -> p.toString().endsWith(".jar")).sorted()::iterator) {
                String name = symbolicName(jar);
                if (name == null) throw new IllegalStateException(jar + " is not a bundle (no Bundle-SymbolicName)");
                names.add(name);
            }
        }
        if (names.isEmpty()) throw new IllegalStateException("no bundles in " + args[0]);
        StringBuilder out = new StringBuilder("# made by the build from ").append(args[0]).append(": do not edit\n")
                .append("pitch.distribution: \\\n");
        for (int i = 0; i < names.size(); i++) {
            out.append("    bnd.identity;id='").append(names.get(i)).append('\'').append(i + 1 < names.size() ? ",\\\n" : "\n");
        }
        Path output = Path.of(args[1]);
        Files.createDirectories(output.toAbsolutePath().getParent());
        Files.writeString(output, out);
    }

    /** The jar's symbolic name without its directives; {@code null} for a plain jar. */
    private static String symbolicName(Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            var manifest = file.getManifest();
            String value = manifest == null ? null : manifest.getMainAttributes().getValue("Bundle-SymbolicName");
            return value == null ? null : value.split(";", 2)[0].trim();
        }
    }
}
