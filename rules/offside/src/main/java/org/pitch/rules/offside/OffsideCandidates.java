package org.pitch.rules.offside;

import java.util.List;

import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * The kicker's teammates who stood beyond the offside line when the ball was last played, each
 * with its mark: the point on the line at the player's y, where the free kick is taken if that
 * player plays the ball next (rcssserver's offside candidates).
 *
 * <p>The line is the second-last opponent's x or the ball's, whichever is nearer the opponents'
 * goal, but never short of the centre line: rcssserver starts its search for the two last
 * defenders at x = 0, so nobody is offside in his own half. Reused, never reallocated.
 */
final class OffsideCandidates {
    /** More than a team: a full side plus room for any substitutes a future protocol might add. */
    private static final int CAPACITY = 32;

    private final Player[] players = new Player[CAPACITY];
    private final double[] markX = new double[CAPACITY];
    private final double[] markY = new double[CAPACITY];
    private int size;

    void clear() {
        java.util.Arrays.fill(players, 0, size, null);
        size = 0;
    }

    boolean isEmpty() { return size == 0; }

    /** The index of the player among the candidates, or -1. */
    int indexOf(Player p) {
        for (int i = 0; i < size; i++) if (players[i] == p) return i;
        return -1;
    }

    double markX(int i) { return markX[i]; }
    double markY(int i) { return markY[i]; }

    /** Replaces the candidates with the kicker's teammates beyond the line as the world is now. */
    void markBeyondLine(World world, Player kicker) {
        clear();
        Side attacking = kicker.side();
        if (attacking == Side.NEUTRAL) return;
        int sign = attacking.sign(); // in "attack" coordinates the kicker plays towards +x
        List<Player> all = world.players();

        double last = 0.0, secondLast = 0.0;
        for (int i = 0, n = all.size(); i < n; i++) {
            Player p = all.get(i);
            if (!p.enabled() || p.side() != attacking.opponent()) continue;
            double x = sign * p.x();
            if (x > secondLast) {
                secondLast = x;
                if (secondLast > last) { double t = last; last = secondLast; secondLast = t; }
            }
        }
        double ballX = sign * world.ball().x();
        double line = secondLast > ballX ? secondLast : ballX;

        for (int i = 0, n = all.size(); i < n && size < CAPACITY; i++) {
            Player p = all.get(i);
            if (!p.enabled() || p.side() != attacking || p.unum() == kicker.unum()) continue;
            if (sign * p.x() > line) {
                players[size] = p;
                markX[size] = sign * line;
                markY[size] = p.y();
                size++;
            }
        }
    }
}
