package org.pitch.kernel;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

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

    /**
     * Puts a new player where its slot's idle object stands (its bench spot unless a trainer moved
     * it: {@link World#idleX}), facing as above, or as the trainer turned the idle object.
     */
    void seat(Player p, World world) {
        p.position(world.idleX(p.side(), p.unum()), world.idleY(p.side(), p.unum()));
        double turned = world.idleBody(p.side(), p.unum());
        if (turned != 0) {
            p.bodyDirection(turned);
        } else if (p.side() == Side.RIGHT) {
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
