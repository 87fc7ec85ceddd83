package org.pitch.api.rule;

import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;

/**
 * One referee rule (offside, touch lines, fouls, ...). Registered as a service with
 * {@value #NAME_PROPERTY} and {@value #ORDER_PROPERTY}; enabled by
 * {@code pitch.rules.<name>.enabled}. The kernel calls enabled rules in ascending order on the
 * simulation thread; every hook has a no-op default so a rule implements only what it judges.
 *
 * <p>A rule keeps its own state (last toucher, candidates, counters) in fields, and an instance
 * serves one match at a time: so a rule is a prototype-scoped component
 * ({@code @Component(scope = ServiceScope.PROTOTYPE, ...)}), and every match that is not the
 * server's own (a learning environment's, stepped beside others) gets an instance of its own.
 * {@link #onMatchStart} resets it.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface RefereeRule {
    String NAME_PROPERTY = "pitch.rule.name";
    String ORDER_PROPERTY = "pitch.rule.order";

    /** A new match begins (the simulation was created, or the rule was enabled mid-match). */
    /**
     * Whether this rule is one of rcssserver's referees. In coach mode without referees
     * ({@code server::coach} on, {@code coach_w_referee} off) the trainer alone judges and every
     * referee is off; rules that are the stadium's own business (auto mode, team names) stay.
     */
    default boolean isReferee() { return true; }

    default void onMatchStart(RefereeContext context) {}

    /** The match is closed (game over or server stop): last chance to write and close files. */
    default void onMatchEnd(RefereeContext context) {}

    /** A team's first player connected. */
    default void onTeamJoined(RefereeContext context, Team team) {}

    /** A kick reached the ball, giving it {@code acceleration} (magnitude). */
    default void onKick(RefereeContext context, Player kicker, double acceleration) {}

    default void onKickFailed(RefereeContext context, Player kicker) {}

    default void onTackle(RefereeContext context, Player tackler, double acceleration, boolean foul) {}

    default void onTackleFailed(RefereeContext context, Player tackler, boolean foul) {}

    default void onCatch(RefereeContext context, Player goalie) {}

    /** A failed catch that sent the ball away from the goalie. */
    default void onPunch(RefereeContext context, Player goalie) {}

    default void onTouch(RefereeContext context, Player player) {}

    /**
     * Once per cycle, after all objects moved and collided (or, while the clock stands, after the
     * commands): where a rule looks at the world and judges. {@link RefereeContext#ballBefore}
     * tells where the ball was before this cycle's movement.
     */
    default void afterStep(RefereeContext context) {}

    /**
     * Once at the very end of every cycle, whatever the play mode (time_over included), after
     * stamina and the recorders: for what rcssserver checks after its cycle, such as auto mode's
     * kick-off and game-over counts.
     */
    default void endOfCycle(RefereeContext context) {}

    /** The play mode changed (already visible in the world); {@code previous} was the mode before. */
    default void onPlayModeChange(RefereeContext context, PlayMode previous) {}

    /**
     * A human referee (a monitor's {@code dispfoul}) called a foul at ({@code x}, {@code y}): a free
     * kick for {@code side}, or for {@link Side#NEUTRAL} a drop ball. The kernel asks the enabled
     * rules in order, referees or not (the call is the human's, so it stands in coach mode without
     * referees too), until one answers that it placed the set play.
     */
    default boolean onFoulCalled(RefereeContext context, double x, double y, Side side) { return false; }

    /**
     * A human referee (a monitor's {@code dispcard}) shows {@code player} a card. Asked like
     * {@link #onFoulCalled}: the first enabled rule that answers it showed the card ends the call.
     */
    default boolean onCardShown(RefereeContext context, Player player, Card card) { return false; }

    /**
     * Someone asked for the kick-off: auto mode, a trainer's {@code (start)}, a monitor's
     * {@code (dispstart)}. Asked like {@link #onFoulCalled}, referees or not (a trainer starts
     * matches in coach mode too): the first enabled rule that answers it took the request (whether
     * or not play could start then) ends it.
     */
    default boolean onKickOffCalled(RefereeContext context) { return false; }
}
