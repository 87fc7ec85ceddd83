package org.pitch.launcher;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import org.pitch.config.BundleDescriptors;
import org.pitch.config.PluginComponent;
import org.pitch.config.PluginSchema;

/**
 * What the server's bundles offer the configuration, read from their descriptors before anything
 * starts: the bundles built into the launcher ({@code built in}) and the jars of the plugins
 * folder (each by its file name). The configuration is checked against it, {@code pitch plugins}
 * lists it.
 */
final class InstalledPlugins {
    static final String BUILT_IN = "built in";
    private static final String FOLDER = "bundles/";
    /** Where the build put each embedded bundle's manifest and descriptors, a folder per bundle. */
    private static final String DESCRIPTORS = "bundle-descriptors/";

    private InstalledPlugins() {}

    /**
     * The built-in bundles' and the plugins folder's components; a jar that cannot be read is told
     * on {@code err} and left out. Null (nothing is checked against bundles) for a launcher run
     * from classes that have no bundles beside them, which would not start a server either.
     */
    static PluginSchema schema(Path pluginsDir, java.io.PrintStream err) {
        if (BuiltIn.COMPONENTS.isEmpty()) return null;
        List<PluginComponent> all = new ArrayList<>(BuiltIn.COMPONENTS);
        List<Path> jars;
        try {
            jars = PluginFolder.jarsIn(pluginsDir);
        } catch (IOException e) {
            err.println("pitch: cannot read plugins folder " + pluginsDir + ": " + e.getMessage());
            jars = List.of();
        }
        for (Path jar : jars) {
            try (ZipFile zip = new ZipFile(jar.toFile())) {
                all.addAll(BundleDescriptors.read(entriesOf(zip), jar.getFileName().toString()));
            } catch (IOException e) {
                err.println("pitch: plugin " + jar.getFileName() + " is not a readable bundle: " + e.getMessage());
            }
        }
        return new PluginSchema(all);
    }

    /** The built-in bundles' components, read once per process (a batch plays many matches). */
    private static final class BuiltIn {
        static final List<PluginComponent> COMPONENTS = read();

        private static List<PluginComponent> read() {
            try {
                Path root = Path.of(InstalledPlugins.class.getProtectionDomain().getCodeSource().getLocation().toURI());
                if (Files.isDirectory(root)) return fromFolder(root.resolve(FOLDER));
                try (ZipFile zip = new ZipFile(root.toFile())) {
                    return fromDescriptors(zip);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (URISyntaxException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    private static List<PluginComponent> fromFolder(Path folder) throws IOException {
        List<PluginComponent> out = new ArrayList<>();
        if (!Files.isDirectory(folder)) return out;
        for (Path jar : PluginFolder.jarsIn(folder)) {
            try (ZipFile zip = new ZipFile(jar.toFile())) {
                out.addAll(BundleDescriptors.read(entriesOf(zip), BUILT_IN));
            }
        }
        return out;
    }

    /** The launcher's jar: the descriptors the build copied out of each embedded bundle. */
    private static List<PluginComponent> fromDescriptors(ZipFile launcher) throws IOException {
        Map<String, Map<String, byte[]>> byBundle = new java.util.TreeMap<>();
        for (ZipEntry e : java.util.Collections.list(launcher.entries())) {
            String name = e.getName();
            if (e.isDirectory() || !name.startsWith(DESCRIPTORS)) continue;
            int slash = name.indexOf('/', DESCRIPTORS.length());
            if (slash < 0) continue;
            try (InputStream in = launcher.getInputStream(e)) {
                byBundle.computeIfAbsent(name.substring(DESCRIPTORS.length(), slash), k -> new HashMap<>()).put(name.substring(slash + 1), in.readAllBytes());
            }
        }
        List<PluginComponent> out = new ArrayList<>();
        for (Map<String, byte[]> bundle : byBundle.values()) out.addAll(BundleDescriptors.read(entriesOf(bundle), BUILT_IN));
        return out;
    }

    private static BundleDescriptors.Entries entriesOf(ZipFile zip) {
        return new BundleDescriptors.Entries() {
            @Override
            public InputStream open(String path) throws IOException {
                ZipEntry e = zip.getEntry(path);
                return e == null ? null : zip.getInputStream(e);
            }

            @Override
            public List<String> list(String folder) {
                return zip.stream().map(ZipEntry::getName)
                        .filter(n -> n.startsWith(folder) && n.length() > folder.length() && n.indexOf('/', folder.length()) < 0).toList();
            }
        };
    }

    private static BundleDescriptors.Entries entriesOf(Map<String, byte[]> kept) {
        return new BundleDescriptors.Entries() {
            @Override
            public InputStream open(String path) {
                byte[] b = kept.get(path);
                return b == null ? null : new ByteArrayInputStream(b);
            }

            @Override
            public List<String> list(String folder) {
                try (Stream<String> s = kept.keySet().stream()) {
                    return s.filter(n -> n.startsWith(folder) && n.indexOf('/', folder.length()) < 0).sorted().toList();
                }
            }
        };
    }
}
