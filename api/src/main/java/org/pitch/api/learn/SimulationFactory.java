package org.pitch.api.learn;

import org.pitch.api.config.ServerConfiguration;

/**
 * Makes matches that their caller steps one cycle at a time, in the caller's thread, with the
 * models, rules and sensors the server would choose for {@code configuration}. Published by the
 * kernel; a learning environment prepares one {@link MatchTemplate} per scenario and opens a new
 * match from it at every reset.
 */
@org.osgi.annotation.versioning.ProviderType
public interface SimulationFactory {
    /**
     * The models and rules {@code configuration} selects, following bundles that come and go.
     *
     * @throws IllegalStateException naming the slots or rules that have no implementation
     */
    MatchTemplate prepare(ServerConfiguration configuration);
}
