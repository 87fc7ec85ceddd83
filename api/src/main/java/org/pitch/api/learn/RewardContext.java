package org.pitch.api.learn;

import org.pitch.api.param.Parameters;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/** What a reward function may look at after a step. */
@org.osgi.annotation.versioning.ProviderType
public interface RewardContext {
    /** The world after the step. */
    World world();

    Parameters parameters();

    /** The ball's position before the step. */
    double ballBeforeX();

    double ballBeforeY();

    /**
     * The position of {@code player} (a player of this match) before the step, for rewards of
     * the player's own movement ({@code ball_proximity}).
     */
    double agentBeforeX(Player player);

    double agentBeforeY(Player player);

    /** The side that scored in this step, or null. */
    Side scored();

    /** The episode's state after this step. */
    Outcome outcome();

    /** Steps taken in this episode, this one included. */
    int episodeSteps();
}
