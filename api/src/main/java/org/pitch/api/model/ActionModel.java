package org.pitch.api.model;

import org.pitch.api.command.CommandKind;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.world.Player;

/**
 * Executes one kind of player command (dash, kick, turn_neck, ...). Registered as a service with
 * {@value ModelSlot#NAME_PROPERTY}; the kernel picks, per kind, the implementation the
 * configuration names under {@code pitch.models.<kind>}.
 *
 * @param <C> the command record this model executes
 */
public interface ActionModel<C extends PlayerCommand> {
    CommandKind kind();

    /**
     * Executes the command if the rules allow it now.
     *
     * @return whether it was executed: only executed commands are counted in sense_body and use up
     *         the player's one body command of the cycle, as in rcssserver
     */
    boolean apply(SimulationContext context, Player player, C command);
}
