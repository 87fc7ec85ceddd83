package org.pitch.api.learn;

import org.pitch.api.world.Player;

/**
 * Scores one controlled player's last cycle. A reward bundle registers it as a service with the
 * property {@value #NAME}; an environment names the functions it uses, with weights, and adds
 * their values. Implementations keep no state between calls: what they compare against (the
 * ball before the step, the episode's outcome) is in the context.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface RewardFunction {
    /** The service property naming a reward function ({@code goal}, {@code ball_progress}, ...). */
    String NAME = "pitch.reward.name";

    double reward(RewardContext context, Player agent);
}
