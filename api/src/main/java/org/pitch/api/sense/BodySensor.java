package org.pitch.api.sense;

import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.Player;

/** Builds the {@code sense_body} observation of one player. */
public interface BodySensor {
    BodyObservation sense(SimulationContext context, Player player);
}
