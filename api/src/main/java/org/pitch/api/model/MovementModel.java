package org.pitch.api.model;

/**
 * Advances every object by one cycle (manual §4.4): turns accumulated acceleration into velocity
 * with noise and wind, limits speed, moves, then decays the velocity.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface MovementModel {
    void step(SimulationContext context);

    /**
     * A server's match starts (before its first cycle): what the model keeps for the whole match
     * may be set now, as rcssserver draws and prints its weather at start-up. Not called for
     * matches stepped in-process (learning environments): there the first {@link #step} sets it.
     */
    default void matchStarts(SimulationContext context) {}
}
