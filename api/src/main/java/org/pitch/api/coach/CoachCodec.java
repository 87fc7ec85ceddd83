package org.pitch.api.coach;

import org.pitch.api.clang.ClangType;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.ClientKind;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

import java.util.function.Supplier;

/**
 * The trainer's or the online coaches' protocol for a range of versions, byte for byte as
 * rcssserver 19 reads and writes it. Stateless; the session keeps the client's version. One bundle
 * per client kind and version family, each later family overriding only what changed. Where a
 * version sends some messages and not others, the codec takes a {@link MessageSink} and writes as
 * many messages as the version gets, possibly none: the session does not ask first.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface CoachCodec {
    /** {@link ClientKind#TRAINER} or {@link ClientKind#ONLINE_COACH}. */
    ClientKind kind();

    VersionRange versions();

    /**
     * Parses one datagram (rcssserver reads one command per datagram), reporting the command, or
     * the error, and warnings before it ({@code message_not_null_terminated} from version 8).
     */
    void decode(byte[] data, int length, double version, CoachCommandSink out);

    /** The answer to a granted greeting: {@code (init ok)}, or {@code (init l ok)} for an online coach from version 6. */
    void writeInit(MessageOut out, double version, Side side);

    /**
     * What follows the answer to a granted greeting: from version 7 {@code server_param},
     * {@code player_param} and every {@code player_type}, and to an online coach (its side
     * {@code side}) then {@link #tellPlayerType} for every player of {@code world} not of the
     * default type, in slot order; nothing before version 7.
     */
    void welcome(MessageSink out, double version, Side side, Parameters parameters, World world);

    /**
     * A connected client's datagram on its well-known port: for versions rcssserver holds to their
     * own port (from version 8) answers {@code (error only_init_allowed_on_init_port)} and returns
     * true; for older ones writes nothing and returns false, the datagram being a command as on
     * its own port.
     */
    default boolean answerOnWellKnownPort(MessageSink out, double version) { return false; }

    void writeServerParam(MessageOut out, double version, Parameters parameters);

    void writePlayerParam(MessageOut out, double version, Parameters parameters);

    void writePlayerType(MessageOut out, double version, PlayerType type);

    /**
     * The field as this client sees it: {@code (see_global T ...)} every visual step with the eye
     * on, or {@code (ok look T ...)} when asked. {@code viewer} is the online coach's side (it
     * sees the opponents under their fixed name) or {@link Side#NEUTRAL} for the trainer.
     */
    void writeGlobalView(MessageOut out, double version, World world, Side viewer, boolean lookReply);

    /** {@code (ok team_names (team l NAME) (team r NAME))}, each team only if it exists. */
    void writeTeamNames(MessageOut out, double version, World world, Side viewer);

    /** {@code (ok check_ball T PLACE)}. */
    void writeCheckBall(MessageOut out, double version, int time, BallPlace place);

    void writeHear(MessageOut out, double version, CoachHeard heard);

    /**
     * {@code (kind text)}: {@code (ok eye on)}, {@code (error unknown_command)},
     * {@code (warning no_subs_left)}, ... written as rcssserver writes each (a few end with a
     * newline).
     */
    void writeReply(MessageOut out, double version, ReplyKind kind, String text);

    /**
     * {@code (ok ...)} for a command carried out: {@code (ok eye on)}, {@code (ok move)},
     * {@code (ok change_player_type 3 5)}, ... as rcssserver acknowledges each.
     */
    void writeDone(MessageOut out, double version, CoachCommand command);

    /** {@code (error ...)} or {@code (warning ...)}: why the command was not carried out. */
    void writeRefusal(MessageOut out, double version, CoachRefusal refusal);

    /** {@code (error said_too_many_TYPE_messages)}: the play-on window of that CLang message type is used up. */
    void writeClangWindowFull(MessageOut out, double version, ClangType type);

    /** {@code (think)}, synch mode. */
    void writeThink(MessageOut out, double version);

    // ---- what the server tells some versions only: nothing unless a range says otherwise

    /**
     * A substitution, to an online coach (rcssserver: from version 7): {@code (change_player_type
     * UNUM TYPE)} in its own team, {@code (change_player_type UNUM)} in the other ({@code type} &lt; 0).
     */
    default void tellPlayerType(MessageSink out, double version, int unum, int type) {}

    /** {@code (change_player_type l|r UNUM goalie)}: a player made goalie, to an online coach from version 16. */
    default void tellGoalieChange(MessageSink out, double version, Side side, int unum) {}

    /**
     * {@code (clang (ver (p "TEAM" UNUM[ goalie]) MIN MAX))}: a player's coach-language versions, to
     * an online coach from version 8.
     */
    default void tellClangVersion(MessageSink out, double version, String team, int unum, boolean goalie, int min, int max) {}

    /**
     * {@code coach_msg_file}'s content as {@code (include BYTES <content>)}, to an online coach
     * after its welcome from version 11. {@code content} is read only for such a version; null
     * (the file is not to be sent) writes nothing.
     */
    default void sendCoachMessageFile(MessageSink out, double version, Supplier<byte[]> content) {}
}
