package org.pitch.learn.scenario;

import java.util.List;
import java.util.random.RandomGenerator;


/**
 * A scenario with its options applied: who plays, how an episode starts and when it ends. One
 * setup serves every simulation of an {@code Open}; it keeps no state of an episode.
 */
public interface ScenarioSetup {
    /** Every player of a match, controlled ones first in the order of the agents, then the scripted. */
    List<Seat> roster();

    /** The step limit of an episode: reaching it is {@link org.pitch.api.learn.Outcome#OUT_OF_TIME}. */
    int maxSteps();

    /** How many teammates and opponents the observation vector describes (nearest first). */
    int teammateSlots();

    int opponentSlots();

    /** The reward specification used when the client names none ({@code goal:1}). */
    String defaultReward();

    /** Configuration the options imply, given after the profile and before the client's server_args. */
    List<String> serverArgs();

    /** The options after defaults, as HOCON, for the record. */
    String optionsUsed();

    /** Places the players and the ball and sets the play mode of a new episode, drawing from {@code random}. */
    void start(Episode episode, RandomGenerator random);

    /**
     * Whether the controlled players join the server's own match (beside its UDP clients)
     * instead of playing matches of their own: one episode, not seeded, no start state.
     */
    default boolean joinsServerMatch() { return false; }

    /** The judge of a new episode (a judge that counts across steps is made anew for each). */
    Judge newJudge();
}
