package org.pitch.learn.scenario;

import org.pitch.learn.InvalidRequest;

/**
 * A learning scenario (an environment id such as {@code HalfFieldOffense-v0}): a configuration
 * profile in {@code conf/profiles/}, options, a roster, a start state and an outcome judge.
 */
public interface Scenario {
    /** The id clients open it by. */
    String id();

    /** The profile (file name in {@code conf/profiles/} without {@code .conf}) its matches start from. */
    String profile();

    /**
     * Reads this scenario's options (the common ones, {@code observation}, {@code reward},
     * {@code seed}, {@code raw_messages}, are the caller's) and checks them.
     *
     * @throws InvalidRequest naming {@code options.<name>} and the valid values
     */
    ScenarioSetup configure(Options options) throws InvalidRequest;
}
