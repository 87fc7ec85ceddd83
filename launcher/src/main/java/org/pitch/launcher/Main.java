package org.pitch.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

import org.pitch.api.config.LaunchProperties;
import org.pitch.config.CommandLine;
import org.pitch.config.ConfigLoader;
import org.pitch.config.ConfigProblem;
import org.pitch.config.ConfigurationException;
import org.pitch.config.HelpText;
import org.pitch.config.LoadedConfiguration;
import org.pitch.launcher.client.ClientCommand;
import org.pitch.launcher.client.ClientMain;
import org.pitch.launcher.match.MatchCommand;
import org.pitch.launcher.match.MatchRunner;
import org.pitch.launcher.match.Standings;
import org.pitch.launcher.starter.NewCommand;
import org.pitch.launcher.tournament.TournamentCommand;

/**
 * {@code java -jar pitch.jar [options]}: reads and validates the whole configuration first (a bad
 * one exits with status 2 before anything starts), then runs the server in an embedded Felix
 * framework until SIGINT/SIGTERM. {@code java -jar pitch.jar replay FILE.rcg ...} serves a recorded
 * match to monitors instead ({@link ReplayCommand}).
 */
public final class Main {
    /** Exit status for a configuration that cannot be used, as for any bad command line. */
    static final int EXIT_CONFIG = 2;
    static final int EXIT_FAILED = 1;
    private static final String LOG_FORMAT = "java.util.logging.SimpleFormatter.format";
    private static final String LEAK_DETECTION = "io.netty.leakDetection.level";
    private static final String NETTY_JFR = "io.netty.jfr.enabled";

    private Main() {}

    public static void main(String[] args) {
        StopSignals.restoreInherited(System.err); // a script's background job: SIGINT came ignored
        if (System.getProperty(LOG_FORMAT) == null) {
            System.setProperty(LOG_FORMAT, "%1$tT.%1$tL %4$s %3$s: %5$s%6$s%n"); // one line per record
        }
        if (System.getProperty(LEAK_DETECTION) == null) {
            // Netty's default samples one buffer in 128 with a stack trace: garbage every cycle in a
            // server that sends a few hundred datagrams a second. The tests keep it on.
            System.setProperty(LEAK_DETECTION, "disabled");
        }
        if (System.getProperty(NETTY_JFR) == null) {
            // Netty's buffer events would start the Flight Recorder's machinery (about 100 classes,
            // 30 ms) at every start-up for a recording nobody takes; -Dio.netty.jfr.enabled=true brings them back
            System.setProperty(NETTY_JFR, "false");
        }
        int status = run(args, Path.of("").toAbsolutePath(), System.out, System.err);
        if (status >= 0) System.exit(status);
    }

