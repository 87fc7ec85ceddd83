package org.pitch.protocol.player.v7;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.CommandKind;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.sense.Heard;
import org.pitch.api.world.PlayerType;
import org.pitch.protocol.player.ParameterMessages;
import org.pitch.protocol.player.Wire;
import org.pitch.protocol.player.v6.PlayerCodecV6;

/**
 * The player protocol, version 7: heterogeneous players ({@code server_param}, {@code player_param},
 * {@code player_type}, {@code change_player_type}), directions rounded half to even instead of
 * truncated, said messages in quotes, the trainer heard as {@code coach}, and sense_body counts
 * {@code catch}, {@code move} and {@code change_view}.
 */
@Component(service = PlayerCodec.class)
public class PlayerCodecV7 extends PlayerCodecV6 {
    public PlayerCodecV7() {
        this(7, 7);
    }

    protected PlayerCodecV7(int minVersion, int maxVersion) {
        super(minVersion, maxVersion);
    }

    @Override protected boolean knowsPlayerTypes() { return true; }

    /** The parameters as rcssserver 19 prints them for the version (shared with the coach protocols). */
    @Override
    public void writeServerParam(MessageOut out, double version, Parameters parameters) {
        ParameterMessages.writeServerParam(out, parameterVersion(version), parameters);
    }

    @Override
    public void writePlayerParam(MessageOut out, double version, Parameters parameters) {
        ParameterMessages.writePlayerParam(out, parameterVersion(version), parameters);
    }

    @Override
    public void writePlayerType(MessageOut out, double version, PlayerType type) {
        ParameterMessages.writePlayerType(out, parameterVersion(version), type);
    }

    /**
     * The version whose parameters ({@link ParameterMessages}) a client of this version gets: its
     * own. A version newer than rcssserver 19 that adds no parameters answers 19.
     */
    protected double parameterVersion(double version) {
        return version;
    }

    /** Rounded half to even ({@code rint}). */
    @Override
    protected long direction(double degrees) {
        return (long) Math.rint(degrees);
    }

    @Override
    protected void senseBodyCounters(MessageOut out, int[] counters) {
        super.senseBodyCounters(out, counters);
        Wire.counter(out, "catch", counters, CommandKind.CATCH);
        Wire.counter(out, "move", counters, CommandKind.MOVE);
        Wire.counter(out, "change_view", counters, CommandKind.CHANGE_VIEW);
    }

    @Override
    protected MessageOut said(MessageOut out, String msg) {
        return Wire.quoted(out, msg);
    }

    /** {@code coach "MSG"}. */
    @Override
    protected void hearTrainer(MessageOut out, String msg) {
        out.text(" coach ");
        said(out, msg).character(')');
    }

    /** {@code DIR "MSG"}, the direction rounded half to even. */
    @Override
    protected void hearPlayer(MessageOut out, Heard h) {
        out.character(' ').integer((long) Math.rint(h.direction())).character(' ');
        said(out, h.message()).character(')');
    }
}
