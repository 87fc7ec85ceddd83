package org.pitch.learn.scenario;

import org.pitch.api.learn.SteppedMatch;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/** What a scenario's start and judge see of the running episode. */
public interface Episode {
    SteppedMatch match();

    /** The player of the roster's seat {@code index} (the order of {@link ScenarioSetup#roster()}). */
    Player seated(int index);

    /** The side that scored in the last step, or null. */
    Side scored();

    /** Steps taken in this episode. */
    int steps();
}
