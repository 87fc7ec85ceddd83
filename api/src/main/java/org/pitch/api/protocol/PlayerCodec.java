package org.pitch.api.protocol;

import org.pitch.api.command.PlayerCommand;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.Heard;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.sense.SightRules;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * The player protocol for a range of versions: parses commands and prints observations, byte for
 * byte as rcssserver does for those versions. Stateless; the session keeps the client's version.
 * Adding a protocol version is one new bundle with one of these, usually extending the codec of
 * the newest range and overriding what the version changed (docs/architecture.md). The sessions
 * and the sensors ask the codec whatever depends on the version; they never test version numbers.
 * Where a version sends some messages and not others, the codec takes a {@link MessageSink} and
 * writes as many messages as the version gets, possibly none: the session does not ask first.
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

    /**
     * What follows the answer to {@code (init)} or {@code (reconnect)}: for versions with player
     * types (rcssserver: from v7) {@code server_param}, {@code player_param}, every
     * {@code player_type} and {@link #tellPlayerType} for every player of {@code world} not of the
     * default type; then, for versions that start in synchronous see (from v18),
     * {@code (ok synch_see)}. {@code side} is the client's. Returns whether the client starts in
     * synchronous see mode.
     */
    boolean welcome(MessageSink out, double version, Parameters parameters, World world, Side side);

    /**
     * A connected client's datagram on the well-known player port: for versions rcssserver holds to
     * their own port (from v8) answers {@code (error only_init_allowed_on_init_port)} and returns
     * true; for older ones writes nothing and returns false, the datagram being a new greeting.
     */
    boolean answerOnWellKnownPort(MessageSink out, double version);

    /**
     * {@code (fullstate ...)}, for players whose side has {@code fullstate_l}/{@code _r} on, as
     * {@code receiver} sees {@code world} with {@code body} (rcssserver: from v5; nothing before).
     */
    void sendFullState(MessageSink out, double version, World world, Player receiver, BodyObservation body);

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
     * A player's type, to versions with player types (rcssserver: from v7; nothing before):
     * {@code (change_player_type Unum Type)} about a teammate, {@code (change_player_type Unum)}
     * about an opponent ({@code type} &lt; 0: not told).
     */
    void tellPlayerType(MessageSink out, double version, int unum, int type);

    /**
     * {@code (change_player_type l|r UNUM goalie)}: an online coach made that player its team's
     * goalie (told from v16; nothing before).
     */
    void tellGoalieChange(MessageSink out, double version, Side side, int unum);

    /** What a viewer of that version sees (landmarks from v3, outer flags from v4, type team lengths from v18). */
    SightRules sightRules(double version);

    /**
     * Whether a client of this version hears what is said the moment it is said (rcssserver's
     * audio senders of versions 1-7: {@link org.pitch.api.sense.AuralSensor#hearAtOnce}), or
     * after the cycle, after its {@code sense_body} (version 8 on).
     */
    default boolean hearsAtOnce(double version) { return false; }

    /** {@code (think)}: synch mode's "your sensors for this cycle are complete, decide now". */
    void writeThink(MessageOut out, double version);

    /** {@code (score Time Our Their)}. */
    void writeScore(MessageOut out, double version, int time, int our, int their);
}
