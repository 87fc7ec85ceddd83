package org.pitch.launcher.tournament;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.pitch.config.ConfigProblem;
import org.pitch.config.ConfigurationException;
import org.pitch.launcher.match.MatchCommand;
import org.pitch.launcher.match.PlayedMatch;

/**
 * {@code pitch tournament}: runs a tournament file through Slurm or on this machine, renders it
 * as Kubernetes Jobs, or ({@code tournament play}) plays one of its matches as a scheduler's task.
 */
public final class TournamentCommand {
    public static final String NAME = "tournament";
    public static final String SUMMARY =
            "  tournament FILE [--scheduler slurm|local]       a tournament through Slurm or here (tournament --help)\n";
    public static final String USAGE = "Usage: java -jar pitch.jar tournament FILE [--scheduler slurm|local] [--parallel N]\n"
            + "       java -jar pitch.jar tournament FILE --kubernetes DIR [--results DIR]\n"
            + "       java -jar pitch.jar tournament play FILE --plan PLAN [--index I] [--out DIR]\n"
            + "\n"
            + "Runs the tournament that FILE describes (HOCON; every key in conf/tournament-example.conf):\n"
            + "teams with their start commands, round-robin or knockout, matches per pairing with sides\n"
            + "swapped, seed, profile and settings. Each round is written to OUT/round-R/ (plan.tsv, job.sh)\n"
            + "and submitted as one job of array tasks, one match each; a match without a result is\n"
            + "submitted once more; a knockout round starts when the previous round's results are in.\n"
            + "After every round OUT/fairness.txt and .json (each team's timing against its opponents').\n"
            + "At the end OUT/standings.csv, .json and .html (points, goal difference, per-side totals),\n"
            + "and for a knockout OUT/knockout.txt.\n"
            + "Every match runs in synch mode (the server steps as soon as every client is done, as fast\n"
            + "as the teams think) and auto mode unless the settings say otherwise; a tournament in real\n"
            + "time, as competitions play, is one key: settings = [\"server::synch_mode=false\"].\n"
            + "\n"
            + "  --scheduler slurm     sbatch --array, followed with squeue and sacct (the default); the\n"
            + "                        nodes must see FILE, OUT, the teams and this jar at the same paths\n"
            + "                        (or slurm.pitch_command); scripts/slurm-local.sh starts a one-node Slurm\n"
            + "  --scheduler local     the tasks as processes of this machine, --parallel N at a time\n"
            + "                        (default: half the processors, at least 1)\n"
            + "  --kubernetes DIR      write DIR/round-R.yaml (a ConfigMap and an indexed batch/v1 Job) for\n"
            + "                        the first round without results; --results DIR: a copy of the results\n"
            + "                        volume, for a knockout's next round\n"
            + "\n"
            + "tournament play is what each task runs: the match on line I of the plan (I from --index,\n"
            + "SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX), on free ports, into OUT/round-R/match-III/.\n"
            + "\n"
            + "The exit status is 0 when every match has a result, 1 when one has not, 2 for a bad file or\n"
            + "command line.\n";

    /** Plays the matches of a {@link MatchCommand}: a batch in this JVM, or with the file's server. */
    public interface MatchPlayer {
        int play(MatchCommand command) throws IOException;

        /** Whether this Pitch refuses the command's settings, each problem told: checked before a tournament is submitted. */
        boolean refuses(MatchCommand command);
    }

    private TournamentCommand() {}

    /**
     * @param args the arguments after {@code tournament}
     * @param pitch the command that runs this Pitch (java and jar), for the job scripts
     */
    public static int run(String[] args, Path workDir, List<String> pitch, MatchPlayer player, Map<String, String> env, PrintStream out,
                          PrintStream err) {
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h") || args[0].equals("help")) {
            (args.length == 0 ? err : out).print(USAGE);
            return args.length == 0 ? 2 : 0;
        }
        try {
            if (args[0].equals("play")) return play(args, workDir, player, env, err);
            Options o = Options.parse(args, workDir);
            TournamentFile t = TournamentFile.load(o.file);
            if (t.server().isEmpty()) {
                List<String> names = t.teams().stream().map(TournamentFile.Team::name).toList();
                Fixture first = new Fixture(1, 0, 1, names.get(0), names.get(1), t.seed());
                if (player.refuses(matchCommand(t, first, t.out()))) {
                    err.println("pitch: tournament: the settings or profile of " + t.file() + " are refused; nothing submitted");
                    return 2;
                }
            }
            if (o.kubernetes != null) return kubernetes(t, o, out, err);
            String pitchCommand = t.slurm().pitchCommand().isEmpty() ? Shell.join(pitch) : t.slurm().pitchCommand();
            Scheduler scheduler = o.local ? new LocalScheduler(o.parallel) : new SlurmScheduler(t.slurm());
            return new TournamentRunner(t, scheduler, pitchCommand, out, err).run();
        } catch (ConfigurationException e) {
            for (ConfigProblem p : e.problems()) err.println("pitch: tournament: " + p);
            return 2;
        } catch (java.nio.file.NoSuchFileException e) {
            err.println("pitch: tournament: no such file: " + e.getFile());
            return 2;
        } catch (IOException e) {
            err.println("pitch: tournament: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("pitch: tournament: interrupted");
            return 1;
        }
    }

