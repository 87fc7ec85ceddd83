package org.pitch.api.sense;

import java.util.List;

import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.Player;

/** Decides which of this cycle's messages a player hears (capacity, distance, attention). */
@org.osgi.annotation.versioning.ConsumerType
public interface AuralSensor {
    List<Heard> hear(SimulationContext context, Player listener, List<Spoken> spokenThisCycle);
}
