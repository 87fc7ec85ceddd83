package org.pitch.api.model;

import java.util.List;
import java.util.random.RandomGenerator;

import org.pitch.api.param.Parameters;
import org.pitch.api.world.PlayerType;

/** Builds the match's heterogeneous player types; type 0 is the default type. */
public interface PlayerTypeGenerator {
    List<PlayerType> generate(Parameters parameters, RandomGenerator random);
}
