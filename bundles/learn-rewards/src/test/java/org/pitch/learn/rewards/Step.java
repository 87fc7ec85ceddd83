package org.pitch.learn.rewards;

import java.util.HashMap;
import java.util.Map;

import org.pitch.api.learn.Outcome;
import org.pitch.api.learn.RewardContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.testkit.ModelFixture;
import org.pitch.testkit.Mirror;

/**
 * A hand-made step for a reward function: the world after it (a {@link ModelFixture} with the
 * server's default parameters), and what was before it. Written in a scene's frame through a
 * {@link Mirror}, so one scene scores the left agent and, turned half a circle, the right one.
 */
final class Step implements RewardContext {
    final ModelFixture world = new ModelFixture("");
    final Mirror scene;
    private double ballBeforeX, ballBeforeY;
    private final Map<Player, double[]> before = new HashMap<>();
    Side scored;
    Outcome outcome = Outcome.IN_PLAY;
    int steps = 1;

    Step(Side agentSide) { scene = new Mirror(agentSide); }

    /** The agent of the scene's side at the scene's (x, y) after the step, having been at (beforeX, beforeY). */
    Player agent(double beforeX, double beforeY, double x, double y) {
        Player p = scene.player(world, 1, x, y, 0);
        before.put(p, new double[] {scene.x(beforeX), scene.y(beforeY)});
        return p;
    }

    /** The ball went from the scene's (beforeX, beforeY) to (x, y) in the step. */
    Step ball(double beforeX, double beforeY, double x, double y) {
        ballBeforeX = scene.x(beforeX);
        ballBeforeY = scene.y(beforeY);
        world.ball.position(scene.x(x), scene.y(y));
        return this;
    }

    @Override public World world() { return world; }
    @Override public Parameters parameters() { return world.parameters; }
    @Override public double ballBeforeX() { return ballBeforeX; }
    @Override public double ballBeforeY() { return ballBeforeY; }
    @Override public double agentBeforeX(Player player) { return before.get(player)[0]; }
    @Override public double agentBeforeY(Player player) { return before.get(player)[1]; }
    @Override public Side scored() { return scored; }
    @Override public Outcome outcome() { return outcome; }
    @Override public int episodeSteps() { return steps; }
}
