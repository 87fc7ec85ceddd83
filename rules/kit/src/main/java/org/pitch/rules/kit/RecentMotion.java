package org.pitch.rules.kit;

import java.util.List;

import org.pitch.api.world.Player;
import org.pitch.api.world.World;

/**
 * What rcssserver still knows about a player's last cycle when a tackle comes in: whether he
 * dashed (its {@code dashed()} stays true through the cycle after the dash) and the body direction
 * committed by the last movement ({@code angleBodyCommitted}, before any turn of this cycle). The
 * kernel's {@link Player#dashed()} covers only the current cycle, so the referee keeps the previous
 * one here, written once per cycle after movement. No allocation after construction.
 */
public final class RecentMotion {
    private static final int MAX_UNUM = 11;

    private final boolean[][] dashed = new boolean[2][MAX_UNUM + 1];
    private final double[][] body = new double[2][MAX_UNUM + 1];
    private final long[][] seenAt = new long[2][MAX_UNUM + 1];

    public RecentMotion() { reset(); }

    public void reset() {
        for (long[] row : seenAt) java.util.Arrays.fill(row, Long.MIN_VALUE);
    }

    /** After the cycle {@code step}'s movement: remember who dashed and where each body faces. */
    public void remember(World world) {
        long step = world.step();
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (!tracked(p)) continue;
            int s = p.side().ordinal(), u = p.unum();
            dashed[s][u] = p.dashed();
            body[s][u] = p.bodyDirection();
            seenAt[s][u] = step;
        }
    }

    /** Whether the player dashed in this cycle or the one before. */
    public boolean dashedRecently(Player p, long step) {
        if (p.dashed()) return true;
        return tracked(p) && seenAt[p.side().ordinal()][p.unum()] == step - 1 && dashed[p.side().ordinal()][p.unum()];
    }

    /** The body direction (degrees) the last cycle's movement left, or the current one if unknown. */
    public double committedBody(Player p, long step) {
        if (tracked(p) && seenAt[p.side().ordinal()][p.unum()] == step - 1) return body[p.side().ordinal()][p.unum()];
        return p.bodyDirection();
    }

    private static boolean tracked(Player p) {
        return p.side().ordinal() < 2 && p.unum() >= 1 && p.unum() <= MAX_UNUM;
    }
}
