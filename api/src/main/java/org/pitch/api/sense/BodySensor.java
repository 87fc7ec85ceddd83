package org.pitch.api.sense;

import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.Player;

/** Builds the {@code sense_body} observation of one player. */
@org.osgi.annotation.versioning.ConsumerType
public interface BodySensor {
    /** A new observation of {@code player} now. */
    BodyObservation sense(SimulationContext context, Player player);

    /**
     * The observation of {@code player} now, written into {@code into} where the sensor can (the
     * kernel's one buffer, refilled for every player); returns the observation to use, which a
     * sensor that cannot reuse may make anew.
     */
    default BodyObservation sense(SimulationContext context, Player player, BodyObservation into) {
        return sense(context, player);
    }
}
