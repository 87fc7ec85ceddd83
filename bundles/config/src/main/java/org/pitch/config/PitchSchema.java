package org.pitch.config;

import java.util.Map;

import org.pitch.api.model.ModelSlot;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;

/**
 * Which {@code pitch.*} keys exist and what they take. The fixed keys are exactly those of the
 * embedded defaults (so the defaults file is the schema); {@code pitch.models.<slot>} must name a
 * {@link ModelSlot}; {@code pitch.rules.<rule>.*} and {@code pitch.models.<model>.<key>} are open
 * here because rules and models come as plugins ({@code enabled} must be a boolean): where the
 * installed bundles are known, {@link PluginSchema} checks them instead.
 */
final class PitchSchema {
    private static final Map<String, double[]> RANGES = Map.ofEntries(
            Map.entry("pitch.seed", new double[] {-1, Long.MAX_VALUE}),
            Map.entry("pitch.synch_timeout_ms", new double[] {1, 3_600_000}),
            Map.entry("pitch.synch_before_kick_off_ms", new double[] {0, 60_000}),
            Map.entry("pitch.synch_kick_off_when_connected", new double[] {0, 24}),
            Map.entry("pitch.synch_read_pass_us", new double[] {0, 1_000_000}),
            Map.entry("pitch.startup_timeout_ms", new double[] {0, 600_000}),
            Map.entry("pitch.inbound_queue", new double[] {16, 1 << 20}),
            Map.entry("pitch.guard.datagrams_per_cycle", new double[] {1, 1 << 20}),
            Map.entry("pitch.guard.greetings_per_host", new double[] {1, 1 << 20}),
            Map.entry("pitch.guard.greetings_per_host_per_second", new double[] {0.001, 1 << 20}),
            Map.entry("pitch.guard.greetings", new double[] {1, 1 << 20}),
            Map.entry("pitch.guard.greetings_per_second", new double[] {0.001, 1 << 20}),
            Map.entry("pitch.protocol.max_version", new double[] {1, 99}),
            Map.entry("pitch.web.port", new double[] {0, 65535}),
            Map.entry("pitch.vsc.port_base", new double[] {1, 65535 - 40}),
            Map.entry("pitch.vsc.bandwidth_mb_per_s", new double[] {0.001, 1_000_000}),
            Map.entry("pitch.vsc.send_queue_kb", new double[] {1, 1 << 20}),
            Map.entry("pitch.vsc.camera_width", new double[] {1, 4096}),
            Map.entry("pitch.vsc.camera_height", new double[] {1, 4096}),
            Map.entry("pitch.vsc.field_length", new double[] {0.1, 1000}),
            Map.entry("pitch.vsc.field_width", new double[] {0.1, 1000}));
    /** Numeric keys that take fractions although their default is whole (HOCON keeps 32.0 as an integer). */
    private static final java.util.Set<String> REALS = java.util.Set.of(
            "pitch.guard.greetings_per_host_per_second", "pitch.guard.greetings_per_second", "pitch.vsc.bandwidth_mb_per_s");
    /** String keys that take one of a few words. */
    private static final Map<String, java.util.List<String>> CHOICES = Map.of(
            "pitch.command_order", java.util.List.of("arrival", "shuffled"));

    private final Config defaults;

    PitchSchema(Config defaults) { this.defaults = defaults; }

    /** Checks one {@code pitch.*} leaf; returns the problem, or null if it is fine. */
    String check(String path, ConfigValue value) {
        if (path.startsWith("pitch.rules.")) {
            String[] parts = path.split("\\.");
            if (parts.length < 4) return "expected pitch.rules.<rule>.<setting>, e.g. pitch.rules.offside.enabled";
            if (parts.length == 4 && parts[3].equals("enabled") && value.valueType() != ConfigValueType.BOOLEAN
                    && ValueText.bool(String.valueOf(value.unwrapped())) == null) {
                return "expected a boolean (true|false)";
            }
            return null;
        }
        if (path.startsWith("pitch.models.")) {
            String slot = path.substring("pitch.models.".length());
            if (ModelSlot.forKey(slot) == null) return null; // a plugin's setting, or reported as unknown key by the caller
            return value.valueType() == ConfigValueType.STRING ? null : "expected an implementation name (a string)";
        }
        ConfigValueType expected = defaults.hasPath(path) ? defaults.getValue(path).valueType() : null;
        if (expected == null) return null;
        ConfigValueType actual = value.valueType();
        if (expected == ConfigValueType.NUMBER) {
            Double d = asNumber(value);
            if (d == null) return "expected a number, got " + value.render();
            Object def = defaults.getValue(path).unwrapped();
            if ((def instanceof Integer || def instanceof Long) && d != Math.rint(d) && !REALS.contains(path)) {
                return "expected an integer, got " + value.render();
            }
            double[] r = RANGES.get(path);
            if (r != null && (d < r[0] || d > r[1])) return "value " + value.render() + " is out of range " + fmt(r[0]) + ".." + fmt(r[1]);
            return null;
        }
        if (expected == ConfigValueType.BOOLEAN) {
            return actual == ConfigValueType.BOOLEAN || ValueText.bool(String.valueOf(value.unwrapped())) != null
                    ? null : "expected a boolean (true|false)";
        }
        if (expected == ConfigValueType.LIST) return actual == ConfigValueType.LIST ? null : "expected a list";
        java.util.List<String> choices = CHOICES.get(path);
        if (choices != null && !choices.contains(String.valueOf(value.unwrapped()))) {
            return "expected one of " + String.join("|", choices) + ", got " + value.render();
        }
        return actual == ConfigValueType.OBJECT || actual == ConfigValueType.LIST ? "expected a string" : null;
    }

    /** Whether the path is a key Pitch knows (fixed, a model slot, or under a rule). */
    boolean known(String path) {
        if (path.startsWith("pitch.rules.")) return true;
        if (path.startsWith("pitch.models.")) {
            // a slot, or a model's own setting (pitch.models.<name>.<key>), open like the rules' where the bundles are not known
            String rest = path.substring("pitch.models.".length());
            return ModelSlot.forKey(rest) != null || rest.indexOf('.') > 0;
        }
        return defaults.hasPathOrNull(path) && !(defaults.getValue(path) instanceof com.typesafe.config.ConfigObject)
                || defaults.hasPath(path) && defaults.getValue(path).valueType() == ConfigValueType.LIST;
    }

    static Double asNumber(ConfigValue v) {
        Object u = v.unwrapped();
        if (u instanceof Number) return ((Number) u).doubleValue();
        if (u instanceof String) {
            try { return Double.parseDouble(((String) u).trim()); } catch (NumberFormatException e) { return null; }
        }
        return null;
    }

    private static String fmt(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }
}
