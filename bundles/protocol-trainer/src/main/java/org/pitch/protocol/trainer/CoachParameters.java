package org.pitch.protocol.trainer;

import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.world.PlayerType;

/**
 * The parameter messages a coach codec sends after the greeting's answer: none before version 7
 * ({@link #NONE}), from then on those a player of the version gets, for the trainer and the
 * online coach alike. {@link CoachCodecBase#parameters()} says which.
 */
public interface CoachParameters {
    /** Before version 7: no parameter messages. */
    CoachParameters NONE = new CoachParameters() {
        @Override public boolean sent() { return false; }

        @Override public void writeServerParam(MessageOut out, double version, Parameters parameters) {}

        @Override public void writePlayerParam(MessageOut out, double version, Parameters parameters) {}

        @Override public void writePlayerType(MessageOut out, double version, PlayerType type) {}
    };

    /** Whether there are any. */
    boolean sent();

    void writeServerParam(MessageOut out, double version, Parameters parameters);

    void writePlayerParam(MessageOut out, double version, Parameters parameters);

    void writePlayerType(MessageOut out, double version, PlayerType type);
}
