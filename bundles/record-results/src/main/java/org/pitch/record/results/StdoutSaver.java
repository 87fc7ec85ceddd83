package org.pitch.record.results;

import java.io.PrintStream;
import java.time.format.DateTimeFormatter;

/**
 * rcssserver's {@code STDOutSaver}: the match's summary on standard output, e.g.
 * <pre>
 * Game Results:
 * 	2026-11-21 04:30:08
 * 	'TeamA' vs 'TeamB'
 * 	Score: 0 - 0
 * </pre>
 * with rcssserver's odd line holding one space after the score, penalties ({@code Penalties: 4
 * (5) - 3 (5)}, scored and taken) and the coin toss winner when there were any.
 */
final class StdoutSaver implements ResultSaver {
    static final String NAME = "STDOutSaver";
    static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private final PrintStream out;

    StdoutSaver(PrintStream out) { this.out = out; }

    @Override public String name() { return NAME; }

    @Override public boolean enabled() { return true; }

    @Override
    public boolean save(MatchResult r) {
        StringBuilder sb = new StringBuilder(160);
        sb.append("\nGame Results:\n");
        sb.append('\t').append(TIME.format(r.start())).append("\n\t");
        String left = r.left() == null ? null : r.left().name();
        String right = r.right() == null ? null : r.right().name();
        sb.append(left == null ? "null" : "'" + left + "'").append(" vs ");
        sb.append(right == null ? "null" : "'" + right + "'").append('\n');
        if (r.left() != null && r.left().coach() != null) sb.append("\tLeft Coach: '").append(r.left().coach()).append("'\n");
        if (r.right() != null && r.right().coach() != null) sb.append("\tRight Coach: '").append(r.right().coach()).append("'\n");
        sb.append("\tScore: ").append(score(r.left())).append(" - ").append(score(r.right())).append("\n ");
        if (taken(r.left()) > 0 || taken(r.right()) > 0) {
            sb.append("\tPenalties: ").append(scored(r.left())).append(" (").append(taken(r.left())).append(") - ")
                    .append(scored(r.right())).append(" (").append(taken(r.right())).append(")\n");
        }
        String coin = r.coinTossWinner();
        if ("LEFT".equals(coin)) sb.append("\tCoin Toss Winner: Left Team\n");
        else if ("RIGHT".equals(coin)) sb.append("\tCoin Toss Winner: Right Team\n");
        sb.append('\n');
        out.print(sb);
        out.flush();
        return true;
    }

    private static int score(MatchResult.TeamResult t) { return t == null ? 0 : t.score(); }
    private static int taken(MatchResult.TeamResult t) { return t == null ? 0 : t.penaltiesTaken(); }
    private static int scored(MatchResult.TeamResult t) { return t == null ? 0 : t.penaltiesScored(); }
}
