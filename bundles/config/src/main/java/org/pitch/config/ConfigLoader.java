package org.pitch.config;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.pitch.api.param.ParamKey;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigSyntax;
import com.typesafe.config.ConfigValueFactory;

/**
 * Builds the effective configuration from its layers, lowest first: embedded defaults
 * ({@code conf/server.conf}) &lt; profiles &lt; {@code --config} files &lt; environment &lt; command
 * line, then validates it. Every problem is collected before failing, so a user fixes them in one go.
 */
public final class ConfigLoader {
    /** Environment variables {@code PITCH_<NAMESPACE>__<NAME>[__<NAME>...]} override keys. */
    public static final String ENV_PREFIX = "PITCH_";

    private static final String DEFAULTS = "defaults/server.conf";
    private static final String PROFILES = "defaults/profiles/";

    private final Path workDir;
    /** The installed bundles' schema for a plugins folder (the setting pitch.plugins_dir), or null to leave the plugin blocks open. */
    private final java.util.function.Function<String, PluginSchema> plugins;

    /**
     * A loader that leaves the plugin blocks ({@code pitch.models.<name>}, {@code pitch.rules},
     * ...) open, for a server whose bundles are not known.
     *
     * @param workDir where relative paths and the {@code conf/profiles} folder are looked up
     */
    public ConfigLoader(Path workDir) { this(workDir, null); }

    /**
     * @param plugins what the installed bundles offer, given the plugins folder the configuration
     *                names ({@code pitch.plugins_dir}): names and settings under the plugin blocks
     *                are checked against it
     */
    public ConfigLoader(Path workDir, java.util.function.Function<String, PluginSchema> plugins) {
        this.workDir = workDir;
        this.plugins = plugins;
    }

    /** The defaults embedded in this bundle: every parameter with its rcssserver 19 value. */
    public static Config embeddedDefaults() { return EmbeddedDefaults.CONFIG; }

    /** Parsed once, on first use: a Config is immutable and the defaults never change. */
    private static final class EmbeddedDefaults {
        static final Config CONFIG = read();
    }