    /** The command line of a coordinator: the file and how to run it. */
    private record Options(Path file, boolean local, int parallel, Path kubernetes, Path results) {
        static Options parse(String[] args, Path workDir) throws ConfigurationException {
            Path file = null, kubernetes = null, results = null;
            boolean local = false;
            int parallel = Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
            List<ConfigProblem> problems = new ArrayList<>();
            for (int i = 0; i < args.length; i++) {
                String a = args[i], origin = "command line argument " + (i + 2);
                boolean hasValue = i + 1 < args.length;
                switch (a) {
                    case "--scheduler" -> {
                        String v = hasValue ? args[++i] : "(nothing)";
                        if (v.equals("local")) local = true;
                        else if (!v.equals("slurm")) problems.add(new ConfigProblem(a, origin, "'" + v + "' is not a scheduler; valid values: slurm, local"));
                    }
                    case "--parallel" -> {
                        String v = hasValue ? args[++i] : "(nothing)";
                        try {
                            parallel = Integer.parseInt(v);
                            if (parallel < 1) throw new NumberFormatException();
                        } catch (NumberFormatException e) {
                            problems.add(new ConfigProblem(a, origin, "'" + v + "' is not a number of parallel matches (1 or more)"));
                        }
                    }
                    case "--kubernetes", "--results" -> {
                        if (!hasValue) {
                            problems.add(new ConfigProblem(a, origin, "needs a folder"));
                        } else if (a.equals("--kubernetes")) {
                            kubernetes = workDir.resolve(args[++i]);
                        } else {
                            results = workDir.resolve(args[++i]);
                        }
                    }
                    default -> {
                        if (a.startsWith("-") || file != null) problems.add(new ConfigProblem(a, origin, "unknown option of tournament; see tournament --help"));
                        else file = workDir.resolve(a);
                    }
                }
            }
            if (file == null) problems.add(new ConfigProblem("FILE", "command line", "the tournament file is missing; see tournament --help"));
            if (results != null && kubernetes == null) problems.add(new ConfigProblem("--results", "command line", "only goes with --kubernetes DIR"));
            if (!problems.isEmpty()) throw new ConfigurationException(problems);
            return new Options(file, local, parallel, kubernetes, results);
        }
    }

