package org.pitch.api.rule;

import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.geom.Vec2;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;

/**
 * What a referee rule may do besides reading the world: the powers rcssserver's stadium gives its
 * referees. Only on the simulation thread.
 */
@org.osgi.annotation.versioning.ProviderType
public interface RefereeContext extends SimulationContext {
    /**
     * Changes the play mode; every enabled rule hears {@code onPlayModeChange}, and every client
     * hears the mode's name as a referee message (except {@code goal_l}/{@code goal_r}, whose
     * message {@code goal_l_N} the rule announces itself, as rcssserver does).
     */
    void changePlayMode(PlayMode mode, Side side);

    /** A referee message to every client and log, e.g. {@code goal_l_1} or {@code half_time}. */
    void announce(String message);

    /** Puts the ball there at rest. */
    void placeBall(double x, double y);

    /** Puts the player there at rest (body direction kept). */
    void placePlayer(Player player, double x, double y);

    /**
     * The player leaves the match (a red card, a monitor's discard): it lets the ball go, is
     * disabled, as rcssserver disables it, and stands at rest on its bench spot. What is said or
     * shown for it (a card, an announcement) is the caller's.
     */
    default void sendOff(Player player) {
        player.holdingBall(false);
        player.enabled(false);
        placePlayer(player, FieldGeometry.benchX(player.side(), player.unum()), FieldGeometry.BENCH_Y);
    }

    /** Separates overlapping objects now, as after a cycle's movement (after teleporting players). */
    void resolveCollisions();

    /**
     * Where the ball was when the referee rules last judged a step: the start of this cycle's
     * movement, unless a trainer or a monitor moved the ball between the steps (rcssserver's goal
     * line check runs from there, its touch referee's last view of the ball).
     */
    Vec2 ballBefore();

    void scoreGoal(Side side);

    /**
     * Gives the player another heterogeneous type (a substitution: the kick-off assignment, an
     * online coach's change): stamina is restored and every client is told, as rcssserver does.
     */
    void substitute(Player player, PlayerType type);

    /**
     * Asks for the kick-off, as the trainer's {@code (start)}, a monitor's {@code (dispstart)} and
     * auto mode do: the rules decide ({@link RefereeRule#onKickOffCalled}); with the default
     * assembly the {@code kick_off} rule kicks off if the clock stands at the start of a half.
     */
    void kickOff();

    /**
     * Hands out the heterogeneous types of the first kick-off: the player types model gives each
     * team's players distinct types, as rcssserver does (unless {@code allow_mult_default_type}).
     * The online coach's type limits count from then on.
     */
    void assignInitialTypes();

    /** Sets the game clock (half time jumps it to the exact half boundary). */
    void time(int cycles);

    /** Restores every enabled player's stamina, effort, recovery and capacity (a new normal half). */
    void recoverPlayers();

    /** Restores every enabled player's stamina capacity only (the start of extra time). */
    void recoverCapacity();

    /**
     * The match is over and the server should close it (logs, result) and exit, e.g. auto mode's
     * {@code game_over_wait} has passed. The current cycle completes first.
     */
    void finishMatch(String reason);

    /**
     * Pitch's own settings (the {@code pitch} block of the configuration), e.g. a rule's options
     * under {@code rules.<name>}: {@code settings().number("rules.mercy.goal_difference", 10)}.
     */
    org.pitch.api.config.Settings settings();

    /** Clients connected as players now (enabled or not). */
    default int connectedPlayers() { return world().players().size(); }
}
