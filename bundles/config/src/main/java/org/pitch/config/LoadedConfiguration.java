package org.pitch.config;

import java.util.List;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.config.Settings;
import org.pitch.api.param.Parameters;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigRenderOptions;
import com.typesafe.config.ConfigValueFactory;

/** A configuration that passed validation. The seed is fixed here: -1 becomes a clock-derived value. */
public final class LoadedConfiguration implements ServerConfiguration {
    private final Config config;
    private final Parameters parameters;
    private final Settings settings;
    private final long seed;

    LoadedConfiguration(Config config, Parameters parameters) {
        long s = config.getLong("pitch.seed");
        if (s < 0) {
            s = (System.currentTimeMillis() * 1_000_003L ^ System.nanoTime()) & Long.MAX_VALUE;
            config = config.withValue("pitch.seed", ConfigValueFactory.fromAnyRef(s, "chosen at start-up"));
        }
        this.seed = s;
        this.config = config;
        this.parameters = parameters;
        this.settings = new ConfigSettings(config.getConfig("pitch"));
    }

    @Override public Parameters parameters() { return parameters; }
    @Override public Settings settings() { return settings; }
    @Override public long seed() { return seed; }

    @Override
    public List<String> profiles() {
        return config.hasPath("pitch.profiles") ? List.copyOf(config.getStringList("pitch.profiles")) : List.of();
    }

    /** Human-readable HOCON, as {@code --print-config} shows it. */
    @Override
    public String render() {
        return config.root().render(ConfigRenderOptions.defaults().setOriginComments(false).setComments(false).setJson(false));
    }

    /** Compact form that {@link ConfigLoader#fromText} reads back to an equal configuration. */
    public String renderCompact() {
        return config.root().render(ConfigRenderOptions.concise());
    }
}
