package org.pitch.kernel;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.pitch.api.config.Settings;

/** Settings given as flat paths ({@code models.movement = standard}), independent of the defaults. */
final class MapSettings implements Settings {
    private final Map<String, String> values;

    MapSettings(Map<String, String> values) { this.values = values; }

    @Override public Optional<String> string(String path) { return Optional.ofNullable(values.get(path)); }

    @Override public Optional<Double> number(String path) { return string(path).map(Double::valueOf); }

    @Override public Optional<Boolean> bool(String path) { return string(path).map(Boolean::valueOf); }

    @Override
    public Set<String> children(String path) {
        Set<String> out = new TreeSet<>();
        for (String k : values.keySet()) {
            if (k.startsWith(path + ".")) out.add(k.substring(path.length() + 1).split("\\.")[0]);
        }
        return out;
    }
}
