package org.pitch.api.rule;

import org.pitch.api.clang.ClangType;
import org.pitch.api.coach.CoachRefusal;
import org.pitch.api.world.Side;

/**
 * What an online coach may do, and when: rcssserver's allowances for a team's coach (messages
 * while the ball is in play, CLang windows and delays, freeform periods, substitutions, goalie
 * changes, team graphics). A referee rule that also implements this judges the coaches; the kernel
 * asks every enabled one in rule order, the first refusal ends a request, and each counts what it
 * allowed. With none enabled a coach may do anything the protocol can say. Simulation thread only.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface CoachReferee {
    /** The online coach of {@code side} connected: its own allowances (messages, windows) start afresh. */
    void coachConnected(RefereeContext context, Side side);

    /** Before a cycle in which a trainer or online coach is connected (the CLang windows open again here). */
    void beforeCycle(RefereeContext context);

    /** After a cycle in which a trainer or online coach is connected (allowances grow here). */
    void afterCycle(RefereeContext context);

    /** A plain {@code (say ...)} of an old (before v7) coach: {@code null} if it may be said. It counts nothing. */
    CoachRefusal plainSay(RefereeContext context, Side side);

    /** A CLang {@code freeform} message: {@code null} if it may be said, and then it counts. */
    CoachRefusal freeform(RefereeContext context, Side side);

    /** Whether a CLang message of {@code type} (not freeform) fits its window now; if it does, it counts. */
    boolean clangWindowOpen(RefereeContext context, Side side, ClangType type);

    /** Whether a CLang message said at {@code timeSaid} goes to the players now; messages wait in order. */
    boolean messageDue(RefereeContext context, Side side, int timeSaid);

    /**
     * {@code (change_player_type UNUM TYPE)} of the coach of {@code side}: {@code null} if the
     * player may take the type, else why not, in rcssserver's order of checks.
     */
    CoachRefusal substitution(RefereeContext context, Side side, int unum, int type);

    /** The substitution was made (so it counts against the team's limits). */
    void substituted(RefereeContext context, Side side, int unum, int type);

    /** {@code (change_player_type UNUM goalie)}: {@code null} if the team may change its goalie now. */
    CoachRefusal goalieChange(RefereeContext context, Side side);

    /** {@code (team_graphic ...)}: {@code null} if a tile may be drawn now. */
    CoachRefusal teamGraphic(RefereeContext context, Side side);
}
