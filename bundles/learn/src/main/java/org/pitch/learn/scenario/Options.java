package org.pitch.learn.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

import org.pitch.learn.InvalidRequest;

/**
 * An {@code Open}'s options as text, read one by one with their defaults and valid values. Every
 * value read is remembered (for {@code Opened.options_used}); {@link #checkAllRead()} refuses
 * options nobody asked for, naming the known ones.
 */
public final class Options {
    private final Map<String, String> given;
    private final Map<String, String> used = new LinkedHashMap<>();

    public Options(Map<String, String> given) { this.given = Map.copyOf(given); }

    public boolean has(String name) { return given.containsKey(name); }

    public int integer(String name, int fallback, int min, int max) throws InvalidRequest {
        String text = given.get(name);
        int value = fallback;
        if (text != null) {
            try {
                value = Integer.parseInt(text.trim());
            } catch (NumberFormatException e) {
                throw new InvalidRequest(field(name), name + ": '" + text + "' is not an integer (valid: " + min + ".." + max + ")");
            }
        }
        if (value < min || value > max) {
            throw new InvalidRequest(field(name), name + ": " + value + " is outside the valid range " + min + ".." + max);
        }
        used.put(name, Integer.toString(value));
        return value;
    }

    public double real(String name, double fallback, double min, double max) throws InvalidRequest {
        String text = given.get(name);
        double value = fallback;
        if (text != null) {
            try {
                value = Double.parseDouble(text.trim());
            } catch (NumberFormatException e) {
                throw new InvalidRequest(field(name), name + ": '" + text + "' is not a number (valid: " + min + ".." + max + ")");
            }
        }
        if (!(value >= min && value <= max)) {
            throw new InvalidRequest(field(name), name + ": " + value + " is outside the valid range " + min + ".." + max);
        }
        used.put(name, Double.toString(value));
        return value;
    }

    public boolean bool(String name, boolean fallback) throws InvalidRequest {
        String text = given.get(name);
        boolean value = fallback;
        if (text != null) {
            switch (text.trim().toLowerCase(Locale.ROOT)) {
                case "true", "1", "yes", "on" -> value = true;
                case "false", "0", "no", "off" -> value = false;
                default -> throw new InvalidRequest(field(name), name + ": '" + text + "' is not a boolean (valid: true, false)");
            }
        }
        used.put(name, Boolean.toString(value));
        return value;
    }

    /** One of {@code valid}, the first being the default. */
    public String choice(String name, String... valid) throws InvalidRequest {
        String text = given.get(name);
        String value = text == null ? valid[0] : text.trim();
        if (!List.of(valid).contains(value)) {
            throw new InvalidRequest(field(name), name + ": '" + text + "' is not valid (valid: " + String.join(", ", valid) + ")");
        }
        used.put(name, quoted(value));
        return value;
    }

    /** Free text, checked by the caller. */
    public String text(String name, String fallback) {
        String value = given.getOrDefault(name, fallback);
        used.put(name, quoted(value));
        return value;
    }

    /** Refuses options no reader asked for. */
    public void checkAllRead() throws InvalidRequest {
        for (String name : new TreeSet<>(given.keySet())) {
            if (!used.containsKey(name)) {
                throw new InvalidRequest(field(name), "unknown option '" + name + "' (valid: " + String.join(", ", new TreeSet<>(used.keySet())) + ")");
            }
        }
    }

    /** The options read, with defaults, as HOCON. */
    public String usedAsHocon() {
        List<String> lines = new ArrayList<>();
        used.forEach((k, v) -> lines.add(k + " = " + v));
        return String.join("\n", lines);
    }

    public static String field(String name) { return "options." + name; }

    private static String quoted(String s) { return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\""; }
}
