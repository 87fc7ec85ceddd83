package org.pitch.learn.rewards;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.learn.RewardContext;
import org.pitch.api.learn.RewardFunction;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;

/**
 * {@code ball_progress}: how many metres closer the ball came in the step to the centre of the
 * goal the agent's side attacks ((52.5, 0) for the left side, (−52.5, 0) for the right);
 * negative when it went away. 0 in a step with a goal (the referee puts the ball back on the
 * centre spot) and when the referee placed the ball ({@link Placements#ballPlaced}), so a reset
 * of the ball is no progress.
 */
@Component(property = RewardFunction.NAME + "=ball_progress")
public final class BallProgressReward implements RewardFunction {
    @Override
    public double reward(RewardContext context, Player agent) {
        if (context.scored() != null || Placements.ballPlaced(context)) return 0.0;
        double goalX = Goals.attackedX(agent.side());
        Ball ball = context.world().ball();
        double before = Math.hypot(goalX - context.ballBeforeX(), context.ballBeforeY());
        return before - ball.distanceTo(goalX, 0.0);
    }
}
