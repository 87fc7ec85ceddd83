package org.pitch.api.model;

/** Separates overlapping players, ball and goal posts after a movement step. */
@org.osgi.annotation.versioning.ConsumerType
public interface CollisionModel {
    /** After a movement step: the step's paths against the goal posts, then the overlapping objects. */
    void resolve(SimulationContext context);

    /**
     * Between steps, after a placement (a trainer's or a monitor's move, a referee's set play, a
     * catch): the overlapping objects only, as rcssserver's {@code collisions()} there; no path is
     * replayed against the posts, since nothing moved along one. A model without posts may leave
     * this to {@link #resolve}.
     */
    default void resolveOverlaps(SimulationContext context) { resolve(context); }
}
