package org.pitch.api.model;

/**
 * Advances every object by one cycle (manual §4.4): turns accumulated acceleration into velocity
 * with noise and wind, limits speed, moves, then decays the velocity.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface MovementModel {
    void step(SimulationContext context);
}
