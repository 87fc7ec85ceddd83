package org.pitch.config;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.pitch.api.model.ModelSlot;
import org.pitch.config.PluginComponent.Kind;

import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;

/**
 * What the installed bundles offer the configuration: every model (by slot), rule, reward and
 * scripted policy with the settings it declares. With it the keys under {@code pitch.models} and
 * {@code pitch.rules} are checked like the core keys: an unknown name or setting, a wrong type or
 * a value out of range is a problem naming the nearest valid key. Rewards and scripted policies
 * are single instances shared by every environment, so {@code pitch.rewards} and
 * {@code pitch.policies} take no settings.
 */
public final class PluginSchema {
    private final List<PluginComponent> components;

    public PluginSchema(Collection<PluginComponent> components) { this.components = List.copyOf(components); }

    public List<PluginComponent> components() { return components; }

    /** The names of that kind, sorted. */
    Set<String> names(Kind kind) {
        Set<String> out = new TreeSet<>();
        for (PluginComponent c : components) if (c.kind() == kind) out.add(c.name());
        return out;
    }

    /** The implementations installed for a model slot (an action model that names no slot counts for every action slot). */
    Set<String> models(ModelSlot slot) {
        Set<String> out = new TreeSet<>();
        for (PluginComponent c : components) {
            if (c.kind() != Kind.MODEL) continue;
            if (slot.key().equals(c.slot()) || c.slot() == null && slot.command() != null) out.add(c.name());
        }
        return out;
    }

    /** The settings declared under {@code pitch.<block>.<name>} (several components may share a name, e.g. one per slot). */
    List<PluginSetting> settings(Kind kind, String name) {
        List<PluginSetting> out = new ArrayList<>();
        for (PluginComponent c : components) if (c.kind() == kind && c.name().equals(name)) out.addAll(c.settings());
        return out;
    }

    /**
     * The problem with one leaf under a plugin block ({@code path} without the leading
     * {@code pitch.}, e.g. {@code rules.offside.enabled}), or null if it is fine.
     */
    String problem(String path, ConfigValue value) {
        String[] parts = path.split("\\.", 3);
        Kind kind = kind(parts[0]);
        String block = "pitch." + parts[0];
        if (kind == Kind.MODEL) {
            ModelSlot slot = parts.length >= 2 ? ModelSlot.forKey(parts[1]) : null;
            if (slot != null) return parts.length == 2 ? modelChoice(slot, value) : "pitch.models." + slot.key() + " takes an implementation name, not settings";
        }
        if (parts.length < 2) return "expected " + block + ".<name>";
        String name = parts[1];
        Set<String> names = names(kind);
        if (!names.contains(name)) return unknownName(kind, block, name, names);
        if (parts.length < 3) return "expected " + block + "." + name + ".<setting>";
        if (kind == Kind.REWARD || kind == Kind.POLICY) {
            // one instance serves every environment: a setting could not differ between them, so none is taken
            return "a " + (kind == Kind.REWARD ? "reward" : "scripted policy") + " takes no settings from the configuration"
                    + (kind == Kind.REWARD ? " (an environment gives each reward its weight: reward=\"goal:1,possession:0.01\")" : "");
        }
        String key = parts[2];
        if (kind == Kind.RULE && key.equals("enabled")) {
            return value.valueType() == ConfigValueType.BOOLEAN || ValueText.bool(String.valueOf(value.unwrapped())) != null
                    ? null : "expected a boolean (true|false)";
        }
        List<PluginSetting> declared = settings(kind, name);
        for (PluginSetting s : declared) if (s.key().equals(key)) return s.check(value);
        return unknownSetting(kind, block + "." + name, key, declared);
    }

    private String modelChoice(ModelSlot slot, ConfigValue value) {
        if (value.valueType() != ConfigValueType.STRING) return "expected an implementation name (a string)";
        String chosen = (String) value.unwrapped();
        Set<String> installed = models(slot);
        if (chosen.isEmpty() && slot.optional() || installed.contains(chosen)) return null;
        String near = Nearest.among(chosen, installed);
        return "no implementation '" + chosen + "' is installed for model slot " + slot.key()
                + (near == null ? "" : "; did you mean " + near + "?") + " (installed: " + String.join(", ", installed) + ")";
    }

    private static String unknownName(Kind kind, String block, String name, Set<String> names) {
        String what = switch (kind) {
            case MODEL -> "model slot or model";
            case RULE -> "rule";
            case REWARD -> "reward";
            case POLICY -> "scripted policy";
        };
        Set<String> candidates = new TreeSet<>(names);
        if (kind == Kind.MODEL) for (ModelSlot s : ModelSlot.values()) candidates.add(s.key());
        String near = Nearest.among(name, candidates);
        return "unknown " + what + " '" + name + "'" + (near == null ? "" : "; did you mean " + block + "." + near + "?")
                + (kind == Kind.RULE ? " (rules installed: " + String.join(", ", names) + ")" : "");
    }

    private static String unknownSetting(Kind kind, String owner, String key, List<PluginSetting> declared) {
        Set<String> keys = new TreeSet<>();
        if (kind == Kind.RULE) keys.add("enabled");
        for (PluginSetting s : declared) keys.add(s.key());
        String near = Nearest.among(key, keys);
        return "unknown setting '" + key + "' of " + owner + (near == null ? "" : "; did you mean " + owner + "." + near + "?")
                + (keys.isEmpty() ? " (it declares no settings)" : " (settings: " + String.join(", ", keys) + ")");
    }

    /** The kind whose block that is ({@code models}, {@code rules}, ...), or null. */
    static Kind kind(String block) {
        for (Kind k : Kind.values()) if (k.block().equals(block)) return k;
        return null;
    }
}
