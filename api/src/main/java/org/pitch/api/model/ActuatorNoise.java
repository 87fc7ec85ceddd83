package org.pitch.api.model;

import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/** How much noise a player's actions carry, from its type and, when switched on, its team's factor. */
public final class ActuatorNoise {
    private ActuatorNoise() {}

    /** The player's kick_rand: its type's, scaled by its team's factor when team_actuator_noise is on. */
    public static double kickRand(Parameters p, Player player) {
        double r = player.type().kickRand();
        if (p.bool(ServerParam.TEAM_ACTUATOR_NOISE)) {
            r *= player.side() == Side.RIGHT ? p.real(ServerParam.KICK_RAND_FACTOR_R) : p.real(ServerParam.KICK_RAND_FACTOR_L);
        }
        return r;
    }
}
