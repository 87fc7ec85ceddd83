package org.pitch.api.learn;

import java.util.random.RandomGenerator;

import org.pitch.api.param.Parameters;
import org.pitch.api.world.World;

/** What a scripted policy may look at, and its random stream (drawn from the episode's seed). */
@org.osgi.annotation.versioning.ProviderType
public interface PolicyContext {
    World world();

    Parameters parameters();

    RandomGenerator random();
}
