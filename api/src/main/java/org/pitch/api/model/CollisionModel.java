package org.pitch.api.model;

/** Separates overlapping players, ball and goal posts after a movement step. */
public interface CollisionModel {
    void resolve(SimulationContext context);
}
