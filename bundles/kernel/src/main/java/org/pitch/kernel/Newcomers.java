package org.pitch.kernel;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * Where a player who just connected waits and which way it faces, as in rcssserver: on the bench
 * ((-3·unum, -37) for the left team), both teams' bodies at 0° in field coordinates, a right
 * player's facing its own goal; there a right player's committed direction (what a turn starts
 * from, what dashes and sees use) is 180° until its first cycle commits the body's 0°.
 * Simulation thread only.
 */
final class Newcomers {
    /** Right players whose first cycle has not come yet. */
    private final List<Player> facingProvisionally = new ArrayList<>();

    /** Puts a new player on its bench spot, facing as above. */
    void seat(Player p) {
        p.position(FieldGeometry.benchX(p.side(), p.unum()), FieldGeometry.BENCH_Y);
        if (p.side() == Side.RIGHT) {
            p.provisionalFacing(180);
            facingProvisionally.add(p);
        } else {
            p.bodyDirection(0);
        }
    }

    /** At the start of a cycle: the right newcomers' committed direction becomes their body's 0°. */
    void settle() {
        if (facingProvisionally.isEmpty()) return;
        for (int i = 0, n = facingProvisionally.size(); i < n; i++) facingProvisionally.get(i).settleFacing(0);
        facingProvisionally.clear();
    }

    /** A player that left before its first cycle. */
    void forget(Player p) { facingProvisionally.remove(p); }
}
