package org.pitch.learn;

import org.pitch.api.command.Catch;
import org.pitch.api.command.Dash;
import org.pitch.api.command.Turn;
import org.pitch.api.geom.Angles;
import org.pitch.api.learn.RewardFunction;
import org.pitch.api.learn.ScriptedPolicy;

/**
 * Small reward functions and policies of the tests' own (the shipped ones are other bundles'):
 * {@code goal} (+1 for the agent's side scoring, -1 conceding), {@code steps} (1 per step), the
 * policies {@code goalie}, {@code chaser}, {@code taker}, {@code striker}: turn to the ball and dash at it.
 */
final class TestModels {
    private TestModels() {}

    static final RewardFunction GOAL = (c, agent) -> c.scored() == null ? 0 : c.scored() == agent.side() ? 1 : -1;
    static final RewardFunction STEPS = (c, agent) -> 1;
    static final ScriptedPolicy CHASE = (c, self, out) -> {
        var ball = c.world().ball();
        double dir = Angles.normalize(Angles.direction(ball.x() - self.x(), ball.y() - self.y()) - self.bodyDirection());
        if (self.goalie() && self.distanceTo(ball) < 1.5) out.accept(new Catch(dir));
        else if (Math.abs(dir) > 10) out.accept(new Turn(dir));
        else out.accept(new Dash(60, 0));
    };

    static void addTo(ServiceCatalog c) {
        c.addReward("goal", GOAL);
        c.addReward("steps", STEPS);
        for (String p : new String[] {"goalie", "chaser", "taker", "striker"}) c.addPolicy(p, CHASE);
    }
}
