package org.pitch.launcher.match;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * Plays the matches of a {@link MatchCommand}, one after the other, each with a server of its
 * own: the server starts (in synch and auto mode unless the settings say otherwise), the left
 * team's command runs once the server answers on its player port, the right team's once a left
 * player has connected (rcssserver starts {@code team_r_start} the same way) or 5 s later, and
 * the match is over when the server exits after time over. The teams' process groups are then stopped. Every match's logs go
 * to {@code OUT/match-NN/}; the scores to stdout and {@code OUT/results.csv}.
 */
public final class MatchRunner {
    /**
     * How long the right team waits for the left one's first player: a server's output may come
     * in blocks (rcssserver's stdout into a pipe), so after this the right team starts anyway.
     */
    private static final long READY_TIMEOUT_MS = 60_000, LEFT_CONNECT_WAIT_MS = 5_000, TEAM_GRACE_MS = 2_000;

    private final MatchCommand command;
    private final List<String> serverCommand;
    private final PrintStream out, err;

    /**
     * @param serverCommand how to start a server, before the settings; used when the command names none
     */
    public MatchRunner(MatchCommand command, List<String> serverCommand, PrintStream out, PrintStream err) {
        this.command = command;
        this.serverCommand = command.server() != null ? List.of("sh", "-c", command.server() + " \"$@\"", "server") : serverCommand;
        this.out = out;
        this.err = err;
    }

    /** Plays every match; returns 0 when each ended with a result, 1 otherwise. */
    public int run() throws IOException {
        Files.createDirectories(command.out());
        List<MatchResult> results = new ArrayList<>();
        Path csv = command.out().resolve("results.csv");
        try (BufferedWriter table = Files.newBufferedWriter(csv, StandardCharsets.UTF_8)) {
            table.write("match,left,right,left_goals,right_goals,left_penalties,right_penalties,result\n");
            for (int i = 0; i < command.matches(); i++) {
                boolean swapped = command.swap() && i % 2 == 1;
                MatchCommand.Team left = command.teams().get(swapped ? 1 : 0), right = command.teams().get(swapped ? 0 : 1);
                List<String> output = new ArrayList<>();
                MatchResult r = play(i + 1, left, right, output);
                results.add(r);
                out.println(describe(i + 1, left, right, r));
                String missing = missingPlayers(output, left, right);
                if (!missing.isEmpty()) err.println("match " + (i + 1) + ": " + missing);
                table.write(String.format(Locale.ROOT, "%d,%s,%s,%s,%s,%s,%s,%s%n", i + 1, left.name(), right.name(),
                        r.ok() ? r.leftGoals() : "", r.ok() ? r.rightGoals() : "", r.ok() ? r.leftPenalties() : "",
                        r.ok() ? r.rightPenalties() : "", r.ok() ? "ok" : '"' + r.failure().replace('"', '\'') + '"'));
                table.flush();
            }
        }
        out.print(Totals.of(command, results).describe());
        out.println("results: " + csv);
        return results.stream().allMatch(MatchResult::ok) ? 0 : 1;
    }

    private String describe(int n, MatchCommand.Team left, MatchCommand.Team right, MatchResult r) {
        String head = "match " + n + " of " + command.matches() + ": ";
        if (!r.ok()) return head + left.name() + " (left) vs " + right.name() + " (right): no result, " + r.failure();
        String pens = r.leftPenalties() + r.rightPenalties() > 0 ? " (penalties " + r.leftPenalties() + " - " + r.rightPenalties() + ")" : "";
        String names = "";
        if (!left.name().equals(r.left()) || !right.name().equals(r.right())) {
            names = " [the server named the teams '" + r.left() + "' and '" + r.right() + "']";
        }
        return head + left.name() + " (left) " + r.leftGoals() + " - " + r.rightGoals() + " " + right.name() + " (right)" + pens + names;
    }

    /**
     * Which teams did not field eleven players (from the servers' "A new (vN) player (TEAM U)
     * connected." lines): a start script that lost a player is told, since the match is then
     * not a fair one.
     */
    static String missingPlayers(List<String> output, MatchCommand.Team left, MatchCommand.Team right) {
        StringBuilder sb = new StringBuilder();
        for (MatchCommand.Team t : List.of(left, right)) {
            Pattern p = Pattern.compile("player \\(" + Pattern.quote(t.name()) + " (\\d+)\\) connected");
            java.util.Set<String> unums = new java.util.TreeSet<>();
            for (String line : output) {
                java.util.regex.Matcher m = p.matcher(line);
                if (m.find()) unums.add(m.group(1));
            }
            if (unums.size() < 11) {
                if (sb.length() > 0) sb.append("; ");
                sb.append(t.name()).append(" had only ").append(unums.size()).append(" players connected ").append(unums);
            }
        }
        return sb.toString();
    }

