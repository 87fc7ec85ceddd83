package org.pitch.learn.rewards;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.learn.RewardContext;
import org.pitch.api.learn.RewardFunction;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;

/**
 * {@code ball_proximity}: how many metres closer the agent came to the ball in the step (the
 * distance between the two before it minus the distance after); negative when it fell behind.
 * 0 in a step with a goal and when the referee placed the ball or the agent
 * ({@link Placements}), so a reset is no approach.
 */
@Component(property = RewardFunction.NAME + "=ball_proximity")
public final class BallProximityReward implements RewardFunction {
    @Override
    public double reward(RewardContext context, Player agent) {
        if (context.scored() != null || Placements.ballPlaced(context) || Placements.playerPlaced(context, agent)) return 0.0;
        Ball ball = context.world().ball();
        double before = Math.hypot(context.ballBeforeX() - context.agentBeforeX(agent),
                context.ballBeforeY() - context.agentBeforeY(agent));
        return before - agent.distanceTo(ball);
    }
}
