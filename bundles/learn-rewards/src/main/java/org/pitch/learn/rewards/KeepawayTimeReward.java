package org.pitch.learn.rewards;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.learn.RewardContext;
import org.pitch.api.learn.RewardFunction;
import org.pitch.api.world.Player;

/**
 * {@code keepaway_time}: +1 for every step of the episode, the step that ends it included
 * (whatever ended it), so an episode's return is its length in cycles: keepaway's classic
 * reward for the keepers. 0 for a context of no step ({@code episodeSteps() == 0}). An episode
 * that has ended is not stepped further by an environment; the context cannot tell such a step
 * from the last one, so it would count too.
 */
@Component(property = RewardFunction.NAME + "=keepaway_time")
public final class KeepawayTimeReward implements RewardFunction {
    @Override
    public double reward(RewardContext context, Player agent) {
        return context.episodeSteps() > 0 ? 1.0 : 0.0;
    }
}
