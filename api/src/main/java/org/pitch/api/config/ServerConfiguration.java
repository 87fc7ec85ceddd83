package org.pitch.api.config;

import java.util.List;

import org.pitch.api.param.Parameters;

/**
 * The validated, effective configuration of this server, published as a service once start-up
 * validation passed. Immutable: a new configuration is a new service.
 */
@org.osgi.annotation.versioning.ProviderType
public interface ServerConfiguration {
    Parameters parameters();

    Settings settings();

    /** The profiles layered over the defaults, in order; empty for plain defaults. */
    List<String> profiles();

    /** The seed every random stream of the match derives from. */
    long seed();

    /** The effective configuration as HOCON text, for {@code --print-config} and logs. */
    String render();
}
