package org.pitch.rules.kit;

import org.pitch.api.rule.RefereeContext;
import org.pitch.api.world.Ball;
import org.pitch.api.world.World;

/**
 * Where a call made during this simulation step put the ball. A call on a touch happens inside the
 * collision model's pass, which may still move the ball it had in hand after the rule placed it;
 * rcssserver's ball stays put (its collisions see the new play mode at once), so after the step
 * the rule puts it back. No allocation.
 */
public final class PinnedBall {
    private double x, y;
    private long step = -1;

    /** Nothing pinned (a new match). */
    public void reset() { step = -1; }

    /** A call of the current step put the ball at ({@code x}, {@code y}). */
    public void pin(World world, double x, double y) {
        this.x = x;
        this.y = y;
        step = world.step();
    }

    /**
     * After the step of the call: if that call still stands ({@code callStands}, the play mode it
     * set) and the ball has left its spot, the ball goes back and collisions are resolved there, as
     * rcssserver's pass would have gone on to do. Forgets the spot either way.
     */
    public void restore(RefereeContext ctx, boolean callStands) {
        World world = ctx.world();
        if (step != world.step()) return;
        step = -1;
        Ball ball = world.ball();
        if (callStands && (ball.x() != x || ball.y() != y)) {
            ctx.placeBall(x, y);
            ctx.resolveCollisions();
        }
    }
}
