package org.pitch.api.protocol;

import org.pitch.api.command.PlayerCommand;
import org.pitch.api.param.Parameters;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.FullStateObservation;
import org.pitch.api.sense.Heard;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.sense.SightRules;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;

/**
 * The player protocol for a range of versions: parses commands and prints observations, byte for
 * byte as rcssserver does for those versions. Stateless; the session keeps the client's version.
 * Adding a protocol version is one new bundle with one of these, usually extending the codec of
 * the newest range and overriding what the version changed (docs/architecture.md). The kernel and
 * the sensors ask the codec whatever depends on the version; they never test version numbers.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface PlayerCodec {
    VersionRange versions();

    /** Parses every command of one datagram, reporting commands, errors and warnings in order. */
    void decode(byte[] data, int length, double version, CommandSink out);

    /** {@code (init Side Unum PlayMode)}. */
    void writeInit(MessageOut out, double version, Side side, int unum, PlayMode mode, Side modeSide);

    /** {@code (reconnect Side PlayMode)}. */
    void writeReconnect(MessageOut out, double version, Side side, PlayMode mode, Side modeSide);

    void writeServerParam(MessageOut out, double version, Parameters parameters);

    void writePlayerParam(MessageOut out, double version, Parameters parameters);

    void writePlayerType(MessageOut out, double version, PlayerType type);

    void writeSenseBody(MessageOut out, double version, BodyObservation body);

    void writeHear(MessageOut out, double version, Heard heard);

    /** {@code (see Time ...)} in the version's object names and fields. */
    void writeSee(MessageOut out, double version, SeeObservation see);

    /** Whether clients of that version get {@code fullstate} at all (rcssserver: from v5). */
    boolean sendsFullState(double version);

    /** {@code (fullstate ...)} for players whose side has {@code fullstate_l}/{@code _r} on. */
    void writeFullState(MessageOut out, double version, FullStateObservation state);

    /** {@code (kind text)}: {@code (error illegal_command_form)}, {@code (warning ...)}, {@code (ok synch_see)}. */
    void writeReply(MessageOut out, double version, ReplyKind kind, String text);

    /**
     * {@code (ok ...)} for a client setting the server took: {@code (ok compression 6)},
     * {@code (ok synch_see)}, {@code (ok gaussian_see)}, {@code (ok clang (ver 7 8))}.
     */
    void writeDone(MessageOut out, double version, PlayerCommand command);

    /** {@code (error ...)}: why the datagram was not taken. */
    void writeRefusal(MessageOut out, double version, PlayerRefusal refusal);

    /**
     * {@code (change_player_type Unum Type)} about a teammate, {@code (change_player_type Unum)}
     * about an opponent ({@code type} &lt; 0: not told).
     */
    void writeChangePlayerType(MessageOut out, double version, int unum, int type);

    /**
     * Whether clients of that version are told that an online coach made a player the goalie
     * (rcssserver: from v16).
     */
    boolean hearsGoalieChanges(double version);

    /** {@code (change_player_type l|r UNUM goalie)}: an online coach made that player its team's goalie. */
    void writeGoalieChange(MessageOut out, double version, Side side, int unum);

    /**
     * Whether clients of that version have heterogeneous player types: rcssserver sends them
     * {@code server_param}, {@code player_param}, {@code player_type} and
     * {@code change_player_type} (from v7).
     */
    boolean knowsPlayerTypes(double version);

    /**
     * Whether a client of that version starts in synchronous see mode, told so by
     * {@code (ok synch_see)} after its parameters (rcssserver: from v18).
     */
    boolean startsInSynchSee(double version);

    /**
     * Whether a connected client of that version writing to the init port again is answered
     * {@code (error only_init_allowed_on_init_port)} (rcssserver: from v8; older clients' datagram
     * is read as a new greeting).
     */
    boolean refusesInitPortOnceConnected(double version);

    /** What a viewer of that version sees (landmarks from v3, outer flags from v4, type team lengths from v18). */
    SightRules sightRules(double version);

    /** {@code (think)}: synch mode's "your sensors for this cycle are complete, decide now". */
    void writeThink(MessageOut out, double version);

    /** {@code (score Time Our Their)}. */
    void writeScore(MessageOut out, double version, int time, int our, int their);
}
