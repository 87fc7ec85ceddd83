package org.pitch.logfile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;

class MatchTitleTest {
    static Team team(Side side, String name, int score, int penScored, int penMissed, boolean winner) {
        Team t = new Team(side, name);
        t.score(score);
        t.penaltyScore(penScored);
        t.penaltyMiss(penMissed);
        t.penaltyWinner(winner);
        return t;
    }

    @Test
    void teamsAndScores() {
        assertEquals("TeamA_2-vs-TeamB_1", MatchTitle.of(team(Side.LEFT, "TeamA", 2, 0, 0, false), team(Side.RIGHT, "TeamB", 1, 0, 0, false)));
    }

    @Test
    void aSideWithoutATeamIsNull() {
        assertEquals("TeamA_0-vs-null", MatchTitle.of(new Team(Side.LEFT, "TeamA"), null));
        assertEquals("null-vs-null", MatchTitle.of(null, null));
    }

    @Test
    void penaltiesOnlyAfterADrawInWhichBothTeamsKicked() {
        assertEquals("A_1_4w-vs-B_1_3", MatchTitle.of(team(Side.LEFT, "A", 1, 4, 1, true), team(Side.RIGHT, "B", 1, 3, 2, false)));
        assertEquals("A_1_0-vs-B_1_1w", MatchTitle.of(team(Side.LEFT, "A", 1, 0, 1, false), team(Side.RIGHT, "B", 1, 1, 0, true)));
        assertEquals("A_2-vs-B_1", MatchTitle.of(team(Side.LEFT, "A", 2, 4, 1, true), team(Side.RIGHT, "B", 1, 3, 2, false)),
                "not a draw");
        assertEquals("A_1-vs-B_1", MatchTitle.of(team(Side.LEFT, "A", 1, 1, 0, true), team(Side.RIGHT, "B", 1, 0, 0, false)),
                "only one team kicked");
    }
}
