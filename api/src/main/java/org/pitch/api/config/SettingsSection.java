package org.pitch.api.config;

import java.util.Optional;
import java.util.Set;

/** {@link Settings#section}: a view that puts a path before every path it is asked. */
final class SettingsSection implements Settings {
    private final Settings whole;
    private final String base;

    SettingsSection(Settings whole, String base) {
        this.whole = whole;
        this.base = base;
    }

    private String full(String path) {
        if (base.isEmpty()) return path;
        return path.isEmpty() ? base : base + "." + path;
    }

    @Override public Optional<String> string(String path) { return whole.string(full(path)); }

    @Override public Optional<Double> number(String path) { return whole.number(full(path)); }

    @Override public Optional<Boolean> bool(String path) { return whole.bool(full(path)); }

    @Override public Set<String> children(String path) { return whole.children(full(path)); }

    @Override public Settings section(String path) { return new SettingsSection(whole, full(path)); }

    @Override public String toString() { return "pitch." + base; }
}
