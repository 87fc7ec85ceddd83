package org.pitch.api.config;

import java.lang.annotation.Annotation;
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

    /** The settings below {@code path}, read relative to it: {@code section("rules.mercy").number("goal_difference")}. */
    default Settings section(String path) { return new SettingsSection(this, path); }

    /**
     * These settings through a settings annotation (see {@link Configurable}): each method reads
     * the key of its name, or answers its default where the key is not set. Methods may return
     * {@code double}, {@code float}, {@code int}, {@code long}, {@code boolean}, {@code String} or
     * an enum (by constant name). Made once, at configuration time; each call reads the settings.
     *
     * @throws IllegalArgumentException if {@code type} has a method of another return type
     */
    default <A extends Annotation> A as(Class<A> type) { return SettingsAnnotation.of(type, this); }
}
