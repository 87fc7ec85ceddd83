package org.pitch.api.model;

import org.pitch.api.param.Parameters;
import org.pitch.api.world.Player;

/** Stamina, effort, recovery and capacity (manual §4.5). */
@org.osgi.annotation.versioning.ConsumerType
public interface StaminaModel {
    /** Full stamina as at kick-off, for a new or substituted player. */
    void reset(Player player, Parameters parameters);

    /** Recovery at the end of a cycle. */
    void endOfCycle(SimulationContext context, Player player);

    /**
     * A new half begins. Normal halves ({@code extraTime} false, called at each of their kick-offs)
     * restore stamina, effort, recovery and capacity; the start of extra time restores the
     * capacity only, as rcssserver does.
     */
    void halfTime(Player player, Parameters parameters, boolean extraTime);
}
