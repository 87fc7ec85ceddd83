package org.pitch.protocol.trainer.v7;

import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.world.PlayerType;
import org.pitch.protocol.player.ParameterMessages;
import org.pitch.protocol.trainer.CoachParameters;

/**
 * From version 7 the trainer and the online coaches get the same server_param, player_param and
 * player_type messages a player of the version gets.
 */
public final class PlayerParameters implements CoachParameters {
    public static final PlayerParameters INSTANCE = new PlayerParameters();

    private PlayerParameters() {}

    @Override public boolean sent() { return true; }

    @Override
    public void writeServerParam(MessageOut out, double version, Parameters parameters) {
        ParameterMessages.writeServerParam(out, version, parameters);
    }

    @Override
    public void writePlayerParam(MessageOut out, double version, Parameters parameters) {
        ParameterMessages.writePlayerParam(out, version, parameters);
    }

    @Override
    public void writePlayerType(MessageOut out, double version, PlayerType type) {
        ParameterMessages.writePlayerType(out, version, type);
    }
}
