package org.pitch.launcher.match;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The fairness report of a tournament ({@link Fairness}, each team against its opponents) over
 * every match with a result below its folder: the results.json files the standings read, each
 * match's timing from the report the server wrote beside its game log, as {@code pitch match}
 * reads it. Written as {@code fairness.txt} and {@code fairness.json} in that folder.
 */
public final class TournamentFairness {
    private TournamentFairness() {}

    /**
     * Writes the report of the matches below {@code dir} and returns its text.
     *
     * @param teams the order of the teams in the report (the tournament file's)
     * @throws IOException when no results.json is there yet, or one cannot be read
     */
    public static String write(Path dir, List<String> teams) throws IOException {
        List<Fairness.Match> matches = new ArrayList<>();
        for (Path file : Standings.resultsFiles(dir)) {
            List<PlayedMatch> played = PlayedMatch.read(file);
            for (int i = 0; i < played.size(); i++) {
                PlayedMatch m = played.get(i);
                if (!m.ok()) continue;
                String timing = TimingFile.read(file.resolveSibling(MatchRunner.matchFolder(i + 1)));
                matches.add(new Fairness.Match(m.left(), m.right(), TeamTiming.bySide(timing)));
            }
        }
        Fairness report = Fairness.againstOpponents(teams, Standings.of(dir), matches);
        report.write(dir);
        return report.describe();
    }
}
