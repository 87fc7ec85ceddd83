package org.pitch.api.config;

/**
 * The framework properties the launcher sets for the bundles: how this start was asked for. One
 * place for their names, so that the launcher and the bundles reading them cannot drift apart.
 */
public final class LaunchProperties {
    /** The effective configuration, rendered as compact HOCON (read by the config bundle). */
    public static final String CONFIGURATION = "pitch.config";
    /** {@code pitch replay FILE}: the game log to play to monitors instead of a match. */
    public static final String REPLAY_FILE = "pitch.replay.file";
    /** {@code pitch replay --speed F}: how many times real time. */
    public static final String REPLAY_SPEED = "pitch.replay.speed";
    /** {@code pitch replay --loop}: start again at the end. */
    public static final String REPLAY_LOOP = "pitch.replay.loop";

    private LaunchProperties() {}
}
