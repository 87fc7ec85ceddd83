package org.pitch.api.learn;

import java.util.List;

import org.pitch.api.command.PlayerCommand;
import org.pitch.api.param.Parameters;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * One match stepped by its caller: players are added directly (no greeting), their commands go
 * through the same action models, referee rules and sensors as a UDP client's. Not thread-safe:
 * one thread steps it.
 */
@org.osgi.annotation.versioning.ProviderType
public interface SteppedMatch {
    World world();

    Parameters parameters();

    /** The referee's powers (play modes, placing, kick-off), as a trainer has them. */
    RefereeContext referee();

    /** @throws IllegalArgumentException if the side already has this number or is full */
    Player addPlayer(Side side, String teamName, int unum, boolean goalie);

    /** Queued for the next {@link #step()}, executed by its action model as a client's command. */
    void submit(Player player, PlayerCommand command);

    /** One cycle: the queued commands, movement, collisions, the referee, stamina, the clock. */
    void step();

    /** What the referee announced in the last step ({@code goal_l}, {@code foul_charge_r}, ...). */
    List<String> announcements();

    /** Why the match ended ({@code time_over}, ...), or null while it runs. */
    String finishReason();

    /**
     * Refills {@code into} with what {@code viewer} sees now through the vision model in use, as a
     * client of protocol {@code version} would be told it.
     */
    void see(Player viewer, double version, SeeObservation into);

    /** Cycles from one synchronous see of {@code viewer} to the next, for its view width now. */
    int cyclesBetweenSees(Player viewer);

    /** The {@code sense_body} of {@code player} now. */
    BodyObservation senseBody(Player player);

    /**
     * Done with the match. A match of one's own needs nothing; the players of a joined
     * {@link ServerMatch} leave the server's match, which no longer waits for them.
     */
    default void leave() {}
}
