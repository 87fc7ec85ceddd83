package org.pitch.api.param;

/**
 * One rcssserver parameter: its namespace, name, type and the inclusive range of values Pitch accepts.
 * Implemented by {@link ServerParam}, {@link PlayerParam} and {@link CsvSaverParam}.
 */
@org.osgi.annotation.versioning.ProviderType
public interface ParamKey {
    /** {@code "server"}, {@code "player"} or {@code "CSVSaver"}, exactly as rcssserver spells it. */
    String namespace();

    /** The name without the namespace, e.g. {@code "half_time"}. */
    String rcssName();

    ParamType type();

    /** Inclusive lower bound for INTEGER/REAL, {@link Double#NEGATIVE_INFINITY} when unbounded. */
    double min();

    /** Inclusive upper bound for INTEGER/REAL, {@link Double#POSITIVE_INFINITY} when unbounded. */
    double max();

    /** The HOCON path, e.g. {@code server.half_time}. */
    default String path() { return namespace() + "." + rcssName(); }

    /** The rcssserver option name, e.g. {@code server::half_time}. */
    default String rcssKey() { return namespace() + "::" + rcssName(); }

    default boolean inRange(double v) { return v >= min() && v <= max(); }
}
