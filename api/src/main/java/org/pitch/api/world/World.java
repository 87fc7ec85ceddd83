package org.pitch.api.world;

import java.util.List;

/**
 * The state of one match as models, rules and sensors see it. The kernel owns the only
 * implementation; everything else receives it as a parameter, on the simulation thread.
 */
public interface World {
    Ball ball();

    /** Players on the field, in a stable order (left team by unum, then right team). */
    List<Player> players();

    /** The player with that uniform number, or {@code null}. */
    Player player(Side side, int unum);

    /** The team on that side, or {@code null} while nobody of that side has connected. */
    Team team(Side side);

    PlayMode playMode();

    /** The side a sided play mode is awarded to; NEUTRAL otherwise. */
    Side playModeSide();

    /** The game clock in cycles; it stands still outside play. */
    int time();

    /** Cycles simulated so far, including those when the clock stood still. */
    long step();

    /** The player types of this match; index = type id. */
    List<PlayerType> playerTypes();
}
