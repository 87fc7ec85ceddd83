package org.pitch.launcher.tournament;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.pitch.launcher.match.PlayedMatch;
import org.pitch.launcher.match.Standings;
import org.pitch.launcher.match.TournamentFairness;

/**
 * Runs a tournament through a {@link Scheduler}: each round's plan and job script are written to
 * {@code OUT/round-R/}, its matches submitted as one job of array tasks and followed until all
 * have ended; a match without a result (its task failed, timed out, or the match did not end) is
 * moved aside to {@code round-R/failed/} and submitted once more. A knockout round starts when the
 * previous one's results are in. A match whose folder already holds its result (a tournament run
 * again after it was stopped) is not played again; a folder without one is set aside first. After
 * every round the fairness report over every match so far is written to OUT
 * ({@link TournamentFairness}), so an organiser sees a starved team while the tournament runs. At
 * the end the standings of every match are written to OUT (CSV, JSON, HTML), and for a knockout
 * {@code OUT/knockout.txt} with every pairing and the winner; the last fairness report is printed.
 */
public final class TournamentRunner {
    /** Tries per match: the first, and one resubmission. */
    static final int ATTEMPTS = 2;

    private final TournamentFile t;
    private final Scheduler scheduler;
    /** The command that runs {@code pitch} on the nodes (before {@code tournament play}). */
    private final String pitchCommand;
    private final PrintStream out, err;
    private int unfinished;
    /** The text of the fairness report written after the last round, or {@code null} when none could be. */
    private String fairness;

    TournamentRunner(TournamentFile t, Scheduler scheduler, String pitchCommand, PrintStream out, PrintStream err) {
        this.t = t;
        this.scheduler = scheduler;
        this.pitchCommand = pitchCommand;
        this.out = out;
        this.err = err;
    }

    /** Plays the whole tournament; 0 when every match has a result, 1 otherwise. */
    int run() throws IOException, InterruptedException {
        Files.createDirectories(t.out());
        List<String> names = t.teams().stream().map(TournamentFile.Team::name).toList();
        if (t.format() == TournamentFile.Format.ROUND_ROBIN) {
            List<Fixture> fixtures = Schedule.roundRobin(names, t.matchesPerPairing(), t.seed());
            out.printf(Locale.ROOT, "%s: round robin of %d teams, %d match(es)%n", t.name(), names.size(), fixtures.size());
            playRound(fixtures);
        } else {
            knockout(names);
        }
        if (unfinished > 0) err.println("pitch: tournament: " + unfinished + " match(es) without a result after " + ATTEMPTS + " tries");
        int status = Standings.run(new String[] {t.out().toString()}, t.out(), out, err);
        if (fairness != null) {
            out.print(fairness);
            out.println("fairness: " + t.out().resolve("fairness.txt") + ", .json");
        }
        return status == 0 && unfinished == 0 ? 0 : 1;
    }

    private void knockout(List<String> seeds) throws IOException, InterruptedException {
        List<String> remaining = seeds;
        StringBuilder report = new StringBuilder("knockout " + t.name() + "\n");
        int round = 1, number = 1;
        while (remaining.size() > 1) {
            List<Fixture> fixtures = Schedule.knockoutRound(round, remaining, t.matchesPerPairing(), number, t.seed());
            int byes = Schedule.byes(remaining.size());
            out.printf(Locale.ROOT, "%s: knockout round %d, %d teams, %d match(es)%s%n", t.name(), round, remaining.size(), fixtures.size(),
                    byes > 0 ? ", byes for " + String.join(", ", remaining.subList(0, byes)) : "");
            List<Knockout.Pairing> pairings = Knockout.pairings(fixtures, playRound(fixtures), seeds);
            report.append("round ").append(round).append('\n');
            for (Knockout.Pairing p : pairings) report.append("  ").append(p.describe()).append('\n');
            remaining = Knockout.advance(remaining, pairings, seeds);
            number += fixtures.size();
            round++;
        }
        report.append("winner: ").append(remaining.get(0)).append('\n');
        Files.writeString(t.out().resolve("knockout.txt"), report, StandardCharsets.UTF_8);
        out.print(report);
    }

