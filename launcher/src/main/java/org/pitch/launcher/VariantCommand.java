package org.pitch.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.pitch.config.CommandLine;
import org.pitch.config.ConfigProblem;
import org.pitch.config.ConfigurationException;
import org.pitch.config.LoadedConfiguration;
import org.pitch.launcher.variant.BuiltInBundles;
import org.pitch.launcher.variant.BundleDigest;
import org.pitch.launcher.variant.ConfigurationDigest;
import org.pitch.launcher.variant.Variant;

/**
 * {@code pitch variant [configuration ...]}: the variant a server started with this configuration
 * would run, as JSON, without starting one: the built-in bundles as the build recorded them, the
 * plugins folder's jars hashed now, the configuration's digest. The seed is left out (a server
 * records the one of its match; it is not part of the id).
 */
final class VariantCommand {
    static final String NAME = "variant";
    static final String SUMMARY = "  variant [settings]       the variant a server would run (bundles by SHA-256, configuration digest, id), as JSON\n";
    static final String USAGE = """
            Usage: pitch variant [--profile P] [--config FILE] [settings ...]
            Prints as JSON the variant a server started with these settings runs, so that a league can show
            which server decided a match:
              id             the variant id: the first 8 hex digits of digest
              digest         SHA-256 of Pitch's version, the configuration digest and every bundle's name,
                             version and SHA-256 (not their origins, not the seed)
              pitch          Pitch's version
              configuration  SHA-256 of the effective configuration (what --print-config shows) as sorted
                             path=value lines, without what only says where the server listens and writes
                             (ports, bind addresses, log folders and fixed log names, pitch.plugins_dir),
                             the web monitor's token and pitch.seed: the matches of a league share it
              seed           the match's seed (a server's record only)
              bundles        the framework, the built-in bundles and the jars of the plugins folder
                             (pitch.plugins_dir): name, version, sha256 of the jar, origin ("built in" or
                             the jar's file name)
            A server prints "variant ID (N bundles, configuration DIGEST...)" after "ready in", and again on
            stderr ("variant now ID") when a plugin jar is added, updated or removed. The game log recorder
            writes the variant beside each game log (<log name>.variant.json; the .rcg stays as rcssserver
            writes it); when a plugin was swapped during the match the file is the variant the match
            started with plus "swaps": each later variant with the cycle it was seen at. pitch match and
            pitch batch put it into each match's row of results.json ("variant").
            """;

    private VariantCommand() {}

    static int run(String[] args, Path workDir, PrintStream out, PrintStream err) {
        LoadedConfiguration config;
        try {
            CommandLine cl = CommandLine.parse(args);
            if (cl.help() != null) {
                out.print(USAGE);
                return 0;
            }
            config = Main.loader(workDir, err).load(cl, System.getenv());
        } catch (ConfigurationException e) {
            for (ConfigProblem p : e.problems()) err.println("pitch: variant: " + p);
            return Main.EXIT_CONFIG;
        }
        Variant variant;
        try {
            variant = of(config, workDir, err);
        } catch (IOException e) {
            err.println("pitch: variant: " + e.getMessage());
            return Main.EXIT_FAILED;
        }
        if (variant == null) {
            err.println("pitch: variant: this launcher was built without its bundles' digests (run the built jar, launcher/target/pitch.jar)");
            return Main.EXIT_FAILED;
        }
        out.print(variant.json());
        return 0;
    }

    /**
     * The variant a server with this configuration would run, without a seed; {@code null} for a
     * launcher built without its bundles' digests. A jar of the plugins folder that is no bundle is
     * told on {@code err} and left out, as the server leaves it out.
     */
    static Variant of(LoadedConfiguration config, Path workDir, PrintStream err) throws IOException {
        List<BundleDigest> bundles = new ArrayList<>(BuiltInBundles.read());
        if (bundles.isEmpty()) return null;
        Path pluginsDir = workDir.resolve(config.settings().string("plugins_dir", "plugins"));
        try {
            for (Path jar : PluginFolder.jarsIn(pluginsDir)) {
                byte[] bytes = Files.readAllBytes(jar);
                if (BundleDigest.hasManifest(bytes)) {
                    bundles.add(BundleDigest.of(bytes, jar.getFileName().toString()));
                } else {
                    err.println("pitch: plugin " + jar.getFileName() + " is not a usable bundle (no manifest); a server leaves it out");
                }
            }
        } catch (IOException e) {
            throw new IOException("cannot read plugins folder " + pluginsDir + ": " + e.getMessage(), e);
        }
        return new Variant(Main.version(), ConfigurationDigest.of(config.renderCompact()), null, bundles);
    }
}
