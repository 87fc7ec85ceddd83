/**
 * Scripted players of learning environments, one {@link org.pitch.api.learn.ScriptedPolicy}
 * component per policy, named by {@code pitch.policy.name}: {@code goalie}, {@code chaser},
 * {@code taker}, {@code striker}. They read the full state and send ordinary commands, at most
 * one body command a cycle, as a simple client would; they keep no state between cycles (what
 * they need to remember, such as how long a goalie has held the ball, is in the world), allocate
 * nothing but their commands and draw randomness only from the context's stream.
 */
// started only when the learning environments are on
@org.osgi.annotation.bundle.Header(name = org.pitch.api.config.LaunchProperties.FEATURE_HEADER, value = "pitch.learn.enabled")
package org.pitch.learn.policies;
