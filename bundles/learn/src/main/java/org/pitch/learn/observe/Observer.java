package org.pitch.learn.observe;

/**
 * Builds the observation vectors of one simulation's agents. An observer may keep state between
 * steps (what an agent saw last); {@link #reset} starts a new episode.
 */
public interface Observer {
    /** A new episode has started in {@code scene}. */
    void reset(Scene scene);

    /** Called once after every step (and after a reset), before the agents' vectors are written. */
    void update(Scene scene);

    /** Writes the features of the roster's player {@code self} (an agent). */
    void write(Scene scene, int self, FeatureWriter out);
}
