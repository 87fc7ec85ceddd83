package org.pitch.api.rule;

import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;

/** What a referee rule may do besides reading the world. */
public interface RefereeContext extends SimulationContext {
    /** Changes the play mode; every enabled rule hears {@code onPlayModeChange} and clients are told. */
    void changePlayMode(PlayMode mode, Side side);

    /** A referee message to every client, e.g. {@code goal_l_1} or {@code yellow_card_r_5}. */
    void announce(String message);

    void placeBall(double x, double y);

    void placePlayer(Player player, double x, double y);

    void scoreGoal(Side side);

    /**
     * Gives the player another heterogeneous type (a substitution: the kick-off assignment, an
     * online coach's change): stamina is restored and every client is told, as rcssserver does.
     */
    void substitute(Player player, PlayerType type);

    /** Whether the game clock advances this cycle (e.g. not before kick-off). */
    void clockRunning(boolean running);
}
