package org.pitch.protocol.trainer;

import org.pitch.api.clang.ClangType;
import org.pitch.api.coach.BallPlace;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachCommandSink;
import org.pitch.api.coach.CoachRefusal;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * What the trainer's and the online coach's codecs do alike, written once; both chains start
 * here ({@link TrainerCodecV1}, {@code OnlineCoachCodecV5}). Alike: the replies ({@code (ok ...)},
 * {@code (error ...)}, {@code (warning ...)}), which differ only in whether a substitution's
 * {@code (ok change_player_type ...)} names the team; a datagram's opening checks before the
 * kind's own command reader; the welcome with its parameter messages ({@link #parameters()});
 * the answer on the well-known port ({@link #holdsToOwnPort()}); the global view, team names,
 * {@code check_ball} and {@code think}.
 */
public abstract class CoachCodecBase implements CoachCodec {
    private static final Side[] TEAMS = {Side.LEFT, Side.RIGHT};
    private final boolean namesTeamInSubstitutions;

    protected CoachCodecBase(boolean namesTeamInSubstitutions) {
        this.namesTeamInSubstitutions = namesTeamInSubstitutions;
    }

    // ------------------------------------------------------------------ hooks

    /** How this version shows the field. */
    protected GlobalViewV1 view() { return GlobalViewV1.INSTANCE; }

    /** Whether a datagram without a final NUL is warned about ({@code message_not_null_terminated}): from version 8. */
    protected boolean warnsUnterminated() { return false; }

    /** The parameter messages this version sends: none before version 7. */
    protected CoachParameters parameters() { return CoachParameters.NONE; }

    /** Whether a connected client's datagram on the well-known port is refused: from version 8. */
    protected boolean holdsToOwnPort() { return false; }

    /** Reads one command's text, the datagram as {@link CommonCommands#open} let it through. */
    protected abstract void readCommand(String text, CoachCommandSink out);

    // ------------------------------------------------------------------ CoachCodec

    @Override
    public final void decode(byte[] data, int length, double version, CoachCommandSink out) {
        String text = CommonCommands.open(data, length, warnsUnterminated(), out);
        if (text != null) readCommand(text, out);
    }

    /**
     * The parameters, if the version has them, then the types given so far, as
     * {@link #tellPlayerType} tells them: both teams in slot order (left 1-11, right 1-11).
     */
    @Override
    public final void welcome(MessageSink out, double version, Side side, Parameters parameters, World world) {
        CoachParameters sent = parameters();
        if (!sent.sent()) return;
        MessageOut m = out.next();
        sent.writeServerParam(m, version, parameters);
        m.send();
        m = out.next();
        sent.writePlayerParam(m, version, parameters);
        m.send();
        for (PlayerType t : world.playerTypes()) {
            m = out.next();
            sent.writePlayerType(m, version, t);
            m.send();
        }
        for (Side team : TEAMS) {
            for (int u = 1; u <= TrainerCommandReader.MAX_UNUM; u++) {
                Player p = world.player(team, u);
                if (p != null && p.type().id() != 0) tellPlayerType(out, version, u, team == side ? p.type().id() : -1);
            }
        }
    }

    @Override
    public final boolean answerOnWellKnownPort(MessageSink out, double version) {
        if (!holdsToOwnPort()) return false;
        MessageOut m = out.next();
        writeRefusal(m, version, CoachRefusal.ONLY_INIT_ALLOWED_ON_INIT_PORT);
        m.send();
        return true;
    }

    @Override
    public final void writeServerParam(MessageOut out, double version, Parameters parameters) {
        parameters().writeServerParam(out, version, parameters);
    }

    @Override
    public final void writePlayerParam(MessageOut out, double version, Parameters parameters) {
        parameters().writePlayerParam(out, version, parameters);
    }

    @Override
    public final void writePlayerType(MessageOut out, double version, PlayerType type) {
        parameters().writePlayerType(out, version, type);
    }

    @Override
    public final void writeGlobalView(MessageOut out, double version, World world, Side viewer, boolean lookReply) {
        view().write(out, world, viewer, lookReply);
    }

    /** Each team under the name the viewer knows it by: an online coach, the opponents under their fixed name. */
    @Override
    public final void writeTeamNames(MessageOut out, double version, World world, Side viewer) {
        CoachMessages.teamNames(out, world, viewer);
    }

    @Override
    public final void writeCheckBall(MessageOut out, double version, int time, BallPlace place) {
        CoachMessages.checkBall(out, time, place);
    }

    @Override
    public final void writeThink(MessageOut out, double version) {
        CoachMessages.think(out);
    }

    @Override
    public final void writeReply(MessageOut out, double version, ReplyKind kind, String text) {
        CoachMessages.reply(out, kind.word(), text);
    }

    @Override
    public final void writeDone(MessageOut out, double version, CoachCommand command) {
        CoachMessages.done(out, command, namesTeamInSubstitutions);
    }

    @Override
    public final void writeRefusal(MessageOut out, double version, CoachRefusal refusal) {
        CoachMessages.refusal(out, refusal);
    }

    @Override
    public final void writeClangWindowFull(MessageOut out, double version, ClangType type) {
        CoachMessages.clangWindowFull(out, type);
    }
}
