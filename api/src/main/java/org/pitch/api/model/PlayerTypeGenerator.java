package org.pitch.api.model;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.random.RandomGenerator;

import org.pitch.api.param.Parameters;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.World;

/** Builds the match's heterogeneous player types (type 0 is the default type) and hands them out. */
@org.osgi.annotation.versioning.ConsumerType
public interface PlayerTypeGenerator {
    List<PlayerType> generate(Parameters parameters, RandomGenerator random);

    /**
     * The first kick-off's assignment: gives players of the world their types through
     * {@code substitute} (a player already of the right type is only marked as given one).
     * A generator that assigns nothing leaves every player as it is.
     */
    default void assignInitialTypes(World world, Parameters parameters, BiConsumer<Player, PlayerType> substitute) {}
}
