package org.pitch.launcher;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.pitch.api.config.Settings;
import org.pitch.api.model.ModelSlot;
import org.pitch.config.CommandLine;
import org.pitch.config.ConfigProblem;
import org.pitch.config.ConfigurationException;
import org.pitch.config.LoadedConfiguration;
import org.pitch.config.PluginComponent;
import org.pitch.config.PluginComponent.Kind;
import org.pitch.config.PluginSchema;
import org.pitch.config.PluginSetting;

/**
 * {@code pitch plugins [configuration ...]}: every model slot, rule, reward and scripted policy
 * with the implementations installed for it (built in or from the plugins folder), the bundle
 * and version of each, which one the configuration chooses, and each one's settings with their
 * values and what they take.
 */
final class PluginsCommand {
    static final String NAME = "plugins";
    static final String SUMMARY = "  plugins [settings]       what serves each model slot, rule, reward and policy, from which bundle, with its settings\n";

    private PluginsCommand() {}

    static int run(String[] args, Path workDir, PrintStream out, PrintStream err) {
        LoadedConfiguration config;
        PluginSchema[] schema = new PluginSchema[1];
        try {
            CommandLine cl = CommandLine.parse(args);
            if (cl.help() != null) {
                out.print("Usage: pitch plugins [--profile P] [--config FILE] [settings ...]\n"
                        + "Lists every model slot, rule, reward and scripted policy, the implementations installed for it\n"
                        + "(built in, or a jar of the plugins folder pitch.plugins_dir) with bundle and version, the one the\n"
                        + "configuration chooses (*), and their settings: pitch.models.<name>.<key>, pitch.rules.<name>.<key>,\n"
                        + "pitch.rewards.<name>.<key>, pitch.policies.<name>.<key>.\n");
                return 0;
            }
            config = new org.pitch.config.ConfigLoader(workDir, dir -> schema[0] = InstalledPlugins.schema(workDir.resolve(dir), err))
                    .load(cl, System.getenv());
        } catch (ConfigurationException e) {
            for (ConfigProblem p : e.problems()) err.println("pitch: plugins: " + p);
            return Main.EXIT_CONFIG;
        }
        if (schema[0] == null) {
            err.println("pitch: plugins: this launcher has no bundles beside it (run the built jar, launcher/target/pitch.jar)");
            return Main.EXIT_FAILED;
        }
        out.print(listing(schema[0], config.settings()));
        return 0;
    }

    /** The listing of what is installed, with the configuration's choices and values. */
    static String listing(PluginSchema schema, Settings settings) {
        StringBuilder sb = new StringBuilder();
        sb.append("models (pitch.models.<slot> = NAME; * chosen)\n");
        for (ModelSlot slot : ModelSlot.values()) {
            String chosen = settings.string("models." + slot.key(), "");
            boolean first = true;
            for (PluginComponent c : sorted(schema, Kind.MODEL)) {
                boolean serves = slot.key().equals(c.slot()) || c.slot() == null && slot.command() != null;
                if (!serves) continue;
                row(sb, first ? slot.key() : "", (c.name().equals(chosen) ? "* " : "  ") + c.name(), c);
                first = false;
                settingRows(sb, c, settings);
            }
            if (first) sb.append(String.format("  %-14s (nothing installed)%n", slot.key()));
        }
        sb.append("rules (pitch.rules.<name>.enabled; in the order they judge)\n");
        List<PluginComponent> rules = sorted(schema, Kind.RULE);
        rules.sort(Comparator.comparingInt(PluginComponent::order).thenComparing(PluginComponent::name));
        for (PluginComponent c : rules) {
            boolean on = settings.bool("rules." + c.name() + ".enabled", true);
            row(sb, String.valueOf(c.order()), (on ? "on  " : "off ") + c.name(), c);
            settingRows(sb, c, settings);
        }
        section(sb, schema, Kind.REWARD, "rewards (named with a weight in an environment's reward, e.g. goal:1)", settings);
        section(sb, schema, Kind.POLICY, "scripted policies (named in a scenario)", settings);
        return sb.toString();
    }

    private static void section(StringBuilder sb, PluginSchema schema, Kind kind, String title, Settings settings) {
        sb.append(title).append('\n');
        for (PluginComponent c : sorted(schema, kind)) {
            row(sb, "", c.name(), c);
            settingRows(sb, c, settings);
        }
    }

    private static List<PluginComponent> sorted(PluginSchema schema, Kind kind) {
        List<PluginComponent> out = new ArrayList<>();
        for (PluginComponent c : schema.components()) if (c.kind() == kind) out.add(c);
        out.sort(Comparator.comparing(PluginComponent::name).thenComparing(PluginComponent::bundle));
        return out;
    }

    private static void row(StringBuilder sb, String first, String name, PluginComponent c) {
        sb.append(String.format("  %-14s %-20s %s %s (%s)%n", first, name, c.bundle(), c.version(), c.origin()));
    }

    private static void settingRows(StringBuilder sb, PluginComponent c, Settings settings) {
        Map<String, PluginSetting> byKey = new TreeMap<>();
        for (PluginSetting s : c.settings()) byKey.put(s.key(), s);
        for (PluginSetting s : byKey.values()) {
            String path = c.kind().block() + "." + c.name() + "." + s.key();
            String value = settings.string(path).orElse(s.defaultValue() == null ? "(unset)" : s.defaultValue());
            sb.append(String.format("  %-14s     %s = %s   (%s; default %s) %s%n", "", "pitch." + path, value, describe(s),
                    s.defaultValue() == null ? "none" : s.defaultValue(), s.description() == null ? "" : s.description()));
        }
    }

    private static String describe(PluginSetting s) {
        return s.type().toLowerCase() + (s.min() != null || s.max() != null ? " in " + bound(s.min(), "-inf") + ".." + bound(s.max(), "+inf") : "")
                + (s.options().isEmpty() ? "" : ", one of " + String.join("|", s.options()));
    }

    private static String bound(Double b, String none) {
        if (b == null) return none;
        return b == Math.rint(b) ? Long.toString(b.longValue()) : b.toString();
    }
}
