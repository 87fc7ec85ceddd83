package org.pitch.launcher.match;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.pitch.config.ConfigProblem;
import org.pitch.config.ConfigurationException;

/**
 * {@code java -jar pitch.jar match --team NAME=COMMAND --team NAME=COMMAND [options] [server settings]}:
 * what the match runner is asked to do. Everything that is not an option of its own is handed to
 * every server it starts ({@code server::half_time=300}, {@code --profile NAME}, ...).
 *
 * @param teams the two teams, the first on the left in the first match
 * @param matches how many matches
 * @param swap whether the teams change sides after each match
 * @param server the command that starts a server ({@code null}: this Pitch, in a JVM of its own)
 * @param host the address the teams are told to connect to
 * @param port the player port; the trainer's is {@code port + 1}, the online coach's {@code port + 2}
 * @param out the folder for the logs of every match and {@code results.csv}
 * @param timeoutMinutes how long one match may take before its server is stopped
 * @param settings handed to the server as they are
 * @param batch whether every match runs in this JVM ({@code batch}) rather than in a server process of its own
 * @param seed {@code batch}: the first match's {@code pitch.seed}, the next ones counting up; -1: from the clock
 * @param coaches {@code batch}: how many online coaches the teams bring, waited for before the kick-off
 */
public record MatchCommand(List<Team> teams, int matches, boolean swap, String server, String host, int port, Path out,
                           double timeoutMinutes, List<String> settings, boolean batch, long seed, int coaches) {
    public static final String NAME = "match";
    public static final String BATCH = "batch";

    /** A team: the name its players use and the shell command that starts it. */
    public record Team(String name, String command) {
        /** The command for one match: {@code {host}}, {@code {port}}, {@code {coach_port}}, {@code {olcoach_port}}, {@code {name}} filled in. */
        String commandFor(String host, int port) {
            return command.replace("{host}", host).replace("{port}", Integer.toString(port))
                    .replace("{coach_port}", Integer.toString(port + 1)).replace("{olcoach_port}", Integer.toString(port + 2))
                    .replace("{name}", name);
        }
    }

    /** {@code --port free}: each match looks for three free consecutive ports. */
    public static final int FREE_PORTS = 0;

    public static final String USAGE =
            "Usage: java -jar pitch.jar match --team NAME=COMMAND --team NAME=COMMAND [options] [namespace::name=value ...]\n"
            + "       java -jar pitch.jar match LEFT_SCRIPT RIGHT_SCRIPT [options] [namespace::name=value ...]\n"
            + "\n"
            + "Plays unattended matches of two teams and prints every score and the totals per side and\n"
            + "per team. For each match a server is started (this Pitch, or --server) in synch and auto\n"
            + "mode unless the settings say otherwise (real time, as competitions play:\n"
            + "server::synch_mode=false); the left team's command is run, and the right\n"
            + "team's once a left player has connected (as rcssserver's team_r_start); the match ends\n"
            + "when the server exits after time over. Teams change sides after every match.\n"
            + "\n"
            + "In COMMAND, {host}, {port}, {coach_port}, {olcoach_port} and {name} are filled in, e.g.\n"
            + "  --team 'HELIOS=./start.sh -h {host} -p {port} -P {olcoach_port} -t {name}'\n"
            + "Each command runs in its own process group, which is stopped when its match is over.\n"
            + "A team given as a start script (a file that can be run) is named after its folder and\n"
            + "started as SCRIPT -h HOST -p PORT -t NAME, as helios-base's start.sh takes them.\n"
            + "\n"
            + "Options:\n"
            + "  --team NAME=COMMAND          a team (exactly two)\n"
            + "  --matches N                  how many matches (default 1)\n"
            + "  --no-swap                    the first team stays on the left (--swap: the default)\n"
            + "  --server COMMAND             start this server instead of Pitch, e.g. rcssserver; it gets\n"
            + "                               the ports, log folders, modes and settings as server::x=y\n"
            + "  --host H                     where the teams connect (default 127.0.0.1)\n"
            + "  --port P|free                player port; P+1 trainer, P+2 online coach (default 6000);\n"
            + "                               free: three free consecutive ports for each match, so that\n"
            + "                               many matches can share a machine\n"
            + "  --out DIR                    logs, results.csv and results.json (default matches)\n"
            + "  --timeout MINUTES            a match that takes longer is stopped (default 30)\n"
            + "\n"
            + "The exit status is 0 when every match ended with a result, 1 when one did not, 2 for a bad\n"
            + "command line.\n";

    public static final String BATCH_USAGE =
            "Usage: java -jar pitch.jar batch --team NAME=COMMAND --team NAME=COMMAND [options] [namespace::name=value ...]\n"
            + "\n"
            + "Plays matches (or keepaway runs) back to back in this JVM, as fast as the clients allow:\n"
            + "each match gets a fresh server here, in synch and auto mode unless the settings say\n"
            + "otherwise (server::synch_mode=false: real time), with a seed of its own\n"
            + "(pitch.seed), and runs without the 50 ms waits of rcssserver's synch mode once both teams\n"
            + "are connected (pitch.synch_kick_off_when_connected). Scores, seeds, wall time and the heap\n"
            + "after each match go to stdout and OUT/results.csv; each match's logs to OUT/match-NN/.\n"
            + "A keepaway run of N episodes per match: --profile keepaway pitch.rules.keepaway.episodes=N.\n"
            + "\n"
            + "Options: those of match (but --server), and\n"
            + "  --seed S                     match 1 gets pitch.seed S, match 2 S+1, ... (default: from the clock)\n"
            + "  --coaches N                  online coaches the teams bring (0-2, default 0): the kick-off\n"
            + "                               waits for them too\n"
            + "\n"
            + "The exit status is 0 when every match ended with a result, 1 when one did not, 2 for a bad\n"
            + "command line.\n";

    /** One line for the server's general help. */
    public static final String SUMMARY = "  match --team N=CMD --team N=CMD [--matches N]  play unattended matches (match --help)\n"
            + "  batch --team N=CMD --team N=CMD [--matches N]  the same in this JVM, seeded, unpaced (batch --help)\n"
            + "  standings DIR                                  the table of every results.json below DIR (standings --help)\n";

    /**
     * @param args the arguments after {@code match}
     * @return the command, or {@code null} for {@code match --help}
     * @throws ConfigurationException for bad options, every problem at once
     */
    public static MatchCommand parse(String[] args, Path workDir) throws ConfigurationException {
        return parse(args, workDir, false);
    }

    /**
     * @param batch whether these are the arguments after {@code batch} (which takes {@code --seed}
     *              and {@code --coaches}, but no {@code --server})
     */
    public static MatchCommand parse(String[] args, Path workDir, boolean batch) throws ConfigurationException {
        String verb = batch ? BATCH : NAME;
        List<Team> teams = new ArrayList<>();
        int matches = 1, port = 6000, coaches = 0;
        long seed = -1;
        boolean swap = true;
        String server = null, host = "127.0.0.1";
        Path out = workDir.resolve("matches");
        double timeout = 30;
        List<String> settings = new ArrayList<>();
        List<ConfigProblem> problems = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            String origin = "command line argument " + (i + 2) + " '" + arg + "'";
            if (arg.equals("--help") || arg.equals("-h") || arg.equals("help")) return null;
            String option = arg.contains("=") && arg.startsWith("--") ? arg.substring(0, arg.indexOf('=')) : arg;
            boolean takesValue = (batch ? List.of("--team", "--matches", "--host", "--port", "--out", "--timeout", "--seed", "--coaches")
                    : List.of("--team", "--matches", "--server", "--host", "--port", "--out", "--timeout")).contains(option);
            if (!takesValue) {
                if (arg.equals("--no-swap")) swap = false;
                else if (arg.equals("--swap")) swap = true;
                else if (isTeamScript(arg, workDir)) teams.add(scriptTeam(arg, workDir));
                else if (arg.startsWith("--") && !arg.contains("::") && !arg.equals("--profile") && !arg.equals("--config")) {
                    problems.add(new ConfigProblem(arg, origin, "unknown option of " + verb + "; see " + verb + " --help"
                            + (batch && option.equals("--server") ? " (a batch plays on this Pitch; match --server plays on another server)" : "")));
                } else {
                    settings.add(arg);
                    if ((arg.equals("--profile") || arg.equals("--config")) && i + 1 < args.length) settings.add(args[++i]);
                }
                continue;
            }
            String value = !option.equals(arg) ? arg.substring(option.length() + 1) : i + 1 < args.length ? args[++i] : null;
            if (value == null) {
                problems.add(new ConfigProblem(option, origin, "needs a value"));
                continue;
            }
            switch (option) {
                case "--team" -> {
                    int eq = value.indexOf('=');
                    if (eq <= 0 || eq == value.length() - 1) {
                        problems.add(new ConfigProblem(option, origin, "expected NAME=COMMAND, e.g. --team 'A=./start.sh -p {port} -t {name}'"));
                    } else {
                        teams.add(new Team(value.substring(0, eq).trim(), value.substring(eq + 1)));
                    }
                }
                case "--matches" -> {
                    Integer n = integer(value);
                    if (n == null || n < 1) problems.add(new ConfigProblem(option, origin, "'" + value + "' is not a number of matches (1 or more)"));
                    else matches = n;
                }
                case "--port" -> {
                    Integer n = value.equals("free") ? Integer.valueOf(FREE_PORTS) : integer(value);
                    if (n == null || (n != FREE_PORTS && (n < 1 || n > 65533))) {
                        problems.add(new ConfigProblem(option, origin, "'" + value + "' is not a port (1..65533) or 'free'"));
                    } else {
                        port = n;
                    }
                }
                case "--timeout" -> {
                    Double d = number(value);
                    if (d == null || !(d > 0)) problems.add(new ConfigProblem(option, origin, "'" + value + "' is not a number of minutes above 0"));
                    else timeout = d;
                }
                case "--seed" -> {
                    Long n = longValue(value);
                    if (n == null || n < 0) problems.add(new ConfigProblem(option, origin, "'" + value + "' is not a seed (0 or more)"));
                    else seed = n;
                }
                case "--coaches" -> {
                    Integer n = integer(value);
                    if (n == null || n < 0 || n > 2) problems.add(new ConfigProblem(option, origin, "'" + value + "' is not a number of online coaches (0, 1 or 2)"));
                    else coaches = n;
                }
                case "--server" -> server = value;
                case "--host" -> host = value;
                default -> out = workDir.resolve(value).normalize(); // --out
            }
        }
        if (teams.size() != 2) {
            problems.add(new ConfigProblem("--team", "command line", "exactly two teams are needed, got " + teams.size()));
        } else if (teams.get(0).name().equals(teams.get(1).name())) {
            problems.add(new ConfigProblem("--team", "command line", "the two teams need different names, both are '" + teams.get(0).name() + "'"));
        }
        if (!problems.isEmpty()) throw new ConfigurationException(problems);
        return new MatchCommand(List.copyOf(teams), matches, swap, server, host, port, out, timeout, List.copyOf(settings), batch, seed,
                coaches);
    }

    /** A positional argument naming a file that can be run: a team's start script ({@code match LEFT RIGHT}). */
    private static boolean isTeamScript(String arg, Path workDir) {
        if (arg.startsWith("-") || arg.contains("::") || arg.contains("=")) return false;
        try {
            Path p = workDir.resolve(arg);
            return java.nio.file.Files.isRegularFile(p) && java.nio.file.Files.isExecutable(p);
        } catch (java.nio.file.InvalidPathException e) {
            return false;
        }
    }

    /**
     * A team given by its start script: named after the script's folder (a script in the working
     * folder: after the file, without its extension), started as {@code SCRIPT -h HOST -p PORT -t
     * NAME}, the options helios-base's and most teams' start scripts take.
     */
    private static Team scriptTeam(String arg, Path workDir) {
        Path script = workDir.resolve(arg).toAbsolutePath().normalize();
        Path folder = script.getParent();
        String name = folder != null && !folder.equals(workDir.toAbsolutePath().normalize()) && folder.getFileName() != null
                ? folder.getFileName().toString() : script.getFileName().toString().replaceFirst("\\.[^.]*$", "");
        String quoted = "'" + script.toString().replace("'", "'\\''") + "'";
        return new Team(name, quoted + " -h {host} -p {port} -t {name}");
    }

    private static Long longValue(String s) {
        try {
            return Long.valueOf(s.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Integer integer(String s) {
        try {
            return Integer.valueOf(s.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Double number(String s) {
        try {
            return Double.valueOf(s.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
