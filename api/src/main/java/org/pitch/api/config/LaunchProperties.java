package org.pitch.api.config;

/**
 * The framework properties the launcher sets for the bundles: how this start was asked for. One
 * place for their names, so that the launcher and the bundles reading them cannot drift apart.
 */
public final class LaunchProperties {
    /**
     * A configuration for a framework started without the launcher (a test, an embedding): HOCON
     * that the config bundle layers over the embedded defaults and checks. The launcher hands its
     * own over as a service instead ({@link #CONFIGURATION_SERVICE_FILTER}).
     */
    public static final String CONFIGURATION = "pitch.config";
    /**
     * How the launcher hands over the configuration it validated: a service of class
     * {@code java.util.function.Supplier} with the property {@value #LAUNCH}={@value #LAUNCH_CONFIGURATION},
     * registered before any bundle starts, whose {@code get()} is the whole effective configuration
     * as compact HOCON. The config bundle reads it as it is, without checking every key again; it
     * takes it over {@link #CONFIGURATION} (a bare framework's way). A service, not a framework
     * property, so that the framework can be made and filled while the configuration still loads.
     */
    public static final String LAUNCH = "pitch.launch";
    /** The value of {@link #LAUNCH} on the launcher's configuration service. */
    public static final String LAUNCH_CONFIGURATION = "configuration";
    /** A filter that finds the launcher's configuration service. */
    public static final String CONFIGURATION_SERVICE_FILTER = "(" + LAUNCH + "=" + LAUNCH_CONFIGURATION + ")";
    /**
     * How the launcher tells the bundles the variant it runs (which bundles, by content digest, with
     * which configuration): a service of class {@code java.util.function.Supplier} with the property
     * {@value #LAUNCH}={@value #LAUNCH_VARIANT}, registered before any bundle starts, whose
     * {@code get()} is the variant as JSON. Its properties {@link #VARIANT_ID} and {@link #VARIANT}
     * are set once the server is ready (computing the variant is kept out of the start-up) and again
     * whenever a jar of the plugins folder is added, updated or removed.
     */
    public static final String LAUNCH_VARIANT = "variant";
    /** A filter that finds the launcher's variant service. */
    public static final String VARIANT_SERVICE_FILTER = "(" + LAUNCH + "=" + LAUNCH_VARIANT + ")";
    /** The variant service's short variant id (8 hex digits), once known. */
    public static final String VARIANT_ID = "pitch.variant.id";
    /** The variant service's variant as JSON, once known: what the game log recorder writes beside the log. */
    public static final String VARIANT = "pitch.variant";
    /**
     * Framework property of {@code --check}: {@value #CHECK_STARTS}, the kernel proves the server
     * starts (the models complete, the ports bound, a match built) and opens, plays and records no
     * match; {@value #CHECK_OPENS_MATCH}, it also opens and closes the match (its logs and results
     * written as configured), which the start that makes the class-data archive needs.
     */
    public static final String CHECK = "pitch.check";
    /** {@link #CHECK}: start only. */
    public static final String CHECK_STARTS = "starts";
    /** {@link #CHECK}: start, then open and close a match. */
    public static final String CHECK_OPENS_MATCH = "opens_match";
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
