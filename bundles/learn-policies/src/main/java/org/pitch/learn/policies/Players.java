package org.pitch.learn.policies;

import java.util.List;

import org.pitch.api.param.Parameters;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/** Searches among the players on the field, without allocating. */
final class Players {
    private Players() {}

    /** Whether {@code self} may send a body command this cycle: on the field and not held by a tackle or a foul. */
    static boolean canAct(World world, Player self) {
        return self.enabled() && !self.bodyBlocked(world.step());
    }

    /**
     * The enabled player of {@code side} nearest to (x, y), {@code except} left out (may be null);
     * null if there is none. Ties go to the first in the world's order (by uniform number).
     */
    static Player nearest(World world, Side side, double x, double y, Player except) {
        List<Player> players = world.players();
        Player best = null;
        double bestDist = Double.POSITIVE_INFINITY;
        for (int i = 0; i < players.size(); i++) {
            Player p = players.get(i);
            if (p == except || p.side() != side || !p.enabled()) continue;
            double d = p.distanceTo(x, y);
            if (d < bestDist) { best = p; bestDist = d; }
        }
        return best;
    }

    /** The enabled goalie of {@code side}, or null. */
    static Player goalie(World world, Side side) {
        List<Player> players = world.players();
        for (int i = 0; i < players.size(); i++) {
            Player p = players.get(i);
            if (p.side() == side && p.goalie() && p.enabled()) return p;
        }
        return null;
    }

    /** Whether an enabled player of {@code side} has the ball within its kickable area. */
    static boolean hasBall(World world, Parameters p, Side side) {
        List<Player> players = world.players();
        Ball ball = world.ball();
        for (int i = 0; i < players.size(); i++) {
            Player pl = players.get(i);
            if (pl.side() == side && pl.enabled() && Reach.kickable(p, pl, ball)) return true;
        }
        return false;
    }

    /**
     * The enabled player of {@code side} that is {@code rank}-th nearest to {@code from} (0 the
     * nearest), {@code from} itself left out; the rank wraps around the number of candidates.
     * Null if there is none. Ties go to the first in the world's order.
     */
    static Player rankedNearest(World world, Side side, Player from, int rank) {
        List<Player> players = world.players();
        int candidates = 0;
        for (int i = 0; i < players.size(); i++) {
            if (isCandidate(players.get(i), side, from)) candidates++;
        }
        if (candidates == 0) return null;
        int wanted = rank % candidates;
        for (int i = 0; i < players.size(); i++) {
            Player c = players.get(i);
            if (!isCandidate(c, side, from)) continue;
            double d = c.distanceTo(from);
            int nearer = 0;
            for (int j = 0; j < players.size(); j++) {
                Player o = players.get(j);
                if (j == i || !isCandidate(o, side, from)) continue;
                double od = o.distanceTo(from);
                if (od < d || (od == d && j < i)) nearer++;
            }
            if (nearer == wanted) return c;
        }
        return null;
    }

    private static boolean isCandidate(Player p, Side side, Player from) {
        return p != from && p.side() == side && p.enabled();
    }
}
