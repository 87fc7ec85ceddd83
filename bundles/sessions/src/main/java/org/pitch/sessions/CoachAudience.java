package org.pitch.sessions;

import org.pitch.api.clang.ClangMessage;
import org.pitch.api.protocol.BoardNotice;
import org.pitch.api.sense.Speaker;
import org.pitch.api.world.Side;

/**
 * What the rest of the server must do about a coach's command: the coach sessions' parts
 * ({@link CoachDispatch}, {@link OnlineCoachCommands}, {@link CoachDelivery}) tell it, the
 * {@link Sessions} that wire them answer it, so no part of the coach sessions reaches back up.
 */
interface CoachAudience {
    /** A command changed types or made the referee speak: the players and monitors learn of it at once. */
    void afterCommand(int announcedBefore, int substitutedBefore);

    /** A plain say (the trainer's, an online coach's before v7): players hear it after the next cycle. */
    void coachSaid(Speaker source, String text);

    /** A coach-language message delivered now to a side's players. */
    void clangDelivered(Side side, int time, ClangMessage message);

    /** A board notice for monitors when {@code send_comms} is on. */
    void toBoards(BoardNotice notice);

    /** An online coach made a player the goalie: the players (v16 and later) and every monitor are told. */
    void goalieChanged(Side side, int unum);
}
