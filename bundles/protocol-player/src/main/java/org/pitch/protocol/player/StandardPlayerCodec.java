package org.pitch.protocol.player;

import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.CommandSink;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.FullStateObservation;
import org.pitch.api.sense.Heard;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;

/**
 * rcssserver 19's player protocol for one range of versions. The differences between versions
 * live in the parser and the message writers, keyed by the client's version; one bundle per range
 * ({@code protocol-player-v1} … {@code -v18}) publishes a subclass as its codec. A future version
 * that changes the wire is one new bundle with a subclass overriding what changed.
 */
public class StandardPlayerCodec implements PlayerCodec {
    private final VersionRange versions;
    private final PlayerCommandParser parser = new PlayerCommandParser();

    protected StandardPlayerCodec(int minVersion, int maxVersion) {
        this.versions = new VersionRange(minVersion, maxVersion);
    }

    @Override public VersionRange versions() { return versions; }

    @Override
    public void decode(byte[] data, int length, double version, CommandSink out) {
        parser.parse(data, 0, length, version, out);
    }

    @Override
    public void writeInit(MessageOut out, double version, Side side, int unum, PlayMode mode, Side modeSide) {
        out.text("(init ").character(side.wire()).character(' ').integer(unum).character(' ');
        playMode(out, mode, modeSide).character(')');
    }

    @Override
    public void writeReconnect(MessageOut out, double version, Side side, PlayMode mode, Side modeSide) {
        out.text("(reconnect ").character(side.wire()).character(' ');
        playMode(out, mode, modeSide).character(')');
    }

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

    @Override
    public void writeSenseBody(MessageOut out, double version, BodyObservation body) {
        SensorMessages.writeSenseBody(out, version, body);
    }

    @Override
    public void writeHear(MessageOut out, double version, Heard heard) {
        SensorMessages.writeHear(out, version, heard);
    }

    @Override
    public void writeSee(MessageOut out, double version, SeeObservation see) {
        SeeMessages.write(out, version, see);
    }

    @Override
    public boolean sendsFullState(double version) {
        return FullStateMessages.sends(version);
    }

    @Override
    public void writeFullState(MessageOut out, double version, FullStateObservation state) {
        FullStateMessages.write(out, version, state);
    }

    @Override
    public void writeReply(MessageOut out, double version, String kind, String text) {
        out.character('(').text(kind).character(' ').text(text).character(')');
    }

    @Override
    public void writeChangePlayerType(MessageOut out, double version, int unum, int type) {
        out.text("(change_player_type ").integer(unum);
        if (type >= 0) out.character(' ').integer(type);
        out.character(')');
    }

    @Override
    public boolean hearsGoalieChanges(double version) { return version >= 16; }

    @Override
    public void writeGoalieChange(MessageOut out, double version, Side side, int unum) {
        out.text("(change_player_type ").character(side.wire()).character(' ').integer(unum).text(" goalie)");
    }

    @Override
    public void writeThink(MessageOut out, double version) {
        out.text("(think)");
    }

    @Override
    public void writeScore(MessageOut out, double version, int time, int our, int their) {
        out.text("(score ").integer(time).character(' ').integer(our).character(' ').integer(their).character(')');
    }

    /** A play mode as players see it: {@code kick_off_l}, {@code play_on}. */
    static MessageOut playMode(MessageOut out, PlayMode mode, Side side) {
        out.text(mode.wireName());
        if (mode.sided() && side != Side.NEUTRAL) out.character('_').character(side.wire());
        return out;
    }
}
