package org.pitch.api.learn;

import java.util.function.Consumer;

import org.pitch.api.command.PlayerCommand;
import org.pitch.api.world.Player;

/**
 * Plays a player nobody controls in a learning environment (a goalie, a ball-chasing defender,
 * a keepaway taker): each cycle it chooses commands from the full state, which then go through
 * the action models as a client's would. A bundle registers it as a service with the property
 * {@value #NAME}; a scenario names the policy of each of its scripted players.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface ScriptedPolicy {
    /** The service property naming a policy ({@code goalie}, {@code chaser}, {@code taker}). */
    String NAME = "pitch.policy.name";

    /** Gives {@code out} this cycle's commands of {@code self}, as a client would send them (at most one body command). */
    void act(PolicyContext context, Player self, Consumer<PlayerCommand> out);
}
