package org.pitch.api.config;

import java.util.Optional;
import java.util.Set;

/**
 * Pitch's own settings (the {@code pitch.*} tree of the configuration), read by path relative to
 * {@code pitch}, e.g. {@code models.dash} or {@code rules.offside.enabled}. Values were checked at
 * start-up against the keys Pitch knows; a bundle reading its own keys gets them as typed here.
 */
@org.osgi.annotation.versioning.ProviderType
public interface Settings {
    Optional<String> string(String path);

    Optional<Double> number(String path);

    Optional<Boolean> bool(String path);

    /** Names of the direct children of an object path, e.g. the rule names under {@code rules}. */
    Set<String> children(String path);

    default String string(String path, String fallback) { return string(path).orElse(fallback); }

    default double number(String path, double fallback) { return number(path).orElse(fallback); }

    default boolean bool(String path, boolean fallback) { return bool(path).orElse(fallback); }
}
