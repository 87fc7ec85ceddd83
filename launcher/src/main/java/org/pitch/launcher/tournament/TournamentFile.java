package org.pitch.launcher.tournament;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;

import org.pitch.config.ConfigProblem;
import org.pitch.config.ConfigurationException;

/**
 * A tournament as its HOCON file describes it (the keys are documented in
 * {@code conf/tournament-example.conf}); every key is checked at once and each problem names
 * the key, its line and the values it takes.
 *
 * @param file the file itself (absolute), handed to every match task
 * @param name the tournament's name, also the prefix of its Slurm jobs and Kubernetes objects
 * @param format round robin or knockout
 * @param matchesPerPairing matches each pairing plays, the sides swapped after each
 * @param seed match {@code k} (counted from 1 over the whole tournament) gets {@code pitch.seed = seed + k - 1}
 * @param profile a profile of {@code conf/profiles} for every match, or empty
 * @param settings further server settings for every match ({@code server::half_time=300}, ...)
 * @param server the command of another server (e.g. rcssserver) instead of this Pitch, or empty
 * @param timeoutMinutes a match that takes longer is stopped and counts as failed
 * @param coaches online coaches the two teams bring together (the kick-off waits for them)
 * @param out where the rounds, matches and standings go
 * @param teams the entrants, in seeding order
 */
