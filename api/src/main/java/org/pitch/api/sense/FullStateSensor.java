package org.pitch.api.sense;

import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.Player;

/** Builds the {@code fullstate} message for players when {@code fullstate_l/_r} is on. */
public interface FullStateSensor {
    FullStateObservation observe(SimulationContext context, Player player);
}
