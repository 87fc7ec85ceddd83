package org.pitch.config;

import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.pitch.api.config.Settings;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;

/** {@link Settings} over the validated {@code pitch} subtree. */
final class ConfigSettings implements Settings {
    private final Config pitch;

    ConfigSettings(Config pitch) { this.pitch = pitch; }

    @Override
    public Optional<String> string(String path) {
        try {
            return pitch.hasPath(path) ? Optional.of(pitch.getString(path)) : Optional.empty();
        } catch (ConfigException.WrongType e) {
            return Optional.empty();
        }
    }

    @Override
    public Optional<Double> number(String path) {
        try {
            return pitch.hasPath(path) ? Optional.of(pitch.getDouble(path)) : Optional.empty();
        } catch (ConfigException.WrongType e) {
            return Optional.empty();
        }
    }

    @Override
    public Optional<Boolean> bool(String path) {
        if (!pitch.hasPath(path)) return Optional.empty();
        Boolean b = ValueText.bool(String.valueOf(pitch.getValue(path).unwrapped()));
        return Optional.ofNullable(b);
    }

    @Override
    public Set<String> children(String path) {
        if (!pitch.hasPath(path)) return Set.of();
        try {
            return new TreeSet<>(pitch.getObject(path).keySet());
        } catch (ConfigException.WrongType e) {
            return Set.of();
        }
    }
}
