package org.pitch.config;

import java.util.List;

/**
 * One implementation a bundle offers for a place the configuration chooses: a model for a slot, a
 * referee rule, a reward or a scripted policy, with the bundle it comes from and the settings it
 * declares.
 *
 * @param slot for a model, the key of its slot ({@code movement}, {@code dash}), or null if the
 *             model does not say (an action model without {@code pitch.model.slot})
 * @param order for a rule, its order; 0 otherwise
 * @param origin where the bundle came from: {@code built in} or the plugin jar's file name
 */
public record PluginComponent(Kind kind, String slot, String name, int order, String bundle, String version, String origin,
                              List<PluginSetting> settings) {
    /** What the component is, with the block its settings live in ({@code pitch.<block>.<name>.<key>}). */
    public enum Kind {
        MODEL("models"), RULE("rules"), REWARD("rewards"), POLICY("policies");

        private final String block;

        Kind(String block) { this.block = block; }

        /** The block under {@code pitch} that holds these components' settings. */
        public String block() { return block; }
    }

    public PluginComponent {
        settings = List.copyOf(settings);
    }

    /** The declared setting of that key, or null. */
    public PluginSetting setting(String key) {
        for (PluginSetting s : settings) if (s.key().equals(key)) return s;
        return null;
    }

    /** {@code org.pitch.model.movement 0.1.0}. */
    public String bundleAndVersion() { return bundle + " " + version; }
}
