package org.pitch.protocol.monitor;

import org.pitch.api.world.Card;
import org.pitch.api.world.Player;
import org.pitch.api.world.TackleResult;

/**
 * The player state bits of the monitor show and game log ({@code 0x9} = standing goalie), as
 * rcssserver's {@code PlayerState}, derived from what a {@link Player} records. A slot nobody
 * plays is 0.
 */
public final class PlayerStates {
    private PlayerStates() {}

    public static final int DISABLE = 0x0;
    public static final int STAND = 0x1;
    public static final int KICK = 0x2;
    public static final int KICK_FAULT = 0x4;
    public static final int GOALIE = 0x8;
    public static final int CATCH = 0x10;
    public static final int CATCH_FAULT = 0x20;
    public static final int BALL_TO_PLAYER = 0x40;
    public static final int DISCARD = 0x100;
    public static final int BALL_COLLIDE = 0x400;
    public static final int PLAYER_COLLIDE = 0x800;
    public static final int TACKLE = 0x1000;
    public static final int TACKLE_FAULT = 0x2000;
    public static final int BACK_PASS = 0x4000;
    public static final int FREE_KICK_FAULT = 0x8000;
    public static final int POST_COLLIDE = 0x10000;
    public static final int FOUL_CHARGED = 0x20000;
    public static final int YELLOW_CARD = 0x40000;
    public static final int RED_CARD = 0x80000;
    public static final int ILLEGAL_DEFENSE = 0x100000;

    /**
     * The bits of a player in the world after a cycle. An enabled player stands; one that is not
     * was sent off (rcssserver discards a player shown red, and a monitor's {@code dispdiscard}
     * does the same without a card) and keeps only that and its cards. Then: the goalie; a kick
     * this cycle, with its fault when it did not reach the ball; a catch tried this cycle, with
     * its fault when it did not hold the ball; collisions with the ball, another player or a post
     * this cycle; the last tackle's outcome from the tackle's cycle until the player stands up
     * again (rcssserver shows it for {@code tackle_cycles} shows after the tackle's own); frozen
     * by a charged foul (for {@code foul_cycles} shows after the foul's own); the referee's marks
     * of the cycle (back passer, free kick fault, illegal defender); the card shown.
     *
     * @param step the simulation step now
     */
    public static int of(Player p, long step) {
        int s;
        if (p.enabled()) {
            s = STAND;
            if (p.goalie()) s |= GOALIE;
            if (p.kicked()) s |= p.kickFault() ? KICK | KICK_FAULT : KICK;
            if (p.catchAttempted()) s |= p.catchFault() ? CATCH | CATCH_FAULT : CATCH;
            int c = p.shownCollisions();
            if ((c & Player.COLLIDED_BALL) != 0) s |= BALL_TO_PLAYER | BALL_COLLIDE;
            if ((c & Player.COLLIDED_PLAYER) != 0) s |= PLAYER_COLLIDE;
            if ((c & Player.COLLIDED_POST) != 0) s |= POST_COLLIDE;
            if (p.tackled() || lyingShown(p, step)) s |= tackleBits(p.lastTackle());
            if (chargeShown(p, step)) s |= FOUL_CHARGED;
            int marks = p.refereeMarks();
            if ((marks & Player.MARK_BACK_PASS) != 0) s |= BACK_PASS;
            if ((marks & Player.MARK_FREE_KICK_FAULT) != 0) s |= FREE_KICK_FAULT;
            if ((marks & Player.MARK_ILLEGAL_DEFENSE) != 0) s |= ILLEGAL_DEFENSE;
        } else {
            s = DISCARD; // rcssserver disables a discarded player: only the cards survive
        }
        if (p.card() == Card.YELLOW) s |= YELLOW_CARD;
        else if (p.card() == Card.RED) s |= RED_CARD;
        return s;
    }

    /**
     * rcssserver shows a foul charge up to and including the step the charged player may act
     * again in (the mark is cleared after that step's show): {@code foul_cycles} shows.
     */
    private static boolean chargeShown(Player p, long step) {
        return p.foulChargedUntil() > 0 && p.foulChargedUntil() >= step && p.chargeShown(); // 0: never charged
    }

    /** rcssserver shows the tackle up to and including the step its tackler may act again in. */
    private static boolean lyingShown(Player p, long step) {
        return p.tackleUntil() > 0 && p.tackleUntil() >= step && p.tackleShown(); // 0: never tackled
    }

    private static int tackleBits(TackleResult r) {
        switch (r) {
            case FAILED: return TACKLE | TACKLE_FAULT;
            case OUT_OF_REACH: return TACKLE_FAULT;
            default: return TACKLE;
        }
    }
}
