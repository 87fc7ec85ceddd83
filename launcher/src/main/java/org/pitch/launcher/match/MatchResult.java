package org.pitch.launcher.match;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The outcome of one match as the server's results block on stdout tells it (rcssserver's
 * {@code STDOutSaver}, which Pitch prints byte for byte): team names, score, and the penalties
 * when a shoot-out was played. {@code failure} says why there is no result.
 */
record MatchResult(String left, String right, int leftGoals, int rightGoals, int leftPenalties, int rightPenalties,
                   String failure) {
    private static final Pattern TEAMS = Pattern.compile("^\\s*(?:'(.*)'|null) vs (?:'(.*)'|null)$");
    private static final Pattern SCORE = Pattern.compile("^\\s*Score: (\\d+) - (\\d+)");
    private static final Pattern PENALTIES = Pattern.compile("^\\s*Penalties: (\\d+) \\(\\d+\\) - (\\d+) \\(\\d+\\)");

    static MatchResult failed(String why) { return new MatchResult(null, null, 0, 0, 0, 0, why); }

    boolean ok() { return failure == null; }

    /** -1 the left team won, 1 the right team, 0 a draw; a shoot-out decides a level score. */
    int winner() {
        int d = Integer.compare(rightGoals, leftGoals);
        return d != 0 ? d : Integer.compare(rightPenalties, leftPenalties);
    }

    /** The last results block in a server's output, or a failure if it has none. */
    static MatchResult parse(List<String> output) {
        String left = null, right = null;
        int lg = -1, rg = -1, lp = 0, rp = 0;
        for (String line : output) {
            Matcher m = TEAMS.matcher(line);
            if (m.find()) {
                left = m.group(1);
                right = m.group(2);
                lg = rg = -1;
                lp = rp = 0;
                continue;
            }
            m = SCORE.matcher(line);
            if (m.find()) {
                lg = Integer.parseInt(m.group(1));
                rg = Integer.parseInt(m.group(2));
                continue;
            }
            m = PENALTIES.matcher(line);
            if (m.find()) {
                lp = Integer.parseInt(m.group(1));
                rp = Integer.parseInt(m.group(2));
            }
        }
        if (lg < 0) return failed("the server printed no result (no 'Score:' line)");
        return new MatchResult(left, right, lg, rg, lp, rp, null);
    }
}
