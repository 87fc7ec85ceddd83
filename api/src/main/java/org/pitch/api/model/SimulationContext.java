package org.pitch.api.model;

import java.util.random.RandomGenerator;

import org.pitch.api.param.Parameters;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.world.World;

/** What a model sees while the kernel calls it on the simulation thread. */
@org.osgi.annotation.versioning.ProviderType
public interface SimulationContext {
    World world();

    Parameters parameters();

    /** The match's stream for that purpose, derived from the configured seed. */
    RandomGenerator random(RandomPurpose purpose);

    /** Where models report what the referee must judge. */
    PlayEvents events();
}
