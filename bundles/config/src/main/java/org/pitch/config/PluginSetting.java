package org.pitch.config;

import java.util.List;

import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;

/**
 * One setting a plugin declares (an OSGi Metatype attribute definition): its key under the
 * plugin's block, type, default, range or choices and one line of help. Checks a configured value
 * as the core keys are checked.
 *
 * @param type the Metatype type name: {@code String}, {@code Boolean}, {@code Double},
 *             {@code Float}, {@code Long}, {@code Integer}, {@code Short}, {@code Byte}, {@code Char}
 * @param defaultValue as declared (text), or null
 * @param min the declared minimum, or null
 * @param max the declared maximum, or null
 * @param options the allowed values, empty for any
 */
public record PluginSetting(String key, String type, String defaultValue, Double min, Double max, List<String> options, String description) {
    public PluginSetting {
        options = List.copyOf(options);
    }

    boolean numeric() {
        return switch (type) {
            case "Double", "Float", "Long", "Integer", "Short", "Byte" -> true;
            default -> false;
        };
    }

    private boolean whole() {
        return switch (type) {
            case "Long", "Integer", "Short", "Byte" -> true;
            default -> false;
        };
    }

    /** The problem with a configured value, or null if it is fine. */
    String check(ConfigValue value) {
        ConfigValueType t = value.valueType();
        if (t == ConfigValueType.OBJECT || t == ConfigValueType.LIST) return "expected " + expected() + ", got " + t.name().toLowerCase();
        String text = String.valueOf(value.unwrapped());
        if (type.equals("Boolean")) {
            return ValueText.bool(text) == null ? "expected a boolean (true|false), got " + value.render() : null;
        }
        if (numeric()) {
            Double d = PitchSchema.asNumber(value);
            if (d == null || !Double.isFinite(d)) return "expected " + expected() + ", got " + value.render();
            if (whole() && d != Math.rint(d)) return "expected " + expected() + ", got " + value.render();
            if (min != null && d < min || max != null && d > max) {
                return "value " + value.render() + " is out of range " + bound(min, "-inf") + ".." + bound(max, "+inf");
            }
        }
        if (!options.isEmpty() && !options.contains(text)) return "expected one of " + String.join("|", options) + ", got " + value.render();
        return null;
    }

    /** The default as a configuration value (a number for a numeric setting), or null if none is declared. */
    Object typedDefault() {
        if (defaultValue == null) return null;
        if (type.equals("Boolean")) return Boolean.parseBoolean(defaultValue.trim());
        if (numeric()) {
            try {
                double d = Double.parseDouble(defaultValue.trim());
                return whole() ? (Object) (long) d : (Object) d;
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return defaultValue;
    }

    /** What the setting takes, for messages and listings: {@code a number in 0..1}. */
    String expected() {
        String what = switch (type) {
            case "Boolean" -> "a boolean (true|false)";
            case "Double", "Float" -> "a number";
            case "Long", "Integer", "Short", "Byte" -> "an integer";
            default -> "a string";
        };
        if (min != null || max != null) what += " in " + bound(min, "-inf") + ".." + bound(max, "+inf");
        if (!options.isEmpty()) what += " (one of " + String.join("|", options) + ")";
        return what;
    }

    private static String bound(Double b, String none) {
        if (b == null) return none;
        return b == Math.rint(b) && Math.abs(b) < 1e15 ? Long.toString(b.longValue()) : Double.toString(b);
    }
}
