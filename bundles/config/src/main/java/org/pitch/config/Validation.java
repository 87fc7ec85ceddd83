package org.pitch.config;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.pitch.api.model.ModelSlot;
import org.pitch.api.param.CsvSaverParam;
import org.pitch.api.param.ParamKey;
import org.pitch.api.param.ParamType;
import org.pitch.api.param.ParamValues;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigOrigin;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;

/**
 * Checks a merged configuration key by key (known key, type, range) and turns it into typed
 * {@link Parameters}. Problems name the key, where the value came from and what was expected.
 */
final class Validation {
    static final String SECTIONS = "top-level sections are server, player, CSVSaver and pitch";

    /** Keys Pitch once had under another name: a configuration that still uses the old one is told the new. */
    private static final Map<String, String> RENAMED = Map.of("pitch.host", "pitch.bind");

    private final Config defaults;
    private final PitchSchema pitch;
    /** What the installed bundles offer, or null to leave the plugin blocks open (no bundles known). */
    private final PluginSchema plugins;

    Validation(Config defaults) { this(defaults, null); }

    Validation(Config defaults, PluginSchema plugins) {
        this.defaults = defaults;
        this.pitch = new PitchSchema(defaults);
        this.plugins = plugins;
    }

    LoadedConfiguration validate(Config merged) throws ConfigurationException {
        List<ConfigProblem> problems = new ArrayList<>();
        for (Map.Entry<String, ConfigValue> e : merged.entrySet()) {
            String path = e.getKey();
            ConfigValue value = e.getValue();
            String origin = origin(value.origin());
            String ns = path.contains(".") ? path.substring(0, path.indexOf('.')) : path;
            if (Catalogue.isRcssNamespace(ns)) {
                ParamKey key = Catalogue.byPath(path);
                if (key == null) {
                    problems.add(new ConfigProblem(path, origin, "unknown key" + ConfigLoader.hint(path)));
                    continue;
                }
                String problem = checkParam(key, value);
                if (problem != null) problems.add(new ConfigProblem(path, origin, problem));
            } else if (Catalogue.PITCH.equals(ns)) {
                if (RENAMED.containsKey(path)) {
                    problems.add(new ConfigProblem(path, origin, "renamed; use " + RENAMED.get(path)));
                    continue;
                }
                if (plugins != null && isPluginBlock(path)) {
                    String problem = plugins.problem(path.substring(Catalogue.PITCH.length() + 1), value);
                    if (problem != null) problems.add(new ConfigProblem(path, origin, problem));
                    continue;
                }
                if (!pitch.known(path)) {
                    String extra = path.startsWith("pitch.models.")
                            ? " model slot; slots are " + slotKeys() : " key";
                    problems.add(new ConfigProblem(path, origin, "unknown" + extra + ConfigLoader.hint(path)));
                    continue;
                }
                String problem = pitch.check(path, value);
                if (problem != null) problems.add(new ConfigProblem(path, origin, problem));
            } else {
                problems.add(new ConfigProblem(path, origin,
                        "unknown key; " + SECTIONS + ConfigLoader.hint(path)));
            }
        }
        for (ParamKey key : Catalogue.all().values()) {
            if (!merged.hasPath(key.path())) {
                problems.add(new ConfigProblem(key.path(), null, "has no value (" + key.type().rcssLabel() + " expected)"));
            }
        }
        if (!problems.isEmpty()) throw new ConfigurationException(problems);
        return validated(plugins == null ? merged : withPluginDefaults(merged, plugins));
    }

    /** Whether a {@code pitch.*} path lies in a block the installed bundles define ({@code pitch.models}, {@code pitch.rules}, ...). */
    private static boolean isPluginBlock(String path) {
        String[] parts = path.split("\\.", 3);
        return parts.length >= 2 && PluginSchema.kind(parts[1]) != null;
    }

    /** Every declared plugin setting the configuration does not set, at its declared default: what the plugin will read. */
    private static Config withPluginDefaults(Config merged, PluginSchema plugins) {
        Config out = merged;
        for (PluginComponent c : plugins.components()) {
            if (c.kind() != PluginComponent.Kind.MODEL && c.kind() != PluginComponent.Kind.RULE) continue;
            for (PluginSetting s : c.settings()) {
                String path = Catalogue.PITCH + "." + c.kind().block() + "." + c.name() + "." + s.key();
                Object value = s.typedDefault();
                if (value != null && !out.hasPathOrNull(path)) {
                    out = out.withValue(path, com.typesafe.config.ConfigValueFactory.fromAnyRef(value, "default of " + c.bundleAndVersion()));
                }
            }
        }
        return out;
    }

