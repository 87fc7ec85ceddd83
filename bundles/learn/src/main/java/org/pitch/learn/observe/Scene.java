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

    int maxSteps();
}
