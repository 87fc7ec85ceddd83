package org.pitch.api.config;

/**
 * The framework properties the launcher sets for the bundles: how this start was asked for. One
 * place for their names, so that the launcher and the bundles reading them cannot drift apart.
 */
public final class LaunchProperties {
    /** The effective configuration, rendered as compact HOCON (read by the config bundle). */
    public static final String CONFIGURATION = "pitch.config";
    /**
     * {@code true} when {@link #CONFIGURATION} is a whole effective configuration that the launcher
     * has validated already: the config bundle reads it as it is instead of layering it over the
     * defaults and checking every key again (about 100 ms of a start-up).
     */
    public static final String CONFIGURATION_VALIDATED = "pitch.config.validated";
    /** {@code pitch replay FILE}: the game log to play to monitors instead of a match. */
    public static final String REPLAY_FILE = "pitch.replay.file";
    /** {@code pitch replay --speed F}: how many times real time. */
    public static final String REPLAY_SPEED = "pitch.replay.speed";
    /** {@code pitch replay --loop}: start again at the end. */
    public static final String REPLAY_LOOP = "pitch.replay.loop";

    /**
     * Manifest header of a bundle that serves only when a boolean setting is on, naming that
     * setting ({@code Pitch-Feature: pitch.web.enabled}): the launcher installs it but leaves it
     * stopped when the setting is off, so a feature that is off costs nothing at start-up.
     */
    public static final String FEATURE_HEADER = "Pitch-Feature";

    private LaunchProperties() {}
}
