package org.pitch.protocol.monitor;

import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * What a game log last recorded of the play mode and the teams, so that it writes a
 * {@code playmode} or {@code team} record only when they change, as rcssserver's logger does.
 * It starts from rcssserver's initial values: no play mode, no team names, no goals, no penalties
 * (so the team record appears once a team has joined).
 */
public final class LastRecords {
    private PlayMode mode;
    private Side modeSide;
    private String left = "", right = "";
    private int leftScore, rightScore, leftTaken, rightTaken;

    /** Whether the play mode differs from the one last recorded; remembers it. */
    public boolean playModeChanged(World w) {
        if (w.playMode() == mode && w.playModeSide() == modeSide) return false;
        mode = w.playMode();
        modeSide = w.playModeSide();
        return true;
    }

    /** Whether a name, score or penalty count differs from what was last recorded; remembers them. */
    public boolean teamsChanged(World w) {
        Team l = w.team(Side.LEFT), r = w.team(Side.RIGHT);
        String ln = l == null ? "" : l.name(), rn = r == null ? "" : r.name();
        int ls = l == null ? 0 : l.score(), rs = r == null ? 0 : r.score();
        int lt = l == null ? 0 : l.penaltyTaken(), rt = r == null ? 0 : r.penaltyTaken();
        if (ln.equals(left) && rn.equals(right) && ls == leftScore && rs == rightScore && lt == leftTaken && rt == rightTaken) {
            return false;
        }
        left = ln;
        right = rn;
        leftScore = ls;
        rightScore = rs;
        leftTaken = lt;
        rightTaken = rt;
        return true;
    }
}
