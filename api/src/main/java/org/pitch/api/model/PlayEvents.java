package org.pitch.api.model;

import org.pitch.api.world.Player;

/**
 * Ball contacts a model reports as they happen; the kernel hands each to the enabled referee
 * rules before the next command is applied.
 */
public interface PlayEvents {
    /** A kick reached the ball; {@code acceleration} is the magnitude it gave the ball. */
    void kicked(Player kicker, double acceleration);

    /** A kick command that did not reach the ball (out of the kickable area). */
    default void kickFailed(Player kicker) {}

    /** A successful tackle; {@code acceleration} is the magnitude it gave the ball. */
    void tackled(Player tackler, double acceleration, boolean foul);

    /** A tackle that missed the ball (for {@code foul}: an intentional foul attempt). */
    default void tackleFailed(Player tackler, boolean foul) {}

    void caught(Player goalie);

    /** A catch that failed and, in v15+ physics, sent the ball away from the goalie. */
    default void punched(Player goalie) {}

    /** The ball touched the player without a kick (a collision or a dribble into the body). */
    void touched(Player player);
}
