package org.pitch.api.model;

import org.pitch.api.world.Player;

/**
 * Ball contacts a model reports as they happen; the kernel hands each to the enabled referee
 * rules before the next command is applied.
 */
public interface PlayEvents {
    void kicked(Player kicker);

    void tackled(Player tackler, boolean foul);

    void caught(Player goalie);

    /** The ball touched the player without a kick (a collision or a dribble into the body). */
    void touched(Player player);
}