    /** Returns an exit status, or -1 when the server is running (the framework keeps the JVM alive). */
    static int run(String[] args, Path workDir, PrintStream out, PrintStream err) {
        long started = System.nanoTime();
        String version = version();
        if (args.length > 0 && args[0].equals(ReplayCommand.NAME)) return replay(args, workDir, out, err, started, version);
        if (args.length > 0 && args[0].equals(MatchCommand.NAME)) return match(args, workDir, out, err);
        if (args.length > 0 && args[0].equals(MatchCommand.BATCH)) return batch(args, workDir, out, err);
        if (args.length > 0 && args[0].equals(Standings.NAME)) return Standings.run(java.util.Arrays.copyOfRange(args, 1, args.length), workDir, out, err);
        if (args.length > 0 && args[0].equals(ClientCommand.NAME)) return client(args, out, err);
        if (args.length > 0 && args[0].equals(NewCommand.NAME)) return NewCommand.run(java.util.Arrays.copyOfRange(args, 1, args.length), workDir, out, err);
        if (args.length > 0 && args[0].equals(PluginsCommand.NAME)) return PluginsCommand.run(java.util.Arrays.copyOfRange(args, 1, args.length), workDir, out, err);
        if (args.length > 0 && args[0].equals(VariantCommand.NAME)) return VariantCommand.run(java.util.Arrays.copyOfRange(args, 1, args.length), workDir, out, err);
        if (args.length > 0 && args[0].equals(TournamentCommand.NAME)) {
            TournamentCommand.MatchPlayer player = new TournamentCommand.MatchPlayer() {
                @Override
                public int play(MatchCommand command) throws java.io.IOException {
                    return refuses(command) ? EXIT_CONFIG : playMatches(command, out, err);
                }

                @Override
                public boolean refuses(MatchCommand command) { return settingsProblems(command, workDir, err); }
            };
            return TournamentCommand.run(java.util.Arrays.copyOfRange(args, 1, args.length), workDir, thisServer(), player, System.getenv(), out, err);
        }
        CommandLine cl;
        LoadedConfiguration config;
        PreparedFramework prepared = null;
        try {
            cl = CommandLine.parse(args);
            if (cl.version()) {
                out.println("Pitch " + version);
                return 0;
            }
            if (cl.help() != null && cl.help().isEmpty()) {
                out.print(HelpText.general(version));
                out.print("\nOther commands:\n" + ReplayCommand.SUMMARY + MatchCommand.SUMMARY + TournamentCommand.SUMMARY + ClientCommand.SUMMARY
                        + NewCommand.SUMMARY + PluginsCommand.SUMMARY + VariantCommand.SUMMARY);
                return 0;
            }
            // a server start: the framework is made and filled on a thread of its own meanwhile
            if (cl.help() == null && !cl.printConfig()) {
                prepared = PreparedFramework.begin(cl.check() ? java.util.Map.of(LaunchProperties.CHECK, checkMode()) : java.util.Map.of());
            }
            config = loader(workDir, err).load(cl, System.getenv());
        } catch (ConfigurationException e) {
            if (prepared != null) prepared.discard(); // nothing in it ever started
            report(e.problems(), err);
            return EXIT_CONFIG;
        } catch (IOException e) {
            err.println("pitch: cannot start: " + e.getMessage());
            return EXIT_FAILED;
        }
        if (cl.help() != null) {
            String text = HelpText.namespace(cl.help(), config.parameters());
            if (text == null) {
                err.println("pitch: no help for '" + cl.help() + "'; namespaces are server, player, CSVSaver");
                return EXIT_CONFIG;
            }
            out.print(text);
            return 0;
        }
        if (cl.printConfig()) {
            out.print(config.render());
            return 0;
        }
        out.println("Pitch " + version + " - RoboCup Soccer Simulation 2D server (rcssserver 19 protocol)");
        out.println("profile: " + (config.profiles().isEmpty() ? "defaults (rcssserver 19)" : String.join(" + ", config.profiles()))
                + ", seed: " + config.seed());
        Server server = new Server(config, workDir, out, err, prepared);
        if (!server.start(started)) return server.exitStatus();
        if (!cl.check()) return -1;
        server.stop();
        out.println("check: the server starts with this configuration; stopped");
        return 0;
    }

