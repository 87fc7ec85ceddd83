package org.pitch.protocol.trainer;

import org.pitch.api.clang.ClangType;
import org.pitch.api.coach.BallPlace;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachCommandSink;
import org.pitch.api.coach.CoachRefusal;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * What the trainer's and the online coach's codecs do alike, written once; both chains start
 * here ({@link TrainerCodecV1}, {@code OnlineCoachCodecV5}). Alike: the replies ({@code (ok ...)},
 * {@code (error ...)}, {@code (warning ...)}), which differ only in whether a substitution's
 * {@code (ok change_player_type ...)} names the team; a datagram's opening checks before the
 * kind's own command reader; the parameter messages ({@link #parameters()}); the global view,
 * team names, {@code check_ball} and {@code think}.
 */
public abstract class CoachCodecBase implements CoachCodec {
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

    /** Reads one command's text, the datagram as {@link CommonCommands#open} let it through. */
    protected abstract void readCommand(String text, CoachCommandSink out);

    // ------------------------------------------------------------------ CoachCodec

    @Override
    public final void decode(byte[] data, int length, double version, CoachCommandSink out) {
        String text = CommonCommands.open(data, length, warnsUnterminated(), out);
        if (text != null) readCommand(text, out);
    }

    @Override
    public final boolean sendsParameters(double version) { return parameters().sent(); }

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
