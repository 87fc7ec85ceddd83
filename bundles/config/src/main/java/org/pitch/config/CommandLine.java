package org.pitch.config;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The server's command line: Pitch's options and rcssserver's own forms, so existing scripts
 * keep working ({@code server::half_time=300}, {@code -server::half_time=300},
 * {@code server::include=FILE}, {@code include=FILE}, {@code server::help}).
 *
 * @param help          {@code null}, or the help asked for: "" for general, else a namespace
 * @param check         {@code --check}: start as configured, report ready, and stop at once
 * @param overrides     assignments and includes, in the order given (later ones win)
 */
public record CommandLine(String help, boolean version, boolean printConfig, boolean check,
                          List<String> profiles, List<Path> configFiles, List<Override> overrides) {

    /** One command-line setting: {@code key=value} or {@code include=FILE}, with its position. */
    public record Override(String key, String value, boolean include, String origin) {}

    /** A configuration file's name, or a problem if it cannot name a file (a NUL in it). */
    private static void file(String name, String key, String origin, List<Path> configs, List<ConfigProblem> problems) {
        try {
            configs.add(Path.of(name));
        } catch (InvalidPathException e) {
            problems.add(new ConfigProblem(key, origin, "not a file name: " + e.getReason()));
        }
    }

    public static CommandLine parse(String... args) throws ConfigurationException {
        String help = null;
        boolean version = false, printConfig = false, check = false;
        List<String> profiles = new ArrayList<>();
        List<Path> configs = new ArrayList<>();
        List<Override> overrides = new ArrayList<>();
        List<ConfigProblem> problems = new ArrayList<>();

        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            String origin = "command line argument " + (i + 1) + " '" + arg + "'";
            String bare = arg.startsWith("--") ? arg.substring(2) : arg.startsWith("-") ? arg.substring(1) : arg;
            if (bare.equals("help") || bare.equals("h")) { help = ""; continue; }
            if (bare.endsWith("::help")) { help = bare.substring(0, bare.length() - "::help".length()); continue; }
            if (bare.equals("version")) { version = true; continue; }
            if (bare.equals("print-config")) { printConfig = true; continue; }
            if (bare.equals("check")) { check = true; continue; }
            if (bare.equals("profile") || bare.equals("config")) {
                if (i + 1 >= args.length) {
                    problems.add(new ConfigProblem("--" + bare, origin, "needs a value"));
                    continue;
                }
                String v = args[++i];
                if (bare.equals("profile")) profiles.add(v); else file(v, "--config", origin, configs, problems);
                continue;
            }
            int eq = bare.indexOf('=');
            if (eq > 0) {
                String key = bare.substring(0, eq);
                String value = bare.substring(eq + 1);
                if (key.equals("profile")) { profiles.add(value); continue; }
                if (key.equals("config")) { file(value, key, origin, configs, problems); continue; }
                boolean include = key.equals("include") || key.endsWith("::include");
                overrides.add(new Override(key, value, include, origin));
                continue;
            }
            problems.add(new ConfigProblem(arg, origin,
                    "unknown option; expected --help, --version, --print-config, --check, --profile NAME, --config FILE, "
                            + "namespace::name=value or path.name=value"));
        }
        if (!problems.isEmpty()) throw new ConfigurationException(problems);
        return new CommandLine(help, version, printConfig, check, List.copyOf(profiles), List.copyOf(configs), List.copyOf(overrides));
    }
}
