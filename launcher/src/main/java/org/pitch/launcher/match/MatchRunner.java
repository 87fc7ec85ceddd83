package org.pitch.launcher.match;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Plays the matches of a {@link MatchCommand}, one after the other, each with a server of its
 * own: the server starts (in synch and auto mode unless the settings say otherwise), the left
 * team's command runs once the server answers on its player port, the right team's once a left
 * player has connected (rcssserver starts {@code team_r_start} the same way) or 5 s later, and
 * the match is over when the server has closed it after time over. The teams' process groups are
 * then stopped. Every match's logs go to {@code OUT/match-NN/}; the scores to stdout and
 * {@code OUT/results.csv}, and to {@code OUT/results.json} with each match's timing and the
 * variant of the server that played it; after the last match the totals and the {@link Fairness} report.
 *
 * <p>For {@code match} each server is a process ({@link ProcessMatchServer}); for {@code batch}
 * the factory starts it in this JVM, every match with its own seed ({@code pitch.seed}: the
 * command's seed, counting up) and without synch mode's pacing once both teams (and the coaches
 * asked for) are in, and the results also tell the seed, the wall time and the heap left after
 * the match.
 */
public final class MatchRunner {
    /**
     * How long the right team waits for the left one's first player: a server's output may come
     * in blocks (rcssserver's stdout into a pipe), so after this the right team starts anyway.
     */
    private static final long READY_TIMEOUT_MS = 60_000, LEFT_CONNECT_WAIT_MS = 5_000, TEAM_GRACE_MS = 2_000;
    /**
     * A team whose processes were all gone this long before the server ended is reported as gone
     * during the match; closer to the end it may simply have quit after time over.
     */
    static final long GONE_BEFORE_END_MS = 15_000;
    /** Teams whose processes ended while their match went on, as reported after the last match. */
    private final List<String> gone = new ArrayList<>();
    private static final int PLAYERS = 22;

    private final MatchCommand command;
    private final MatchServer.Factory servers;
    private final PrintStream out, err;
    /** The player port of the match being played (the trainer and online coach ports follow it). */
    private int port;

    /**
     * @param serverCommand how to start a server process, before the settings; used when the command names none
     */
    public MatchRunner(MatchCommand command, List<String> serverCommand, PrintStream out, PrintStream err) {
        this(command, ProcessMatchServer.factory(command.server() != null
                ? List.of("sh", "-c", command.server() + " \"$@\"", "server") : serverCommand), out, err);
    }

    /** With servers from {@code servers}: a batch's, in this JVM. */
    public MatchRunner(MatchCommand command, MatchServer.Factory servers, PrintStream out, PrintStream err) {
        this.command = command;
        this.servers = servers;
        this.out = out;
        this.err = err;
    }

    /** Plays every match; returns 0 when each ended with a result, 1 otherwise. */
    public int run() throws IOException {
        Files.createDirectories(command.out());
        List<MatchResult> results = new ArrayList<>();
        Path csv = command.out().resolve("results.csv");
        Path json = command.out().resolve("results.json");
        List<ResultsJson.Row> rows = new ArrayList<>();
        List<Fairness.Match> timed = new ArrayList<>();
        long firstSeed = command.batch() ? (command.seed() >= 0 ? command.seed() : System.currentTimeMillis() % 1_000_000_000L) : -1;
        if (command.batch()) out.println("batch of " + command.matches() + " in this JVM, seeds from " + firstSeed);
        try (BufferedWriter table = Files.newBufferedWriter(csv, StandardCharsets.UTF_8)) {
            table.write("match,left,right,left_goals,right_goals,left_penalties,right_penalties,result"
                    + (command.batch() ? ",seed,seconds,heap_mb" : "") + "\n");
            for (int i = 0; i < command.matches(); i++) {
                boolean swapped = command.swap() && i % 2 == 1;
                MatchCommand.Team left = command.teams().get(swapped ? 1 : 0), right = command.teams().get(swapped ? 0 : 1);
                List<String> output = new ArrayList<>();
                long seed = command.batch() ? firstSeed + i : -1;
                long started = System.nanoTime();
                MatchResult r = play(i + 1, left, right, output, seed);
                double seconds = (System.nanoTime() - started) / 1e9;
                results.add(r);
                String line = describe(i + 1, left, right, r);
                String extra = "";
                if (command.batch()) {
                    double heap = heapAfterCollection();
                    line += String.format(Locale.ROOT, " (seed %d, %.1f s, heap %.1f MB after)", seed, seconds, heap);
                    extra = String.format(Locale.ROOT, ",%d,%.1f,%.1f", seed, seconds, heap);
                }
                out.println(line);
                out.flush();
                String missing = missingPlayers(output, left, right);
                if (!missing.isEmpty()) err.println("match " + (i + 1) + ": " + missing);
                for (String g : gone) err.println("match " + (i + 1) + ": " + g);
                table.write(String.format(Locale.ROOT, "%d,%s,%s,%s,%s,%s,%s,%s%s%n", i + 1, left.name(), right.name(),
                        r.ok() ? r.leftGoals() : "", r.ok() ? r.rightGoals() : "", r.ok() ? r.leftPenalties() : "",
                        r.ok() ? r.rightPenalties() : "", r.ok() ? "ok" : '"' + r.failure().replace('"', '\'') + '"', extra));
                table.flush();
                String timing = TimingFile.read(matchDir(i + 1));
                rows.add(new ResultsJson.Row(i + 1, left.name(), right.name(), r, seed, seconds, timing, VariantFile.read(matchDir(i + 1), output)));
                if (r.ok()) timed.add(new Fairness.Match(left.name(), right.name(), TeamTiming.bySide(timing)));
                ResultsJson.write(json, rows, Totals.of(command, results));
            }
        }
        Totals totals = Totals.of(command, results);
        out.print(totals.describe());
        Fairness fairness = Fairness.of(totals, timed);
        out.print(fairness.describe());
        fairness.write(command.out());
        out.println("results: " + csv + ", " + json + "; fairness: " + command.out().resolve("fairness.txt") + ", .json");
        return results.stream().allMatch(MatchResult::ok) ? 0 : 1;
    }

    /** The heap in use once the collector ran: what a batch keeps from one match to the next. */
    private static double heapAfterCollection() {
        Runtime rt = Runtime.getRuntime();
        System.gc();
        return (rt.totalMemory() - rt.freeMemory()) / (1024.0 * 1024.0);
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

    private MatchResult play(int n, MatchCommand.Team left, MatchCommand.Team right, List<String> output, long seed) throws IOException {
        port = command.port();
        if (port == MatchCommand.FREE_PORTS) {
            port = FreePorts.consecutive(command.host(), 3);
            out.println("match " + n + ": udp ports " + port + " (players), " + (port + 1) + " (trainer), " + (port + 2) + " (online coach)");
        }
        Path dir = matchDir(n);
        Files.createDirectories(dir);
        List<String> lines = Collections.synchronizedList(output);
        MatchServer server = servers.start(dir, serverSettings(dir, seed), lines);
        List<TeamProcess> teams = new ArrayList<>();
        try {
            if (!server.awaitReady(command.host(), port, READY_TIMEOUT_MS)) {
                String failure = server.failure();
                return MatchResult.failed(server.alive() ? "the server did not get ready within " + READY_TIMEOUT_MS / 1000 + " s"
                        : (failure != null ? failure : "the server ended") + " before it was ready (see " + dir.resolve("server.log") + ")");
            }
            teams.add(TeamProcess.start(left.commandFor(command.host(), port), dir, dir.resolve(left.name() + ".log")));
            Pattern leftConnected = Pattern.compile("player \\(" + Pattern.quote(left.name()) + " \\d+\\) connected");
            await(server, lines, leftConnected, LEFT_CONNECT_WAIT_MS);
            teams.add(TeamProcess.start(right.commandFor(command.host(), port), dir, dir.resolve(right.name() + ".log")));
            long timeoutMs = (long) (command.timeoutMinutes() * 60_000);
            if (!awaitEndWatchingTeams(server, List.of(left, right), teams, timeoutMs)) {
                server.stop();
                MatchResult partial = MatchResult.parse(lines);
                String why = "stopped after the timeout of " + command.timeoutMinutes() + " min";
                return partial.ok() ? new MatchResult(partial.left(), partial.right(), partial.leftGoals(), partial.rightGoals(),
                        partial.leftPenalties(), partial.rightPenalties(), why) : MatchResult.failed(why);
            }
            MatchResult r = MatchResult.parse(lines);
            if (!r.ok() && server.failure() != null) return MatchResult.failed(server.failure());
            return r;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return MatchResult.failed("interrupted");
        } finally {
            for (TeamProcess t : teams) t.stop(TEAM_GRACE_MS);
            server.stop();
        }
    }

    /** Where match {@code n}'s logs go. */
    private Path matchDir(int n) { return command.out().resolve(matchFolder(n)); }

    /** The folder of match {@code n} (from 1) below a run's {@code --out}, where its server logged it. */
    static String matchFolder(int n) { return String.format(Locale.ROOT, "match-%02d", n); }

    /**
     * The settings every server gets: the ports, this match's log folders, synch and auto mode
     * unless the user set them (a batch: also its seed and when to stop pacing), then the user's settings.
     */
    private List<String> serverSettings(Path dir, long seed) {
        List<String> s = new ArrayList<>();
        s.add("server::port=" + port);
        s.add("server::coach_port=" + (port + 1));
        s.add("server::olcoach_port=" + (port + 2));
        s.add("server::game_log_dir=" + dir);
        s.add("server::text_log_dir=" + dir);
        if (!mentions("server", "synch_mode")) s.add("server::synch_mode=true");
        if (!mentions("server", "auto_mode")) s.add("server::auto_mode=true");
        if (command.batch()) {
            s.add("pitch.seed=" + seed);
            if (!mentions("pitch", "synch_kick_off_when_connected")) {
                s.add("pitch.synch_kick_off_when_connected=" + (PLAYERS + command.coaches()));
            }
        }
        s.addAll(command.settings());
        return s;
    }

    private boolean mentions(String namespace, String parameter) {
        for (String setting : command.settings()) {
            String bare = setting.replaceFirst("^-+", "");
            if (bare.startsWith(namespace + "::" + parameter + "=") || bare.startsWith(namespace + "." + parameter + "=")) return true;
        }
        return false;
    }

    /**
     * Waits for the server to end (false at the timeout), looking every second whether each
     * team still has a process; a team that had none left well before the end (a crash, a start
     * script that failed) is noted in {@link #gone} by name.
     */
    private boolean awaitEndWatchingTeams(MatchServer server, List<MatchCommand.Team> names, List<TeamProcess> teams, long timeoutMs)
            throws InterruptedException {
        gone.clear();
        long start = System.currentTimeMillis(), deadline = start + timeoutMs;
        long[] goneAt = new long[teams.size()];
        while (true) {
            long now = System.currentTimeMillis();
            if (server.awaitEnd(Math.max(1, Math.min(1000, deadline - now)))) break;
            now = System.currentTimeMillis();
            if (now >= deadline) return false;
            for (int i = 0; i < teams.size(); i++) if (goneAt[i] == 0 && !teams.get(i).alive()) goneAt[i] = now;
        }
        long end = System.currentTimeMillis();
        for (int i = 0; i < teams.size(); i++) {
            if (goneAt[i] != 0 && end - goneAt[i] >= GONE_BEFORE_END_MS) {
                gone.add(names.get(i).name() + " had no process left " + (goneAt[i] - start) / 1000 + " s into the match, "
                        + (end - goneAt[i]) / 1000 + " s before it ended (see its log)");
            }
        }
        return true;
    }

    /** Waits until a line of the output matches; false at the timeout or when the server ended. */
    private static boolean await(MatchServer server, List<String> lines, Pattern pattern, long timeoutMs) throws InterruptedException {
        long end = System.currentTimeMillis() + timeoutMs;
        int seen = 0;
        while (System.currentTimeMillis() < end) {
            synchronized (lines) {
                for (; seen < lines.size(); seen++) if (pattern.matcher(lines.get(seen)).find()) return true;
            }
            if (!server.alive()) return false;
            Thread.sleep(20);
        }
        return false;
    }
}