public record TournamentFile(Path file, String name, Format format, int matchesPerPairing, long seed, String profile,
                             List<String> settings, String server, double timeoutMinutes, int coaches, Path out, List<Team> teams,
                             Slurm slurm, Kubernetes kubernetes) {

    /** How the pairings come about. */
    public enum Format {
        /** every team plays every other; one round */
        ROUND_ROBIN("round-robin"),
        /** pairings of the remaining teams, the winners go on; a round waits for the previous round's results */
        KNOCKOUT("knockout");

        final String word;

        Format(String word) { this.word = word; }
    }

    /**
     * An entrant.
     *
     * @param name the team name its players use (also what the standings show)
     * @param command the shell command that starts it; {@code {host} {port} {coach_port} {olcoach_port} {name}} filled in
     * @param image Kubernetes: the container image holding the team, or empty
     * @param path Kubernetes: the team's folder inside that image, copied next to Pitch for the match
     */
    public record Team(String name, String command, String image, String path) {}

    /** How the matches go to Slurm. */
    public record Slurm(String partition, String timeLimit, int cpusPerTask, String memory, int maxParallel, List<String> sbatchArgs,
                        double pollSeconds, String pitchCommand) {}

    /** How the matches are rendered as Kubernetes Jobs. */
    public record Kubernetes(String namespace, String image, int parallelism, int backoffLimitPerIndex, String cpu, String memory,
                             String resultsClaim, String teamsRoot) {}

    /** A team name as the server takes it: rcssserver's team names are letters, digits, '-' and '_'. */
    private static final Pattern TEAM_NAME = Pattern.compile("[A-Za-z0-9_-]{1,15}");
    /** A Kubernetes object name (RFC 1123 label) after the tournament's name is lower-cased. */
    private static final Pattern K8S_NAME = Pattern.compile("[a-z0-9]([-a-z0-9]{0,38}[a-z0-9])?");
    private static final Pattern SLURM_TIME = Pattern.compile("(\\d+-)?\\d+(:\\d{2}){0,2}|UNLIMITED|INFINITE");
    private static final Set<String> TOP_KEYS = Set.of("name", "format", "matches_per_pairing", "seed", "profile", "settings", "server",
            "timeout_minutes", "coaches", "out", "teams", "slurm", "kubernetes");
    private static final Set<String> TEAM_KEYS = Set.of("name", "command", "image", "path");
    private static final Set<String> SLURM_KEYS = Set.of("partition", "time_limit", "cpus_per_task", "memory", "max_parallel", "sbatch_args",
            "poll_seconds", "pitch_command");
    private static final Set<String> K8S_KEYS = Set.of("namespace", "image", "parallelism", "backoff_limit_per_index", "cpu", "memory",
            "results_claim", "teams_root");

    /** The tournament described in {@code file}; every problem at once, each naming its key. */
    public static TournamentFile load(Path file) throws ConfigurationException {
        Path abs = file.toAbsolutePath().normalize();
        if (!Files.isRegularFile(abs)) {
            throw new ConfigurationException(new ConfigProblem("tournament file", abs.toString(), "no such file"));
        }
        Config c;
        try {
            c = ConfigFactory.parseFile(abs.toFile(), ConfigParseOptions.defaults().setAllowMissing(false)).resolve();
        } catch (ConfigException e) {
            throw new ConfigurationException(new ConfigProblem("tournament file", abs.toString(), e.getMessage()));
        }
        return new Reader(abs, c).read();
    }

    /** The keys of one file, read with every problem collected rather than the first thrown. */
    private static final class Reader {
        private final Path file;
        private final Config c;
        private final List<ConfigProblem> problems = new ArrayList<>();

        Reader(Path file, Config c) {
            this.file = file;
            this.c = c;
        }

        TournamentFile read() throws ConfigurationException {
            unknownKeys(c, "", TOP_KEYS);
            String name = string(c, "name", "tournament", "");
            if (!K8S_NAME.matcher(name.toLowerCase(Locale.ROOT)).matches()) {
                problem("name", at(c, "name"), "'" + name + "' is not a tournament name: 1-40 letters, digits and '-', starting and ending with a letter"
                        + " or digit (it names the Slurm jobs and Kubernetes objects)");
            }
            Format format = Format.ROUND_ROBIN;
            String f = string(c, "format", "round-robin", "");
            Format parsed = null;
            for (Format x : Format.values()) if (x.word.equals(f)) parsed = x;
            if (parsed == null) problem("format", at(c, "format"), "'" + f + "' is not a format; valid values: round-robin, knockout");
            else format = parsed;
            int perPairing = integer(c, "matches_per_pairing", 2, 1, 100, "");
            long seed = c.hasPath("seed") ? longValue(c, "seed") : 1;
            String profile = string(c, "profile", "", "");
            List<String> settings = strings(c, "settings", "");
            String server = string(c, "server", "", "");
            double timeout = number(c, "timeout_minutes", 30, "");
            int coaches = integer(c, "coaches", 0, 0, 2, "");
            Path out = file.getParent().resolve(string(c, "out", "tournament-" + name, "")).normalize();
            List<Team> teams = teams();
            Slurm slurm = slurm(c.hasPath("slurm") ? object(c, "slurm") : ConfigFactory.empty());
            Kubernetes k8s = kubernetes(c.hasPath("kubernetes") ? object(c, "kubernetes") : ConfigFactory.empty(), name);
            if (!problems.isEmpty()) throw new ConfigurationException(problems);
            return new TournamentFile(file, name, format, perPairing, seed, profile, settings, server, timeout, coaches, out, teams, slurm, k8s);
        }

        private List<Team> teams() {
            if (!c.hasPath("teams")) {
                problem("teams", c, "missing: a list of at least two teams, each { name = ..., command = \"...\" }");
                return List.of();
            }
            List<? extends Config> list;
            try {
                list = c.getConfigList("teams");
            } catch (ConfigException.WrongType e) {
                problem("teams", c, "expected a list of objects { name = ..., command = \"...\" }");
                return List.of();
            }
            if (list.size() < 2) problem("teams", c, "a tournament needs at least two teams, got " + list.size());
            List<Team> teams = new ArrayList<>();
            Set<String> names = new HashSet<>();
            for (int i = 0; i < list.size(); i++) {
                Config t = list.get(i);
                String prefix = "teams." + i + ".";
                unknownKeys(t, prefix, TEAM_KEYS);
                String n = string(t, "name", null, prefix);
                String command = string(t, "command", null, prefix);
                if (n != null && !TEAM_NAME.matcher(n).matches()) {
                    problem(prefix + "name", t, "'" + n + "' is not a team name: 1-15 letters, digits, '-' or '_'");
                } else if (n != null && !names.add(n)) {
                    problem(prefix + "name", t, "'" + n + "' is entered twice");
                }
                if (command != null && command.isBlank()) problem(prefix + "command", t, "is empty");
                teams.add(new Team(n, command, string(t, "image", "", prefix), string(t, "path", "/team", prefix)));
            }
            return List.copyOf(teams);
        }

        private Slurm slurm(Config s) {
            String p = "slurm.";
            unknownKeys(s, p, SLURM_KEYS);
            String time = string(s, "time_limit", "01:00:00", p);
            if (!SLURM_TIME.matcher(time).matches()) {
                problem(p + "time_limit", s, "'" + time + "' is not a Slurm time limit: MINUTES, HH:MM:SS, DAYS-HH:MM:SS or UNLIMITED");
            }
            return new Slurm(string(s, "partition", "", p), time, integer(s, "cpus_per_task", 2, 1, 1024, p), string(s, "memory", "", p),
                    integer(s, "max_parallel", 0, 0, 100_000, p), strings(s, "sbatch_args", p), number(s, "poll_seconds", 5, p),
                    string(s, "pitch_command", "", p));
        }

        private Kubernetes kubernetes(Config k, String name) {
            String p = "kubernetes.";
            unknownKeys(k, p, K8S_KEYS);
            String namespace = string(k, "namespace", "default", p);
            if (!K8S_NAME.matcher(namespace).matches()) problem(p + "namespace", at(k, "namespace"), "'" + namespace + "' is not a Kubernetes namespace name");
            String claim = string(k, "results_claim", name.toLowerCase(Locale.ROOT) + "-results", p);
            if (k.hasPath("results_claim") && !K8S_NAME.matcher(claim).matches()) problem(p + "results_claim", at(k, "results_claim"), "'" + claim + "' is not a PersistentVolumeClaim name");
            return new Kubernetes(namespace, string(k, "image", "pitch:latest", p), integer(k, "parallelism", 2, 1, 10_000, p),
                    integer(k, "backoff_limit_per_index", 1, 0, 10, p), string(k, "cpu", "2", p), string(k, "memory", "1Gi", p), claim,
                    string(k, "teams_root", "/teams", p));
        }

        private void unknownKeys(Config o, String prefix, Set<String> known) {
            for (var e : o.root().entrySet()) {
                if (!known.contains(e.getKey())) {
                    problem(prefix + e.getKey(), e.getValue(), "unknown key; valid keys here: " + String.join(", ", known.stream().sorted().toList()));
                }
            }
        }

        private Config object(Config o, String key) {
            try {
                return o.getConfig(key);
            } catch (ConfigException.WrongType e) {
                problem(key, o, "expected an object { ... }");
                return ConfigFactory.empty();
            }
        }

        private String string(Config o, String key, String fallback, String prefix) {
            if (!o.hasPath(key)) {
                if (fallback == null) problem(prefix + key, o, "missing");
                return fallback;
            }
            ConfigValue v = o.getValue(key);
            if (v.valueType() == ConfigValueType.OBJECT || v.valueType() == ConfigValueType.LIST) {
                problem(prefix + key, v, "expected a string");
                return fallback;
            }
            return o.getString(key);
        }

        private List<String> strings(Config o, String key, String prefix) {
            if (!o.hasPath(key)) return List.of();
            try {
                return List.copyOf(o.getStringList(key));
            } catch (ConfigException.WrongType e) {
                problem(prefix + key, o.getValue(key), "expected a list of strings, e.g. [\"server::half_time=300\"]");
                return List.of();
            }
        }

        private int integer(Config o, String key, int fallback, int min, int max, String prefix) {
            return (int) bounded(o, key, fallback, min, max, prefix, o::getInt, "a whole number");
        }

        private double number(Config o, String key, double fallback, String prefix) {
            double d = bounded(o, key, fallback, 0, Double.MAX_VALUE, prefix, o::getDouble, "a number");
            if (o.hasPath(key) && !(d > 0)) problem(prefix + key, o.getValue(key), "must be above 0");
            return d;
        }

        private long longValue(Config o, String key) {
            try {
                long v = o.getLong(key);
                if (v < 0) problem(key, o.getValue(key), v + " is not a seed: 0 or more");
                return v;
            } catch (ConfigException.WrongType e) {
                problem(key, o.getValue(key), "expected a whole number (0 or more)");
                return 1;
            }
        }

        private double bounded(Config o, String key, double fallback, double min, double max, String prefix,
                               Function<String, Number> get, String what) {
            if (!o.hasPath(key)) return fallback;
            try {
                double v = get.apply(key).doubleValue();
                if (v < min || v > max) {
                    problem(prefix + key, o.getValue(key), fmt(v) + " is out of range; valid values: " + fmt(min) + " to " + fmt(max));
                    return fallback;
                }
                return v;
            } catch (ConfigException.WrongType e) {
                problem(prefix + key, o.getValue(key), "expected " + what);
                return fallback;
            }
        }

        private static String fmt(double d) {
            return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : d == Double.MAX_VALUE ? "any" : Double.toString(d);
        }

        /** Where a key's value is written (the object's own place when the key is absent). */
        private static ConfigValue at(Config o, String key) {
            return o.hasPath(key) ? o.getValue(key) : o.root();
        }

        private void problem(String key, Config where, String message) {
            problem(key, where.root(), message);
        }

        private void problem(String key, ConfigValue where, String message) {
            int line = where.origin().lineNumber();
            problems.add(new ConfigProblem(key, file + (line > 0 ? ":" + line : ""), message));
        }
    }
}