    /** The typed form of a configuration whose every key has been checked. */
    static LoadedConfiguration validated(Config merged) {
        Parameters parameters = new Parameters(values(merged, ServerParam.class), values(merged, PlayerParam.class),
                values(merged, CsvSaverParam.class));
        return new LoadedConfiguration(merged, parameters);
    }

    /** Type and range of one rcssserver parameter; null when fine. */
    private static String checkParam(ParamKey key, ConfigValue value) {
        Object raw = value.unwrapped();
        ConfigValueType t = value.valueType();
        if (t == ConfigValueType.OBJECT || t == ConfigValueType.LIST || t == ConfigValueType.NULL) {
            return ValueText.expected(key.type()) + ", got " + t.name().toLowerCase();
        }
        Object typed;
        try {
            typed = raw instanceof String || key.type() == ParamType.STRING
                    ? ValueText.convert(key.type(), String.valueOf(raw))
                    : coerce(key.type(), raw);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        if (typed instanceof Number) {
            double d = ((Number) typed).doubleValue();
            if (key.type() == ParamType.INTEGER && (d < Integer.MIN_VALUE || d > Integer.MAX_VALUE)) {
                return "value " + raw + " does not fit a 32-bit integer";
            }
            if (!key.inRange(d)) return "value " + raw + " is out of range " + range(key);
        }
        return null;
    }

    private static Object coerce(ParamType type, Object raw) {
        switch (type) {
            case INTEGER:
                if (raw instanceof Number && ((Number) raw).doubleValue() == Math.rint(((Number) raw).doubleValue())) {
                    return ((Number) raw).longValue();
                }
                throw new IllegalArgumentException(ValueText.expected(type) + ", got " + raw);
            case REAL:
                if (raw instanceof Number && Double.isFinite(((Number) raw).doubleValue())) return ((Number) raw).doubleValue();
                throw new IllegalArgumentException(ValueText.expected(type) + ", got " + raw);
            case BOOLEAN:
                if (raw instanceof Boolean) return raw;
                if (raw instanceof Number && (((Number) raw).doubleValue() == 0 || ((Number) raw).doubleValue() == 1)) {
                    return ((Number) raw).doubleValue() == 1;
                }
                throw new IllegalArgumentException(ValueText.expected(type) + ", got " + raw);
            default:
                return String.valueOf(raw);
        }
    }

    private static String range(ParamKey k) {
        return bound(k.min()) + ".." + bound(k.max());
    }

    private static String bound(double b) {
        if (Double.isInfinite(b)) return b > 0 ? "+inf" : "-inf";
        return b == Math.rint(b) ? Long.toString((long) b) : Double.toString(b);
    }

    private static <K extends Enum<K> & ParamKey> ParamValues<K> values(Config c, Class<K> keys) {
        ParamValues.Builder<K> b = ParamValues.builder(keys);
        for (K k : keys.getEnumConstants()) {
            ConfigValue value = c.getValue(k.path());
            Object raw = value.unwrapped();
            Object typed = raw instanceof String || k.type() == ParamType.STRING
                    ? ValueText.convert(k.type(), String.valueOf(raw)) : coerce(k.type(), raw);
            if (typed instanceof Boolean) b.bool(k, (Boolean) typed);
            else if (typed instanceof Number) b.number(k, k.type() == ParamType.REAL ? asRcssserverReads(value, ((Number) typed).doubleValue()) : ((Number) typed).doubleValue());
            else b.string(k, (String) typed);
        }
        return b.build();
    }

    /**
     * A real parameter with the bits rcssserver reads its text with ({@link RcssReal}): the text
     * as written (a file's number renders as written, an argument is its string), or the value
     * itself where no such text is left.
     */
    private static double asRcssserverReads(ConfigValue value, double parsed) {
        Object raw = value.unwrapped();
        double read = RcssReal.read(raw instanceof String ? (String) raw : value.render());
        return Double.isNaN(read) ? parsed : read;
    }

    private static String origin(ConfigOrigin o) {
        if (o == null) return null;
        String d = o.description();
        return d.startsWith("merge of ") ? d.substring("merge of ".length()) : d;
    }

    private static String slotKeys() {
        StringBuilder sb = new StringBuilder();
        for (ModelSlot s : ModelSlot.values()) sb.append(sb.length() == 0 ? "" : ", ").append(s.key());
        return sb.toString();
    }

    /** Every valid leaf path, for "did you mean" hints. */
    static Set<String> knownPaths(Config defaults) {
        Set<String> out = new LinkedHashSet<>(Catalogue.all().keySet());
        for (Map.Entry<String, ConfigValue> e : defaults.entrySet()) {
            if (e.getKey().startsWith("pitch.")) out.add(e.getKey());
        }
        for (ModelSlot s : ModelSlot.values()) out.add("pitch.models." + s.key());
        return out;
    }
}
