package org.pitch.learn.scenario;

import org.pitch.api.learn.Outcome;

/** Decides how one episode stands after each of its steps; may count what it saw in earlier steps. */
@FunctionalInterface
public interface Judge {
    /** {@link Outcome#IN_PLAY} when the scenario sees no end (the step limit and the match's end are checked apart). */
    Outcome judge(Episode episode);
}