    /**
     * {@code client [options]}: the sample client. On the real standard streams its output passes
     * the server's bytes unchanged (ISO-8859-1), as rcssclient writes them.
     */
    private static int client(String[] args, PrintStream out, PrintStream err) {
        PrintStream bytes = out == System.out
                ? new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, java.nio.charset.StandardCharsets.ISO_8859_1)
                : out;
        return ClientMain.run(java.util.Arrays.copyOfRange(args, 1, args.length), System.in, bytes, err);
    }

    /** {@code replay FILE.rcg [--speed F] [--loop] [configuration ...]}. */
    private static int replay(String[] args, Path workDir, PrintStream out, PrintStream err, long started, String version) {
        ReplayCommand command;
        LoadedConfiguration config;
        try {
            command = ReplayCommand.parse(java.util.Arrays.copyOfRange(args, 1, args.length), workDir);
            if (command.help()) {
                out.print(ReplayCommand.USAGE);
                return 0;
            }
            CommandLine cl = CommandLine.parse(command.rest());
            if (cl.help() != null || cl.version() || cl.printConfig() || cl.check()) {
                err.println("pitch: replay takes the log, --speed, --loop and configuration settings; see replay --help");
                return EXIT_CONFIG;
            }
            config = loader(workDir, err).load(cl, System.getenv());
        } catch (ConfigurationException e) {
            for (ConfigProblem p : e.problems()) err.println("pitch: replay: " + p);
            err.println("pitch: not started (see replay --help)");
            return EXIT_CONFIG;
        }
        out.println("Pitch " + version + " - log player (rcssserver 19 monitor protocol)");
        Server server = new Server(config, workDir, out, err, command.request());
        return server.start(started) ? -1 : server.exitStatus();
    }

    /** {@code match --team NAME=COMMAND --team NAME=COMMAND [options] [settings]}: unattended matches. */
    private static int match(String[] args, Path workDir, PrintStream out, PrintStream err) {
        MatchCommand command;
        try {
            command = MatchCommand.parse(java.util.Arrays.copyOfRange(args, 1, args.length), workDir);
            if (command == null) {
                out.print(MatchCommand.USAGE);
                return 0;
            }
            if (command.server() == null) {
                // this Pitch's own settings are checked now, not once per match
                loader(workDir, err).load(CommandLine.parse(command.settings().toArray(new String[0])), System.getenv());
            }
        } catch (ConfigurationException e) {
            for (ConfigProblem p : e.problems()) err.println("pitch: match: " + p);
            err.println("pitch: no match played (see match --help)");
            return EXIT_CONFIG;
        }
        try {
            return new MatchRunner(command, thisServer(), out, err).run();
        } catch (java.io.IOException e) {
            err.println("pitch: match: " + e.getMessage());
            return EXIT_FAILED;
        }
    }

    /**
     * {@code batch --team NAME=COMMAND --team NAME=COMMAND [options] [settings]}: matches back to
     * back in this JVM. While it runs, what the servers print goes to each match's
     * {@code server.log}; the runner's lines to {@code out} and {@code err}.
     */
    private static int batch(String[] args, Path workDir, PrintStream out, PrintStream err) {
        MatchCommand command;
        try {
            command = MatchCommand.parse(java.util.Arrays.copyOfRange(args, 1, args.length), workDir, true);
            if (command == null) {
                out.print(MatchCommand.BATCH_USAGE);
                return 0;
            }
            loader(workDir, err).load(CommandLine.parse(command.settings().toArray(new String[0])), System.getenv());
        } catch (ConfigurationException e) {
            for (ConfigProblem p : e.problems()) err.println("pitch: batch: " + p);
            err.println("pitch: no match played (see batch --help)");
            return EXIT_CONFIG;
        }
        try {
            return playMatches(command, out, err);
        } catch (java.io.IOException e) {
            err.println("pitch: batch: " + e.getMessage());
            return EXIT_FAILED;
        }
    }

    /**
     * Plays a match command's matches: a batch in this JVM (what the servers print goes to each
     * match's {@code server.log}, the runner's lines to {@code out} and {@code err}), otherwise
     * each with a server process of its own.
     */
    private static int playMatches(MatchCommand command, PrintStream out, PrintStream err) throws java.io.IOException {
        if (!command.batch()) return new MatchRunner(command, thisServer(), out, err).run();
        OutputTee tee = OutputTee.install();
        try {
            return new MatchRunner(command, InProcessMatchServer.factory(tee), out, err).run();
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    /** Whether this Pitch refuses a batch's settings (each problem told); a command for another server is its own business. */
    private static boolean settingsProblems(MatchCommand command, Path workDir, PrintStream err) {
        if (!command.batch()) return false;
        try {
            loader(workDir, err).load(CommandLine.parse(command.settings().toArray(new String[0])), System.getenv());
            return false;
        } catch (ConfigurationException e) {
            for (ConfigProblem p : e.problems()) err.println("pitch: configuration error: " + p);
            return true;
        }
    }

    /**
     * What {@code --check} does: {@value LaunchProperties#CHECK_STARTS} (start, open no match), or
     * {@value LaunchProperties#CHECK_OPENS_MATCH} with {@code -Dpitch.check.opens_match=true}: the
     * class-data archive's start, which loads what a match's opening loads.
     */
    private static String checkMode() {
        return Boolean.getBoolean("pitch.check.opens_match") ? LaunchProperties.CHECK_OPENS_MATCH : LaunchProperties.CHECK_STARTS;
    }

    /** A configuration loader that checks the plugin blocks against the built-in bundles and the configured plugins folder. */
    static ConfigLoader loader(Path workDir, PrintStream err) {
        return new ConfigLoader(workDir, dir -> InstalledPlugins.schema(workDir.resolve(dir), err));
    }

    /** How to start this Pitch as a server of its own: the same java, this jar. */
    private static List<String> thisServer() {
        String java = ProcessHandle.current().info().command().orElse("java");
        try {
            Path jar = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return List.of(java, "-jar", jar.toString());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException("cannot find this jar", e);
        }
    }

    static void report(List<ConfigProblem> problems, PrintStream err) {
        for (ConfigProblem p : problems) err.println("pitch: configuration error: " + p);
        err.println("pitch: not started (" + problems.size() + (problems.size() == 1 ? " problem" : " problems")
                + "; see --help)");
    }

    static String version() {
        String v = Main.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }
}
