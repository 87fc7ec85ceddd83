package org.pitch.launcher.match;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;


/**
 * {@code pitch standings DIR}: the table of every match whose {@code results.json} lies below
 * DIR, wherever it was played (the jobs of a scheduler each write their own): per team played,
 * won, drawn, lost, goals for and against, difference and points (3 a win, 1 a draw; a shoot-out
 * decides a level score), ordered by points, goal difference, goals for, then name; and the
 * totals per side (wins, draws, losses and goals of whoever played on the left, and on the right).
 * Written as {@code standings.csv}, {@code standings.json} and {@code standings.html} in DIR and printed.
 */
public final class Standings {
    public static final String NAME = "standings";
    public static final String USAGE = "Usage: java -jar pitch.jar standings DIR\n"
            + "\n"
            + "Reads every results.json below DIR (written by match and batch, one per run or scheduler job)\n"
            + "and writes the table of all their matches to DIR/standings.csv, .json and .html: points\n"
            + "(3 a win, 1 a draw, a shoot-out decides a level score), goal difference, goals, and the goals\n"
            + "per side. The exit status is 0, or 2 when DIR holds no results or one cannot be read.\n";

    /** One team's line: its goals and outcomes as the series totals count them. */
    record Row(String team, Totals.Record record) {
        int played() { return record.wins() + record.draws() + record.losses(); }

        int won() { return record.wins(); }

        int drawn() { return record.draws(); }

        int lost() { return record.losses(); }

        int goalsFor() { return record.goalsFor(); }

        int goalsAgainst() { return record.goalsAgainst(); }

        int points() { return 3 * won() + drawn(); }

        int difference() { return goalsFor() - goalsAgainst(); }

        Row add(int scored, int conceded, int outcome) { return new Row(team, record.add(scored, conceded, outcome)); }
    }

    private final List<Row> table;
    private final int matches, unfinished, files;
    /** The left side's and the right side's goals and outcomes over all matches. */
    private final Totals.Record leftSide, rightSide;

    private Standings(List<Row> table, int matches, int unfinished, Totals.Record leftSide, Totals.Record rightSide, int files) {
        this.table = table;
        this.matches = matches;
        this.unfinished = unfinished;
        this.leftSide = leftSide;
        this.rightSide = rightSide;
        this.files = files;
    }

    /** {@code standings DIR}; returns the exit status. */
    public static int run(String[] args, Path workDir, PrintStream out, PrintStream err) {
        if (args.length == 1 && (args[0].equals("--help") || args[0].equals("-h"))) {
            out.print(USAGE);
            return 0;
        }
        if (args.length != 1) {
            err.print("pitch: standings: one folder expected\n" + USAGE);
            return 2;
        }
        Path dir = workDir.resolve(args[0]);
        try {
            Standings s = of(dir);
            s.write(dir);
            out.print(s.describe());
            out.println("standings: " + dir.resolve("standings.csv") + ", .json, .html");
            return 0;
        } catch (IOException e) {
            err.println("pitch: standings: " + e.getMessage());
            return 2;
        }
    }

    /** The standings of every results.json below {@code dir}. */
    static Standings of(Path dir) throws IOException {
        List<Path> files = resultsFiles(dir);
        Map<String, Row> rows = new TreeMap<>();
        int matches = 0, unfinished = 0;
        Totals.Record left = Totals.Record.NONE, right = Totals.Record.NONE;
        for (Path f : files) {
            for (PlayedMatch m : PlayedMatch.read(f)) {
                if (!m.ok()) {
                    unfinished++;
                    continue;
                }
                String l = m.left(), r = m.right();
                int lg = m.leftGoals(), rg = m.rightGoals(), outcome = -m.winner(); // +1: left won
                rows.put(l, rows.getOrDefault(l, new Row(l, Totals.Record.NONE)).add(lg, rg, outcome));
                rows.put(r, rows.getOrDefault(r, new Row(r, Totals.Record.NONE)).add(rg, lg, -outcome));
                matches++;
                left = left.add(lg, rg, outcome);
                right = right.add(rg, lg, -outcome);
            }
        }
        List<Row> table = new ArrayList<>(rows.values());
        table.sort(Comparator.comparingInt(Row::points).reversed().thenComparing(Comparator.comparingInt(Row::difference).reversed())
                .thenComparing(Comparator.comparingInt(Row::goalsFor).reversed()).thenComparing(Row::team));
        return new Standings(List.copyOf(table), matches, unfinished, left, right, files.size());
    }

