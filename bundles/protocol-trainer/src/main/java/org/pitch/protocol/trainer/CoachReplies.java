package org.pitch.protocol.trainer;

import org.pitch.api.clang.ClangType;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachRefusal;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.ReplyKind;

/**
 * The replies both coach kinds get, worded once: {@code (ok ...)}, {@code (error ...)},
 * {@code (warning ...)}. The trainer's and the online coach's codec chains start here; they differ
 * only in whether a substitution's {@code (ok change_player_type ...)} names the team.
 */
public abstract class CoachReplies implements CoachCodec {
    private final boolean namesTeamInSubstitutions;

    protected CoachReplies(boolean namesTeamInSubstitutions) {
        this.namesTeamInSubstitutions = namesTeamInSubstitutions;
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
