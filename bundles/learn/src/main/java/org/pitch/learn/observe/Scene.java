package org.pitch.learn.observe;

import org.pitch.api.learn.SteppedMatch;
import org.pitch.api.world.Player;

/** What an observation is built from: the match, its players by roster index, and the episode's progress. */
public interface Scene {
    SteppedMatch match();

    /** Players of the roster (controlled and scripted). */
    int players();

    Player player(int index);

    int steps();

    /** The controlled players: how many, and each one's roster index. */
    int agents();

    int agent(int a);

    /** Whether agent {@code a} gets a synchronous see after the last step (per its view width's see interval). */
    boolean seeDue(int a);

    int maxSteps();
}
