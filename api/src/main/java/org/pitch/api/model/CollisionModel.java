package org.pitch.api.model;

/** Separates overlapping players, ball and goal posts after a movement step. */
@org.osgi.annotation.versioning.ConsumerType
public interface CollisionModel {
    void resolve(SimulationContext context);
}