    private static Config read() {
        try (InputStream in = ConfigLoader.class.getResourceAsStream(DEFAULTS)) {
            if (in == null) throw new IllegalStateException("embedded " + DEFAULTS + " is missing from the build");
            return parse(in, "server.conf (embedded defaults)");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Loads and validates the configuration a command line and environment ask for. */
    public LoadedConfiguration load(CommandLine cl, Map<String, String> env) throws ConfigurationException {
        Config defaults = embeddedDefaults();
        List<ConfigProblem> problems = new ArrayList<>();
        Config merged = defaults;
        for (String profile : cl.profiles()) merged = layer(merged, profile(profile, problems));
        for (Path file : cl.configFiles()) merged = layer(merged, file(file, "command line option --config", problems));
        merged = layer(merged, environment(env, problems));
        for (CommandLine.Override o : cl.overrides()) merged = layer(merged, override(o, problems));
        merged = merged.withValue("pitch.profiles", ConfigValueFactory.fromIterable(cl.profiles(), "--profile"));
        // a layer's bad values were left out of merged, so validating the rest reports every other problem too
        try {
            Config whole = resolve(merged);
            PluginSchema schema = plugins == null ? null : plugins.apply(pluginsDir(whole));
            LoadedConfiguration loaded = new Validation(defaults, schema).validate(whole);
            if (problems.isEmpty()) return loaded;
        } catch (ConfigurationException e) {
            problems.addAll(e.problems());
        }
        throw new ConfigurationException(problems);
    }

    /** The plugins folder a configuration names, or the default's where its value is no string. */
    private static String pluginsDir(Config c) {
        try {
            return c.getString("pitch.plugins_dir");
        } catch (ConfigException e) {
            return embeddedDefaults().getString("pitch.plugins_dir");
        }
    }

    /** Defaults with a HOCON text on top: how a server inside a framework or a test is configured. */
    public static LoadedConfiguration fromText(String hocon, String origin) throws ConfigurationException {
        Config defaults = embeddedDefaults();
        Config top;
        try {
            top = ConfigFactory.parseString(hocon == null ? "" : hocon, ConfigParseOptions.defaults().setOriginDescription(origin));
        } catch (ConfigException e) {
            throw new ConfigurationException(new ConfigProblem(origin, originOf(e), e.getMessage()));
        }
        return new Validation(defaults).validate(resolve(top.withFallback(defaults)));
    }

    /**
     * A whole configuration that {@link #fromText} or {@link #load} validated before, as
     * {@link LoadedConfiguration#renderCompact()} wrote it: read as it is, without the defaults
     * under it or the checks of every key. A text that does not parse is still a problem.
     */
    public static LoadedConfiguration fromValidatedText(String hocon, String origin) throws ConfigurationException {
        Config whole;
        try {
            whole = ConfigFactory.parseString(hocon, ConfigParseOptions.defaults().setOriginDescription(origin));
        } catch (ConfigException e) {
            throw new ConfigurationException(new ConfigProblem(origin, originOf(e), e.getMessage()));
        }
        return Validation.validated(whole);
    }

    /** Resolves ${...} substitutions; one that cannot be resolved is a problem, not a crash. */
    private static Config resolve(Config c) throws ConfigurationException {
        try {
            return c.resolve();
        } catch (ConfigException e) {
            throw new ConfigurationException(new ConfigProblem("substitution", originOf(e), e.getMessage()));
        }
    }

    private static String originOf(ConfigException e) {
        return e.origin() == null ? null : e.origin().description();
    }

    private static Config layer(Config below, Config above) { return above.withFallback(below); }

    private Config profile(String name, List<ConfigProblem> problems) {
        String via = "command line option --profile";
        if (name.indexOf('\0') >= 0) {
            problems.add(new ConfigProblem("--profile", via, "not a profile name or file name: it holds a NUL character"));
            return ConfigFactory.empty();
        }
        Path asFile = workDir.resolve(name);
        if (name.endsWith(".conf") && Files.isRegularFile(asFile)) return file(asFile, via, problems);
        Path local = workDir.resolve("conf/profiles/" + name + ".conf");
        if (Files.isRegularFile(local)) return file(local, via, problems);
        try (InputStream in = ConfigLoader.class.getResourceAsStream(PROFILES + name + ".conf")) {
            if (in != null) return parse(in, "profile " + name + " (embedded profiles/" + name + ".conf)");
        } catch (IOException | ConfigException e) {
            problems.add(new ConfigProblem("--profile " + name, via, e.getMessage()));
            return ConfigFactory.empty();
        }
        problems.add(new ConfigProblem("--profile " + name, via,
                "no such profile; embedded profiles are " + String.join(", ", embeddedProfiles())
                        + " (or give a file ending in .conf, or put one in conf/profiles/)"));
        return ConfigFactory.empty();
    }

    /** Names of the profiles built into the server. */
    public static List<String> embeddedProfiles() {
        return List.of("rcss19", "legacy-v16", "training", "keepaway", "penalty-only", "web",
                "learn-hfo", "learn-keepaway", "learn-penalty", "learn-match");
    }

    /** @param via where the file was named, for a file that cannot be read */
    private Config file(Path file, String via, List<ConfigProblem> problems) {
        Path f = workDir.resolve(file);
        try {
            String text = Files.readString(f, StandardCharsets.UTF_8);
            if (RcssFormat.looksLikeRcss(text)) return rcss(RcssFormat.parse(text, f.toString(), problems), f.getParent(), problems, 0);
            return ConfigFactory.parseString(text, ConfigParseOptions.defaults()
                    .setOriginDescription(f.toString()).setSyntax(ConfigSyntax.CONF));
        } catch (IOException e) {
            problems.add(new ConfigProblem(file.toString(), via, "cannot read: " + e));
        } catch (ConfigException e) {
            problems.add(new ConfigProblem(file.toString(), originOf(e), e.getMessage()));
        }
        return ConfigFactory.empty();
    }

    /**
     * rcssserver-syntax assignments (from an include file or the command line) as a typed layer.
     *
     * @param baseDir where relative includes are looked up: as in rcssserver, the folder of the file
     *                that includes them, or the working directory for the command line
     */
    private Config rcss(List<RcssFormat.Assignment> assignments, Path baseDir, List<ConfigProblem> problems, int depth) {
        Config out = ConfigFactory.empty();
        for (RcssFormat.Assignment a : assignments) {
            if (a.name().equals("include")) {
                if (depth > 16) {
                    problems.add(new ConfigProblem("include", a.origin(), "includes nested more than 16 deep"));
                    continue;
                }
                try {
                    Path inc = baseDir.resolve(ValueText.unquote(a.value()));
                    out = layer(out, rcss(RcssFormat.parseFile(inc, problems), inc.getParent(), problems, depth + 1));
                } catch (IOException | InvalidPathException e) {
                    problems.add(new ConfigProblem("include", a.origin(), "cannot read " + a.value() + ": " + e.getMessage()));
                }
                continue;
            }
            if (a.namespace() == null) {
                problems.add(new ConfigProblem(a.name(), a.origin(), "expected namespace::name" + hint(a.name())));
                continue;
            }
            out = layer(out, assign(a.namespace(), a.name(), a.value(), a.origin(), problems));
        }
        return out;
    }

    private Config environment(Map<String, String> env, List<ConfigProblem> problems) {
        Config out = ConfigFactory.empty();
        for (Map.Entry<String, String> e : new TreeMap<>(env).entrySet()) {
            String var = e.getKey();
            if (!var.startsWith(ENV_PREFIX) || !var.contains("__")) continue;
            String[] parts = var.substring(ENV_PREFIX.length()).split("__");
            String ns = Catalogue.canonicalNamespace(parts[0]);
            String origin = "environment variable " + var;
            if (ns == null || parts.length < 2) {
                problems.add(new ConfigProblem(var, origin, "expected PITCH_<SERVER|PLAYER|CSVSAVER|PITCH>__<NAME>, e.g. PITCH_SERVER__HALF_TIME"));
                continue;
            }
            StringBuilder rest = new StringBuilder();
            for (int i = 1; i < parts.length; i++) {
                if (i > 1) rest.append('.');
                rest.append(parts[i].toLowerCase(Locale.ROOT));
            }
            out = layer(out, assign(ns, rest.toString(), e.getValue(), origin, problems));
        }
        return out;
    }

    private Config override(CommandLine.Override o, List<ConfigProblem> problems) {
        if (o.include()) {
            try {
                return rcss(List.of(new RcssFormat.Assignment(null, "include", o.value(), o.origin())), workDir, problems, 0);
            } catch (RuntimeException e) {
                problems.add(new ConfigProblem(o.key(), o.origin(), e.getMessage()));
                return ConfigFactory.empty();
            }
        }
        String key = o.key();
        int sep = key.indexOf("::");
        if (sep > 0) return assign(key.substring(0, sep), key.substring(sep + 2), o.value(), o.origin(), problems);
        int dot = key.indexOf('.');
        if (dot > 0) return assign(key.substring(0, dot), key.substring(dot + 1), o.value(), o.origin(), problems);
        problems.add(new ConfigProblem(key, o.origin(), "expected namespace::name=value or path.name=value"
                + hint(key)));
        return ConfigFactory.empty();
    }

    /** One textual assignment, typed by the catalogue (rcssserver keys) or by the defaults (pitch keys). */
    private Config assign(String namespace, String name, String text, String origin, List<ConfigProblem> problems) {
        String ns = Catalogue.canonicalNamespace(namespace);
        String path = (ns == null ? namespace : ns) + "." + name;
        Object value;
        if (ns != null && Catalogue.isRcssNamespace(ns)) {
            ParamKey key = Catalogue.byPath(path);
            if (key == null) {
                problems.add(new ConfigProblem(path, origin, "unknown key" + hint(path)));
                return ConfigFactory.empty();
            }
            try {
                value = ValueText.convert(key.type(), text);
            } catch (IllegalArgumentException e) {
                problems.add(new ConfigProblem(path, origin, e.getMessage()));
                return ConfigFactory.empty();
            }
        } else if (ns != null) {
            Config defaults = embeddedDefaults();
            value = ValueText.guess(text);
            if (defaults.hasPath(path) && defaults.getValue(path).valueType() == com.typesafe.config.ConfigValueType.STRING) {
                value = ValueText.unquote(text.trim());
            }
        } else {
            problems.add(new ConfigProblem(path, origin, "unknown key; " + Validation.SECTIONS + hint(path)));
            return ConfigFactory.empty();
        }
        try {
            return ConfigFactory.empty().withValue(path, ConfigValueFactory.fromAnyRef(value, origin));
        } catch (ConfigException e) {
            problems.add(new ConfigProblem(path, origin, e.getMessage()));
            return ConfigFactory.empty();
        }
    }

    static String hint(String path) {
        if (!path.contains(".")) return bareHint(path);
        String near = Nearest.among(path, Validation.knownPaths(embeddedDefaults()));
        return near == null ? "" : "; did you mean " + near + "?";
    }

    /** For a name written without its namespace ({@code half_time}): the parameter it most likely means. */
    private static String bareHint(String name) {
        Map<String, String> byName = new LinkedHashMap<>();
        for (ParamKey k : Catalogue.all().values()) byName.putIfAbsent(k.rcssName(), k.rcssKey());
        String near = Nearest.among(name, byName.keySet());
        return near == null ? "" : "; did you mean " + byName.get(near) + "?";
    }

    private static Config parse(InputStream in, String origin) throws IOException {
        try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return ConfigFactory.parseReader(r, ConfigParseOptions.defaults().setOriginDescription(origin));
        }
    }
}
