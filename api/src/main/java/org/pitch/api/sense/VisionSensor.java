package org.pitch.api.sense;

import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.Player;

/**
 * Builds what a player sees now (manual §4.3.2), from its position, head direction, view width and
 * quality, focus point and type; noise models (quantisation, Gaussian) are implementations of this.
 * Called only when a see is due for the player.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface VisionSensor {
    /**
     * @param rules    what the viewer's protocol version sees (its codec's
     *                 {@link org.pitch.api.protocol.PlayerCodec#sightRules(double)})
     * @param gaussian whether the player asked for Gaussian noise ({@code (gaussian_see)}, v19)
     *                 rather than rcssserver's quantisation
     */
    default SeeObservation see(SimulationContext context, Player viewer, SightRules rules, boolean gaussian) {
        SeeObservation see = new SeeObservation();
        see(context, viewer, rules, gaussian, see);
        return see;
    }

    /**
     * As {@link #see(SimulationContext, Player, SightRules, boolean)}, refilling {@code into} (started
     * at the world's time): the tick path's form, which allocates nothing per object.
     */
    void see(SimulationContext context, Player viewer, SightRules rules, boolean gaussian, SeeObservation into);

    /**
     * How many vision ticks of its mode pass from one see of {@code viewer} to the next, from its
     * view width and quality now: synchronous see ({@code synchSee}) has one tick per cycle,
     * asynchronous see one every {@code send_step / 4}. The server counts the ticks per client and
     * asks this at every tick, so a change of view changes the interval, not the count.
     */
    int ticksBetweenSees(Player viewer, boolean synchSee);
}
