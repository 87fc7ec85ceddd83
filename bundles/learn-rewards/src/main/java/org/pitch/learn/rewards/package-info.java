/**
 * Reward functions of learning environments, one {@link org.pitch.api.learn.RewardFunction}
 * component per function, named by {@code pitch.reward.name}: {@code goal}, {@code ball_progress},
 * {@code ball_proximity}, {@code keepaway_time}. Each scores one step of one controlled player
 * from the {@link org.pitch.api.learn.RewardContext} alone and keeps no state.
 */
// started only when the learning environments are on
@org.osgi.annotation.bundle.Header(name = org.pitch.api.config.LaunchProperties.FEATURE_HEADER, value = "pitch.learn.enabled")
package org.pitch.learn.rewards;