    /** Every results.json below {@code dir}, in the order of their paths; at least one. */
    static List<Path> resultsFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) throw new IOException(dir + ": not a folder");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = walk.filter(p -> p.getFileName().toString().equals("results.json")).sorted().toList();
        }
        if (files.isEmpty()) throw new IOException(dir + ": no results.json below it (match and batch write one into their --out folder)");
        return files;
    }

    List<Row> table() { return table; }

    Totals.Record leftSide() { return leftSide; }

    Totals.Record rightSide() { return rightSide; }

    String describe() {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%d matches from %d results files%s%n", matches, files,
                unfinished == 0 ? "" : " (" + unfinished + " without a result, not counted)"));
        sb.append(String.format(Locale.ROOT, "  left side  %s%n  right side %s%n", leftSide.describe(), rightSide.describe()));
        sb.append(String.format(Locale.ROOT, "%-4s %-16s %3s %3s %3s %3s %4s %4s %5s %4s%n", "#", "team", "P", "W", "D", "L", "GF", "GA", "GD", "Pts"));
        for (int i = 0; i < table.size(); i++) {
            Row r = table.get(i);
            sb.append(String.format(Locale.ROOT, "%-4d %-16s %3d %3d %3d %3d %4d %4d %+5d %4d%n", i + 1, r.team(), r.played(), r.won(), r.drawn(),
                    r.lost(), r.goalsFor(), r.goalsAgainst(), r.difference(), r.points()));
        }
        return sb.toString();
    }

    void write(Path dir) throws IOException {
        StringBuilder csv = new StringBuilder("rank,team,played,won,drawn,lost,goals_for,goals_against,goal_difference,points\n");
        StringBuilder json = new StringBuilder("{\n  \"matches\": " + matches + ",\n  \"unfinished\": " + unfinished
                + ",\n  \"sides\": {\"left\": " + ResultsJson.record(leftSide) + ", \"right\": " + ResultsJson.record(rightSide) + "},\n  \"table\": [");
        StringBuilder rowsHtml = new StringBuilder();
        for (int i = 0; i < table.size(); i++) {
            Row r = table.get(i);
            csv.append(String.format(Locale.ROOT, "%d,%s,%d,%d,%d,%d,%d,%d,%d,%d%n", i + 1, r.team(), r.played(), r.won(), r.drawn(), r.lost(),
                    r.goalsFor(), r.goalsAgainst(), r.difference(), r.points()));
            json.append(i == 0 ? "\n" : ",\n").append(String.format(Locale.ROOT,
                    "    {\"rank\": %d, \"team\": %s, \"played\": %d, \"won\": %d, \"drawn\": %d, \"lost\": %d, \"goals_for\": %d, "
                            + "\"goals_against\": %d, \"goal_difference\": %d, \"points\": %d}",
                    i + 1, ResultsJson.string(r.team()), r.played(), r.won(), r.drawn(), r.lost(), r.goalsFor(), r.goalsAgainst(), r.difference(), r.points()));
            rowsHtml.append(String.format(Locale.ROOT, "<tr><td>%d</td><td>%s</td><td>%d</td><td>%d</td><td>%d</td><td>%d</td><td>%d</td><td>%d</td><td>%+d</td><td>%d</td></tr>%n",
                    i + 1, html(r.team()), r.played(), r.won(), r.drawn(), r.lost(), r.goalsFor(), r.goalsAgainst(), r.difference(), r.points()));
        }
        json.append("\n  ]\n}\n");
        String page = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Standings</title>\n"
                + "<style>body{font-family:sans-serif}table{border-collapse:collapse}td,th{padding:2px 8px;text-align:right}"
                + "td:nth-child(2),th:nth-child(2){text-align:left}tr:nth-child(even){background:#eee}</style></head><body>\n"
                + "<h1>Standings</h1>\n<p>" + matches + " matches" + (unfinished == 0 ? "" : ", " + unfinished + " without a result")
                + ".</p>\n<p>Left side: " + html(leftSide.describe()) + ".<br>Right side: " + html(rightSide.describe()) + ".</p>\n"
                + "<table><tr><th>#</th><th>team</th><th>P</th><th>W</th><th>D</th><th>L</th><th>GF</th><th>GA</th><th>GD</th><th>Pts</th></tr>\n"
                + rowsHtml + "</table>\n</body></html>\n";
        Files.writeString(dir.resolve("standings.csv"), csv, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("standings.json"), json, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("standings.html"), page, StandardCharsets.UTF_8);
    }

    private static String html(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
