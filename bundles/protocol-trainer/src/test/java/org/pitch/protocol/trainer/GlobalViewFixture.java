package org.pitch.protocol.trainer;

import org.junit.jupiter.api.BeforeEach;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.TestWorld;

/** What the tests of each version's {@code GlobalView} share: a world with the left team, and the view written into text. */
public abstract class GlobalViewFixture {
    protected static final String GOALS_V1 = " ((goal r) 52.5 0) ((goal l) -52.5 0)";
    protected static final String GOALS = " ((g r) 52.5 0) ((g l) -52.5 0)";

    protected TestWorld world;

    @BeforeEach
    protected void newWorld() {
        world = new TestWorld().team(Side.LEFT, "TestTeam");
    }

    /** The periodic message the trainer gets. */
    protected String see(GlobalViewV1 view) { return TextOut.of(out -> view.write(out, world, Side.NEUTRAL, false)); }

    /** The trainer's look reply. */
    protected String look(GlobalViewV1 view) { return TextOut.of(out -> view.write(out, world, Side.NEUTRAL, true)); }

    /** A player at (1, 2) facing 30° with the neck at -20°, pointing at (-5, 8): 135° globally. */
    protected Player pointing() {
        world.step(100);
        Player p = world.player(Side.LEFT, 1, 1, 2, 30);
        p.neckDirection(-20);
        p.pointAt(-5, 8, 102, 120);
        return p;
    }
}
