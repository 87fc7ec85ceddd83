package org.pitch.launcher;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.pitch.config.ConfigProblem;
import org.pitch.config.ConfigurationException;

/**
 * {@code java -jar pitch.jar replay FILE.rcg [--speed F] [--loop] [configuration ...]}: the log
 * file, the replay's two options, and everything else for the configuration as on a server's
 * command line ({@code server::port=6010}, {@code --profile NAME}, ...).
 *
 * @param help {@code true} for {@code replay --help}: only the usage is printed
 * @param rest the arguments for the configuration
 */
record ReplayCommand(Path file, double speed, boolean loop, boolean help, String[] rest) {
    static final String NAME = "replay";
    /** The same limit as the log player's {@code ReplayOptions.MAX_SPEED} (the launcher shares no classes with bundles). */
    static final double MAX_SPEED = 1000;

    static final String USAGE =
            "Usage: java -jar pitch.jar replay FILE.rcg [--speed F] [--loop] [--web] [namespace::name=value ...]\n"
            + "\n"
            + "Serves a recorded match (game log version 1, 2, 3 (binary), 4, 5, 6 or JSON, gzip or\n"
            + "not) to monitors of any version (1 to 5, JSON) on the player port (server::port, 6000):\n"
            + "each gets the recorded parameters (this server's where the log has none, as in logs 1\n"
            + "and 2), then one show per simulator_step. Playing starts when the first monitor\n"
            + "connects; it pauses when the last one leaves with (dispbye); at the end it stops on the\n"
            + "last show, and (dispstart) from a monitor plays the log again. Ctrl-C quits.\n"
            + "\n"
            + "Options:\n"
            + "  --speed F                    F times as fast as recorded (0.5 = half speed; up to 1000)\n"
            + "  --loop                       start again from the first show after the last\n"
            + "  --web                        also play it in the browser (pitch.web.port, 8080): every page\n"
            + "                               plays, pauses, steps, seeks and sets the speed on its own\n"
            + "  server::port=N, --profile NAME, --config FILE, ...  as for the server (see --help)\n"
            + "\n"
            + "A log that cannot be read or replayed is reported with its line (its byte offset in a\n"
            + "binary log); the exit status is 2.\n";

    /** One line for the server's general help. */
    static final String SUMMARY = "  replay FILE.rcg [--speed F] [--loop]  serve a recorded match to monitors (replay --help)\n";

    /**
     * @param args the arguments after {@code replay}
     * @throws ConfigurationException for a missing or unreadable file or a bad option, every problem at once
     */
    static ReplayCommand parse(String[] args, Path workDir) throws ConfigurationException {
        Path file = null;
        double speed = 1.0;
        boolean loop = false;
        List<String> rest = new ArrayList<>();
        List<ConfigProblem> problems = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            String origin = "command line argument " + (i + 2) + " '" + arg + "'";
            if (arg.equals("--help") || arg.equals("-h") || arg.equals("help")) return new ReplayCommand(null, 1, false, true, new String[0]);
            if (arg.equals("--loop")) {
                loop = true;
            } else if (arg.equals("--web")) {
                rest.add("pitch.web.enabled=true"); // the browser's playback of the same log
            } else if ((arg.equals("--profile") || arg.equals("--config") || arg.equals("-profile") || arg.equals("-config"))
                    && i + 1 < args.length) {
                rest.add(arg); // a configuration option and its value, not the log
                rest.add(args[++i]);
            } else if (arg.equals("--speed") || arg.startsWith("--speed=")) {
                String value = arg.startsWith("--speed=") ? arg.substring("--speed=".length()) : i + 1 < args.length ? args[++i] : null;
                Double parsed = value == null ? null : number(value);
                if (parsed == null || !(parsed > 0 && parsed <= MAX_SPEED)) {
                    problems.add(new ConfigProblem("--speed", origin, value == null ? "needs a value"
                            : "'" + value + "' is not a speed factor above 0 and at most " + (int) MAX_SPEED));
                } else {
                    speed = parsed;
                }
            } else if (file == null && !arg.startsWith("-") && !arg.contains("=") && !arg.contains("::")) {
                file = workDir.resolve(arg).normalize();
                if (!Files.isRegularFile(file)) {
                    problems.add(new ConfigProblem("FILE", origin, Files.exists(file) ? "is not a file" : "no such file: " + file));
                } else if (!Files.isReadable(file)) {
                    problems.add(new ConfigProblem("FILE", origin, "is not readable: " + file));
                }
            } else {
                rest.add(arg);
            }
        }
        if (file == null) problems.add(new ConfigProblem("FILE", "command line", "replay needs the game log to play: replay FILE.rcg"));
        if (!problems.isEmpty()) throw new ConfigurationException(problems);
        return new ReplayCommand(file, speed, loop, false, rest.toArray(new String[0]));
    }

    private static Double number(String s) {
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    Server.Replay request() { return new Server.Replay(file, speed, loop); }
}
