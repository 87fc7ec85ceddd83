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
@org.osgi.annotation.versioning.ConsumerType
public interface ActionModel<C extends PlayerCommand> {
    CommandKind kind();

    /**
     * Executes the command if the rules allow it now.
     *
     * @return whether it was executed: only executed commands are counted in sense_body and use up
     *         the player's one body command of the cycle, as in rcssserver (but see
     *         {@link #spendsBodyCommand})
     */
    boolean apply(SimulationContext context, Player player, C command);

    /**
     * Whether a body command that {@link #apply} just refused still uses up the player's one body
     * command of the cycle, so that a dash behind it in the same cycle has no effect. rcssserver
     * spends it on a kick that misses the ball or comes in a mode without kicks, and on a catch
     * out of reach or out of play; a command refused because the body is blocked (lying after a
     * tackle, charged with a foul) spends nothing. Asked only after a refusal; not counted.
     */
    default boolean spendsBodyCommand(SimulationContext context, Player player, C command) { return false; }

    /**
     * Whether this body command may still execute in a cycle whose body command already went to a
     * command of kind {@code taken}: a command that comes in parts lets its later parts through
     * (the bipedal dash's two legs in separate datagrams of one cycle act as one dash). A part let
     * through is not counted again.
     */
    default boolean continuesBodyCommand(CommandKind taken, C command) { return false; }

    /**
     * Whether this command takes effect with the cycle's step rather than the moment it arrives.
     * rcssserver executes a player's commands as it reads them (a kick pushes the ball and the
     * referee judges it then, a tackle is judged for fouls then, a catch moves the goalie then, a
     * turn is computed then and its facing committed at the step:
     * {@link org.pitch.api.world.Player#turnBodyAtStep}); only a dash's legs are applied at its
     * step. The kernel holds such a command, and every later body command of the player in that
     * cycle, for the step, and runs the others as they arrive (at the close of their receive
     * window). Players stepped in-process run all commands with the step anyway.
     */
    default boolean appliesAtStep() { return false; }

    /**
     * A command this model {@linkplain #appliesAtStep applies at the step} arrived and takes the
     * player's body command of the cycle: what rcssserver marks on arrival is marked now (a dash
     * counts as dashing for a foul judged before the step).
     */
    default void held(SimulationContext context, Player player, C command) {}
}
