package org.pitch.record.gamelog;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.config.Settings;
import org.pitch.api.param.Parameters;
import org.pitch.config.ConfigLoader;

/** rcssserver's defaults plus a test's HOCON, and Pitch settings the test sets freely. */
final class TestConfiguration implements ServerConfiguration {
    private final Parameters parameters;
    final Map<String, Object> settings = new HashMap<>();

    TestConfiguration(String hocon) {
        try {
            parameters = ConfigLoader.fromText(hocon, "test").parameters();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    TestConfiguration set(String path, Object value) {
        settings.put(path, value);
        return this;
    }

    @Override public Parameters parameters() { return parameters; }
    @Override public List<String> profiles() { return List.of(); }
    @Override public long seed() { return 1; }
    @Override public String render() { return ""; }

    @Override
    public Settings settings() {
        return new Settings() {
            @Override public Optional<String> string(String path) { return Optional.ofNullable((String) settings.get(path)); }
            @Override public Optional<Double> number(String path) {
                Object v = settings.get(path);
                return v == null ? Optional.empty() : Optional.of(((Number) v).doubleValue());
            }
            @Override public Optional<Boolean> bool(String path) { return Optional.ofNullable((Boolean) settings.get(path)); }
            @Override public Set<String> children(String path) { return Set.of(); }
        };
    }
}