    private MatchResult play(int n, MatchCommand.Team left, MatchCommand.Team right, List<String> output) throws IOException {
        Path dir = command.out().resolve(String.format(Locale.ROOT, "match-%02d", n));
        Files.createDirectories(dir);
        List<String> argv = new ArrayList<>(serverCommand);
        argv.addAll(serverSettings(dir));
        List<String> lines = Collections.synchronizedList(output);
        Process server = new ProcessBuilder(argv).directory(dir.toFile()).redirectErrorStream(true).start();
        Thread reader = copy(server, dir.resolve("server.log"), lines);
        List<TeamProcess> teams = new ArrayList<>();
        try {
            if (!ReadyProbe.await(server, command.host(), command.port(), READY_TIMEOUT_MS)) {
                return MatchResult.failed(server.isAlive() ? "the server did not get ready within " + READY_TIMEOUT_MS / 1000 + " s"
                        : "the server exited with status " + server.waitFor() + " before it was ready (see " + dir.resolve("server.log") + ")");
            }
            teams.add(TeamProcess.start(left.commandFor(command.host(), command.port()), dir, dir.resolve(left.name() + ".log")));
            Pattern leftConnected = Pattern.compile("player \\(" + Pattern.quote(left.name()) + " \\d+\\) connected");
            await(server, lines, leftConnected, LEFT_CONNECT_WAIT_MS);
            teams.add(TeamProcess.start(right.commandFor(command.host(), command.port()), dir, dir.resolve(right.name() + ".log")));
            long timeoutMs = (long) (command.timeoutMinutes() * 60_000);
            if (!server.waitFor(timeoutMs, TimeUnit.MILLISECONDS)) {
                stopServer(server);
                reader.join(5_000);
                MatchResult partial = MatchResult.parse(lines);
                String why = "stopped after the timeout of " + command.timeoutMinutes() + " min";
                return partial.ok() ? new MatchResult(partial.left(), partial.right(), partial.leftGoals(), partial.rightGoals(),
                        partial.leftPenalties(), partial.rightPenalties(), why) : MatchResult.failed(why);
            }
            reader.join(5_000);
            MatchResult r = MatchResult.parse(lines);
            if (!r.ok() && server.exitValue() != 0) return MatchResult.failed("the server exited with status " + server.exitValue());
            return r;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopServer(server);
            return MatchResult.failed("interrupted");
        } finally {
            for (TeamProcess t : teams) t.stop(TEAM_GRACE_MS);
            if (server.isAlive()) stopServer(server);
        }
    }

    /**
     * The settings every server gets: the ports, this match's log folders, synch and auto mode
     * unless the user set them, then the user's settings.
     */
    private List<String> serverSettings(Path dir) {
        List<String> s = new ArrayList<>();
        s.add("server::port=" + command.port());
        s.add("server::coach_port=" + (command.port() + 1));
        s.add("server::olcoach_port=" + (command.port() + 2));
        s.add("server::game_log_dir=" + dir);
        s.add("server::text_log_dir=" + dir);
        if (!mentions("synch_mode")) s.add("server::synch_mode=true");
        if (!mentions("auto_mode")) s.add("server::auto_mode=true");
        s.addAll(command.settings());
        return s;
    }

    private boolean mentions(String parameter) {
        for (String setting : command.settings()) {
            if (setting.replaceFirst("^-+", "").startsWith("server::" + parameter + "=")
                    || setting.replaceFirst("^-+", "").startsWith("server." + parameter + "=")) {
                return true;
            }
        }
        return false;
    }

    /** Waits until a line of the output matches; false at the timeout or when the server ended. */
    private static boolean await(Process server, List<String> lines, Pattern pattern, long timeoutMs) throws InterruptedException {
        long end = System.currentTimeMillis() + timeoutMs;
        int seen = 0;
        while (System.currentTimeMillis() < end) {
            synchronized (lines) {
                for (; seen < lines.size(); seen++) if (pattern.matcher(lines.get(seen)).find()) return true;
            }
            if (!server.isAlive()) return false;
            Thread.sleep(20);
        }
        return false;
    }

    /** A thread copying the server's output to its log file and to {@code lines}. */
    private static Thread copy(Process server, Path log, List<String> lines) {
        Thread t = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
                 BufferedWriter file = Files.newBufferedWriter(log, StandardCharsets.UTF_8)) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    lines.add(line);
                    file.write(line);
                    file.newLine();
                    file.flush();
                }
            } catch (IOException e) {
                lines.add("(match runner: reading the server's output failed: " + e.getMessage() + ")");
            }
        }, "pitch-match-server-output");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** SIGTERM (both servers close their logs on it), then SIGKILL after 10 s. */
    private static void stopServer(Process server) {
        server.destroy();
        try {
            if (!server.waitFor(10, TimeUnit.SECONDS)) server.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            server.destroyForcibly();
        }
    }
}
