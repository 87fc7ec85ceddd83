package org.pitch.api.sense;

import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.Player;

/** Builds what a player sees now (manual §4.3.2); noise models are implementations of this. */
public interface VisionSensor {
    SeeObservation see(SimulationContext context, Player viewer);
}
