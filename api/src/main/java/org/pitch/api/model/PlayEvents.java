package org.pitch.api.model;

import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.world.Player;

/**
 * What models report as it happens: ball contacts, which the kernel hands to the enabled referee
 * rules before the next command is applied, and replies owed to a player's client.
 */
@org.osgi.annotation.versioning.ProviderType
public interface PlayEvents {
    /** A kick reached the ball; {@code acceleration} is the magnitude it gave the ball. */
    void kicked(Player kicker, double acceleration);

    /** A kick command that did not reach the ball (out of the kickable area). */
    default void kickFailed(Player kicker) {}

    /** A successful tackle; {@code acceleration} is the magnitude it gave the ball. */
    void tackled(Player tackler, double acceleration, boolean foul);

    /** A tackle that missed the ball (for {@code foul}: an intentional foul attempt). */
    default void tackleFailed(Player tackler, boolean foul) {}

    /**
     * A goalie caught the ball; the referee rules judge the catch (and a touch) now, after the
     * objects are separated, and the goalie holds the ball from then on (while the play mode lets
     * it): the catch model leaves the holding to this, so that the separation sees the goalie as
     * it was before the catch.
     */
    void caught(Player goalie);

    /**
     * A player's own {@code (move)} put it on a spot before a kick-off or after a goal: the objects
     * overlapping there are separated at once, as rcssserver's {@code Player::move} calls its
     * {@code collisions()} (a goalie's move with the caught ball is not reported).
     */
    default void moved(Player player) {}

    /** A catch that failed and, in v15+ physics, sent the ball away from the goalie. */
    default void punched(Player goalie) {}

    /** The ball touched the player without a kick (a collision or a dribble into the body). */
    void touched(Player player);

    /**
     * A reply the player's client gets about a command it sent, {@code (kind token)}: e.g.
     * {@code warning moving_to_opponent_field} or {@code error too_many_moves}. It goes out
     * when the command runs: at once for one run as it arrives (a move), else after the cycle,
     * before the cycle's sensor messages.
     */
    default void reply(Player player, ReplyKind kind, String token) {}

    /**
     * A line for the server's console (stdout), as rcssserver prints a few of its models' facts
     * (the wind it drew). A server's match prints it; a match stepped in-process (learning
     * environments, thousands of them) does not.
     */
    default void console(String line) {}

    /**
     * A referee message an event gives rise to, heard by every client and log at once, whatever
     * the referee rules make of the event (rcssserver's stadium says {@code goalie_catch_ball_l}
     * when a goalie catches, before its referees judge the catch).
     */
    default void announce(String message) {}
}