    /** {@code tournament play FILE --plan PLAN [--index I] [--out DIR]}: one task, one match. */
    private static int play(String[] args, Path workDir, MatchPlayer player, Map<String, String> env, PrintStream err)
            throws ConfigurationException, IOException {
        Path file = null, plan = null, out = null;
        String index = env.getOrDefault("SLURM_ARRAY_TASK_ID", env.get("JOB_COMPLETION_INDEX"));
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            String v = i + 1 < args.length ? args[i + 1] : null;
            switch (a) {
                case "--plan" -> { plan = workDir.resolve(need(a, v)); i++; }
                case "--index" -> { index = need(a, v); i++; }
                case "--out" -> { out = workDir.resolve(need(a, v)); i++; }
                default -> {
                    if (a.startsWith("-") || file != null) throw new ConfigurationException(new ConfigProblem(a, "tournament play", "unknown option"));
                    file = workDir.resolve(a);
                }
            }
        }
        if (file == null || plan == null) throw new ConfigurationException(new ConfigProblem("tournament play", "command line", "FILE and --plan PLAN are needed"));
        if (index == null) throw new ConfigurationException(new ConfigProblem("--index", "tournament play",
                "no task index: give --index, or run as a Slurm array task or a Kubernetes indexed Job"));
        TournamentFile t = TournamentFile.load(file);
        Fixture f = null;
        for (Fixture x : PlanFile.read(plan)) if (Integer.toString(x.index()).equals(index.trim())) f = x;
        if (f == null) throw new ConfigurationException(new ConfigProblem("--index", "tournament play", "'" + index + "' is not a task of " + plan));
        Path dir = (out != null ? out : t.out()).resolve(Fixture.roundFolder(f.round())).resolve(f.folder());
        return player.play(matchCommand(t, f, dir));
    }

    private static String need(String option, String value) throws ConfigurationException {
        if (value == null) throw new ConfigurationException(new ConfigProblem(option, "tournament play", "needs a value"));
        return value;
    }

    /**
     * The one match of a task: on free ports, with the tournament's profile and settings; a round
     * robin's matches end after the second half (no extra time, no shoot-out) unless the settings
     * say otherwise, a knockout's go on as the server's defaults say (rcssserver's: extra time,
     * then penalties).
     */
    static MatchCommand matchCommand(TournamentFile t, Fixture f, Path dir) throws ConfigurationException {
        List<String> settings = new ArrayList<>();
        if (!t.profile().isEmpty()) settings.addAll(List.of("--profile", t.profile()));
        if (t.format() == TournamentFile.Format.ROUND_ROBIN) {
            if (t.settings().stream().noneMatch(s -> s.contains("nr_extra_halfs"))) settings.add("server::nr_extra_halfs=0");
            if (t.settings().stream().noneMatch(s -> s.contains("penalty_shoot_outs"))) settings.add("server::penalty_shoot_outs=false");
        }
        settings.addAll(t.settings());
        Map<String, TournamentFile.Team> teams = new LinkedHashMap<>();
        for (TournamentFile.Team team : t.teams()) teams.put(team.name(), team);
        boolean batch = t.server().isEmpty();
        return new MatchCommand(List.of(team(teams, f.left()), team(teams, f.right())), 1, false, batch ? null : t.server(), "127.0.0.1",
                MatchCommand.FREE_PORTS, dir, t.timeoutMinutes(), List.copyOf(settings), batch, batch ? f.seed() : -1, t.coaches());
    }

    private static MatchCommand.Team team(Map<String, TournamentFile.Team> teams, String name) throws ConfigurationException {
        TournamentFile.Team t = teams.get(name);
        if (t == null) {
            throw new ConfigurationException(new ConfigProblem("--plan", "tournament play",
                    "the plan names the team '" + name + "', which the tournament file does not enter"));
        }
        return new MatchCommand.Team(t.name(), t.command());
    }

    /** {@code tournament FILE --kubernetes DIR}: the first round without results, as manifests. */
    private static int kubernetes(TournamentFile t, Options o, PrintStream out, PrintStream err) throws IOException {
        String text = Files.readString(t.file(), StandardCharsets.UTF_8);
        List<String> names = t.teams().stream().map(TournamentFile.Team::name).toList();
        List<Fixture> fixtures;
        if (t.format() == TournamentFile.Format.ROUND_ROBIN) {
            fixtures = Schedule.roundRobin(names, t.matchesPerPairing(), t.seed());
        } else {
            fixtures = nextKnockoutRound(t, names, o.results);
            if (fixtures == null) {
                out.println("the knockout is decided: every round has its results in " + o.results);
                return 0;
            }
        }
        Files.createDirectories(o.kubernetes);
        Path file = o.kubernetes.resolve("round-" + fixtures.get(0).round() + ".yaml");
        Files.writeString(file, KubernetesManifests.render(t, text, fixtures), StandardCharsets.UTF_8);
        out.println(file + ": round " + fixtures.get(0).round() + ", " + fixtures.size() + " match(es) as Job "
                + KubernetesManifests.objectName(t, fixtures.get(0).round()) + " in namespace " + t.kubernetes().namespace());
        return 0;
    }

    /** The first knockout round whose results are not all in {@code results} (null: none given), or null when the knockout is decided. */
    private static List<Fixture> nextKnockoutRound(TournamentFile t, List<String> seeds, Path results) throws IOException {
        List<String> remaining = seeds;
        int round = 1, number = 1;
        while (remaining.size() > 1) {
            List<Fixture> fixtures = Schedule.knockoutRound(round, remaining, t.matchesPerPairing(), number, t.seed());
            Map<Integer, PlayedMatch> played = new LinkedHashMap<>();
            for (Fixture f : fixtures) {
                Path file = results == null ? null : results.resolve(Fixture.roundFolder(round)).resolve(f.folder()).resolve("results.json");
                if (file == null || !Files.exists(file)) return fixtures;
                List<PlayedMatch> m = PlayedMatch.read(file);
                if (!m.isEmpty()) played.put(f.index(), m.get(0));
            }
            remaining = Knockout.advance(remaining, Knockout.pairings(fixtures, played, seeds), seeds);
            number += fixtures.size();
            round++;
        }
        return null;
    }
}
