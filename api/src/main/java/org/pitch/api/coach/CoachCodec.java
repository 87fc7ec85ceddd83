package org.pitch.api.coach;

import org.pitch.api.clang.ClangType;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.ClientKind;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * The trainer's or the online coaches' protocol for a range of versions, byte for byte as
 * rcssserver 19 reads and writes it. Stateless; the session keeps the client's version. One bundle
 * per client kind and version family, each later family overriding only what changed.
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

    /** Whether clients of that version get the parameters after the greeting (from version 7). */
    boolean sendsParameters(double version);

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

    /**
     * A substitution, to an online coach: {@code (change_player_type UNUM TYPE)} in its own team,
     * {@code (change_player_type UNUM)} in the other ({@code type} &lt; 0).
     */
    void writeChangePlayerType(MessageOut out, double version, int unum, int type);

    /** {@code (change_player_type l|r UNUM goalie)}: a player made goalie (online coaches from version 16). */
    void writeGoalieChange(MessageOut out, double version, Side side, int unum);

    /** {@code (clang (ver (p "TEAM" UNUM[ goalie]) MIN MAX))}: a player's coach-language versions (online coaches from version 8). */
    void writeClangVersion(MessageOut out, double version, String team, int unum, boolean goalie, int min, int max);

    /** {@code (think)}, synch mode. */
    void writeThink(MessageOut out, double version);

    // ---- what the server sends or refuses, decided by the version range (false unless a range says otherwise)

    /** Whether a connected client's datagram on the well-known port gets {@code (error only_init_allowed_on_init_port)}: rcssserver does so from version 8. */
    default boolean holdsToOwnPort(double version) { return false; }

    /** Whether an online coach is told of substitutions ({@link #writeChangePlayerType}): rcssserver tells them from version 7. */
    default boolean tellsSubstitutions(double version) { return false; }

    /** Whether an online coach is told its players' coach-language versions ({@link #writeClangVersion}): rcssserver from version 8. */
    default boolean tellsClangVersions(double version) { return false; }

    /** Whether an online coach gets {@code coach_msg_file} as {@code (include ...)} after its greeting: rcssserver from version 11. */
    default boolean sendsCoachMessageFile(double version) { return false; }

    /**
     * {@code coach_msg_file}'s content as the coach gets it ({@code (include BYTES <content>)}),
     * for a version that {@link #sendsCoachMessageFile sends it}.
     */
    default void writeCoachMessageFile(MessageOut out, double version, byte[] content) {
        throw new UnsupportedOperationException("no coach_msg_file for version " + version);
    }

    /** Whether an online coach is told of goalie changes ({@link #writeGoalieChange}): rcssserver from version 16. */
    default boolean tellsGoalieChanges(double version) { return false; }
}
