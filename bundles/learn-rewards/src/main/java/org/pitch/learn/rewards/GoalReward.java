package org.pitch.learn.rewards;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.learn.RewardContext;
import org.pitch.api.learn.RewardFunction;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/** {@code goal}: +1 when the agent's side scored in the step, −1 when the other side did, else 0. */
@Component(property = RewardFunction.NAME + "=goal")
public final class GoalReward implements RewardFunction {
    @Override
    public double reward(RewardContext context, Player agent) {
        Side scored = context.scored();
        if (scored == null || scored == Side.NEUTRAL) return 0.0;
        return scored == agent.side() ? 1.0 : -1.0;
    }
}
