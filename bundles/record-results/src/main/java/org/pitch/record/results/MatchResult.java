package org.pitch.record.results;

import java.time.ZonedDateTime;

import org.pitch.api.world.Team;

/**
 * What result savers save about a match, as rcssserver hands it to them: the start time and, per
 * side, the team (or none).
 *
 * @param left {@code null} when no team played on the left
 */
record MatchResult(ZonedDateTime start, TeamResult left, TeamResult right) {

    static MatchResult of(ZonedDateTime start, Team left, Team right) {
        return new MatchResult(start, TeamResult.of(left), TeamResult.of(right));
    }

    /** The side that won the penalty shoot-out's coin toss (rcssserver: the last team marked), or {@code null}. */
    String coinTossWinner() {
        if (right != null && right.coinTossWinner()) return "RIGHT";
        if (left != null && left.coinTossWinner()) return "LEFT";
        return null;
    }

    /**
     * One side: the name ({@code null} if empty), the online coach's name (Pitch's world has none:
     * always {@code null}), goals, penalties taken and scored, whether it won the shoot-out.
     */
    record TeamResult(String name, String coach, int score, int penaltiesTaken, int penaltiesScored, boolean coinTossWinner) {
        static TeamResult of(Team t) {
            if (t == null) return null;
            return new TeamResult(t.name().isEmpty() ? null : t.name(), null, t.score(), t.penaltyTaken(), t.penaltyScore(),
                    t.penaltyWinner());
        }
    }
}
