package org.pitch.launcher.match;

import java.util.List;
import java.util.Locale;

/**
 * The totals of a series: per side (so a server that favours one side shows up however the
 * teams were drawn) and per team (so a stronger team shows up however the sides were drawn).
 * Matches without a result count nowhere but in {@code unfinished}.
 */
record Totals(int played, int unfinished, Record leftSide, Record rightSide, Record first, Record second, String firstName,
              String secondName) {

    /** Goals and outcomes of one side or one team. */
    record Record(int goalsFor, int goalsAgainst, int wins, int draws, int losses) {
        static final Record NONE = new Record(0, 0, 0, 0, 0);

        Record add(int scored, int conceded, int outcome) {
            return new Record(goalsFor + scored, goalsAgainst + conceded, wins + (outcome > 0 ? 1 : 0), draws + (outcome == 0 ? 1 : 0),
                    losses + (outcome < 0 ? 1 : 0));
        }

        String describe() {
            return String.format(Locale.ROOT, "%3d goals for, %3d against; %2d won, %2d drawn, %2d lost", goalsFor, goalsAgainst, wins, draws, losses);
        }
    }

    static Totals of(MatchCommand command, List<MatchResult> results) {
        Record left = Record.NONE, right = Record.NONE, first = Record.NONE, second = Record.NONE;
        int played = 0, unfinished = 0;
        String firstName = command.teams().get(0).name(), secondName = command.teams().get(1).name();
        for (int i = 0; i < results.size(); i++) {
            MatchResult r = results.get(i);
            if (!r.ok()) {
                unfinished++;
                continue;
            }
            played++;
            int w = r.winner(); // -1 left, 1 right
            left = left.add(r.leftGoals(), r.rightGoals(), -w);
            right = right.add(r.rightGoals(), r.leftGoals(), w);
            boolean firstOnLeft = !(command.swap() && i % 2 == 1);
            if (firstOnLeft) {
                first = first.add(r.leftGoals(), r.rightGoals(), -w);
                second = second.add(r.rightGoals(), r.leftGoals(), w);
            } else {
                first = first.add(r.rightGoals(), r.leftGoals(), w);
                second = second.add(r.leftGoals(), r.rightGoals(), -w);
            }
        }
        return new Totals(played, unfinished, left, right, first, second, firstName, secondName);
    }

    String describe() {
        int width = Math.max(10, Math.max(firstName.length(), secondName.length()));
        String row = "  %-" + width + "s %s%n";
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "totals of %d played match%s%s:%n", played, played == 1 ? "" : "es",
                unfinished == 0 ? "" : " (" + unfinished + " without a result, not counted)"));
        sb.append(String.format(Locale.ROOT, row, "left side", leftSide.describe()));
        sb.append(String.format(Locale.ROOT, row, "right side", rightSide.describe()));
        sb.append(String.format(Locale.ROOT, row, firstName, first.describe()));
        sb.append(String.format(Locale.ROOT, row, secondName, second.describe()));
        return sb.toString();
    }
}