    /** Plays one round to its end, a failed match twice; its results by task index (null: none). */
    private Map<Integer, PlayedMatch> playRound(List<Fixture> fixtures) throws IOException, InterruptedException {
        int round = fixtures.get(0).round();
        Path dir = t.out().resolve(Fixture.roundFolder(round));
        Path plan = dir.resolve("plan.tsv");
        PlanFile.write(plan, t.name(), fixtures);
        Path script = dir.resolve("job.sh");
        Files.writeString(script, jobScript(plan), StandardCharsets.UTF_8);
        Path logs = Files.createDirectories(dir.resolve("logs"));
        Map<Integer, PlayedMatch> results = new LinkedHashMap<>();
        List<Integer> todo = new ArrayList<>();
        for (Fixture f : fixtures) {
            PlayedMatch kept = result(dir.resolve(f.folder()));
            if (kept != null && kept.ok() && kept.left().equals(f.left()) && kept.right().equals(f.right())) {
                results.put(f.index(), kept);
            } else {
                setAside(dir, f, "earlier-run"); // what a stopped run left of it, if anything
                todo.add(f.index());
            }
        }
        if (!results.isEmpty()) {
            out.printf(Locale.ROOT, "round %d: %d match(es) already have their results in %s, kept%n", round, results.size(), dir);
        }
        for (int attempt = 1; attempt <= ATTEMPTS && !todo.isEmpty(); attempt++) {
            String name = t.name() + "-r" + round + (attempt > 1 ? "-retry" : "");
            Scheduler.Job job = scheduler.submit(script, todo, name, logs);
            out.printf(Locale.ROOT, "round %d: %d match(es) submitted as job %s%s%n", round, todo.size(), job.id(), attempt > 1 ? " (resubmitted)" : "");
            // stopping the coordinator (Ctrl-C, scancel of its own job) stops the round's matches too
            Thread cancel = new Thread(() -> {
                try {
                    job.cancel();
                } catch (IOException | InterruptedException e) {
                    err.println("pitch: tournament: could not cancel job " + job.id() + ": " + e.getMessage());
                }
            }, "cancel-" + job.id());
            Runtime.getRuntime().addShutdownHook(cancel);
            try {
                follow(round, job);
            } finally {
                Runtime.getRuntime().removeShutdownHook(cancel);
            }
            Map<Integer, String> states = job.ended();
            List<Integer> failed = new ArrayList<>();
            for (int index : todo) {
                Fixture f = fixtures.get(index);
                PlayedMatch m = result(dir.resolve(f.folder()));
                if (m != null && m.ok()) {
                    results.put(index, m);
                    continue;
                }
                String why = m != null ? m.failure() : "no results.json";
                String state = states.get(index);
                err.printf(Locale.ROOT, "round %d, match %d (%s vs %s, task %d): no result, %s%s; %s%n", round, f.number(), f.left(), f.right(),
                        index, why, state != null ? " (" + state + ")" : "", attempt < ATTEMPTS ? "resubmitting" : "giving up");
                if (attempt < ATTEMPTS) setAside(dir, f, "try-" + attempt);
                failed.add(index);
            }
            todo = failed;
        }
        unfinished += todo.size();
        writeFairness(round);
        return results;
    }

    /** The fairness report over every match with a result so far; a round without any is told, not fatal. */
    private void writeFairness(int round) {
        try {
            fairness = TournamentFairness.write(t.out(), t.teams().stream().map(TournamentFile.Team::name).toList());
            out.printf(Locale.ROOT, "round %d: fairness report in %s%n", round, t.out().resolve("fairness.txt"));
        } catch (IOException e) {
            fairness = null;
            err.printf(Locale.ROOT, "round %d: no fairness report: %s%n", round, e.getMessage());
        }
    }

    /** Waits for the job to end, telling each change of its counts. */
    private void follow(int round, Scheduler.Job job) throws IOException, InterruptedException {
        String last = "";
        long pollMs = Math.max(100, (long) (t.slurm().pollSeconds() * 1000));
        while (true) {
            Map<String, Integer> active = job.active();
            if (active.isEmpty()) return;
            String now = active.toString();
            if (!now.equals(last)) out.printf(Locale.ROOT, "round %d: job %s %s%n", round, job.id(), now.toLowerCase(Locale.ROOT));
            last = now;
            Thread.sleep(pollMs);
        }
    }

    /** A failed match's folder goes to {@code failed/}, its results.json renamed so that the standings do not count it. */
    private static void setAside(Path dir, Fixture f, String why) throws IOException {
        Path folder = dir.resolve(f.folder());
        if (!Files.exists(folder)) return;
        Path aside = Files.createDirectories(dir.resolve("failed")).resolve(f.folder() + "-" + why);
        if (Files.exists(aside)) aside = aside.resolveSibling(aside.getFileName() + "-" + System.currentTimeMillis());
        Files.move(folder, aside, StandardCopyOption.REPLACE_EXISTING);
        Path results = aside.resolve("results.json");
        if (Files.exists(results)) Files.move(results, aside.resolve("results-failed.json"));
    }

    private static PlayedMatch result(Path folder) throws IOException {
        Path file = folder.resolve("results.json");
        if (!Files.exists(file)) return null;
        List<PlayedMatch> matches = PlayedMatch.read(file);
        return matches.isEmpty() ? null : matches.get(0);
    }

    /** The script each task runs: its index is Slurm's array index, or the first argument. */
    private String jobScript(Path plan) {
        return "#!/bin/sh\n"
                + "# pitch tournament " + t.name() + ": one match per task, the task index picks the line of the plan\n"
                + "index=${1:-${SLURM_ARRAY_TASK_ID:?no task index: give it as the first argument}}\n"
                + "exec " + pitchCommand + " tournament play " + Shell.quote(t.file().toString()) + " --plan " + Shell.quote(plan.toString())
                + " --out " + Shell.quote(t.out().toString()) + " --index \"$index\"\n";
    }
}
