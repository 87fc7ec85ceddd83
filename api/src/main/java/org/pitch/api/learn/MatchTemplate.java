package org.pitch.api.learn;

import org.pitch.api.config.ServerConfiguration;

/** One scenario's configuration with its chosen implementations, from which matches are opened. */
@org.osgi.annotation.versioning.ProviderType
public interface MatchTemplate extends AutoCloseable {
    ServerConfiguration configuration();

    /**
     * A new match before its kick-off with no players, every random stream drawn from
     * {@code seed} alone (the configuration's {@code pitch.seed} is not used), writing no logs.
     */
    SteppedMatch open(long seed);

    /** Stops following implementation changes; matches already open keep their models. */
    @Override
    void close();
}
