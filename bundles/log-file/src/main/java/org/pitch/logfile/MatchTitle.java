package org.pitch.logfile;

import org.pitch.api.world.Team;

/**
 * The teams and score of a match as rcssserver writes them into log names and the game log's
 * {@code (result ...)} message: {@code TeamA_2-vs-TeamB_1}; a side nobody played is {@code null};
 * a draw decided by penalties (both teams took some) adds the penalties scored and {@code w} for
 * the winner: {@code TeamA_1_4w-vs-TeamB_1_3}. rcssserver also inserts the online coach's name
 * ({@code TeamA_Coach_2}) when the coach gave one; Pitch's world does not carry coach names.
 */
public final class MatchTitle {
    private MatchTitle() {
    }

    /** {@code left}/{@code right} are {@code null} for a side without a team. */
    public static String of(Team left, Team right) {
        boolean penalties = left != null && right != null && left.score() == right.score()
                && left.penaltyTaken() > 0 && right.penaltyTaken() > 0;
        StringBuilder sb = new StringBuilder(48);
        side(sb, left, penalties);
        sb.append("-vs-");
        side(sb, right, penalties);
        return sb.toString();
    }

    private static void side(StringBuilder sb, Team t, boolean penalties) {
        if (t == null) {
            sb.append("null");
            return;
        }
        sb.append(t.name()).append('_').append(t.score());
        if (penalties) {
            sb.append('_').append(t.penaltyScore());
            if (t.penaltyWinner()) sb.append('w');
        }
    }
}
