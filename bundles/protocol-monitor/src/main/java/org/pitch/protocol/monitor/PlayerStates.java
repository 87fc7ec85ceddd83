package org.pitch.protocol.monitor;

import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;

/**
 * The player state bits of the monitor show and game log ({@code 0x9} = standing goalie), as
 * rcssserver's {@code PlayerState}, derived from what a {@link Player} records. A slot nobody
 * plays is 0. Bits for which Pitch keeps no record stay clear: a kick or tackle that failed
 * ({@code KICK_FAULT}, {@code TACKLE_FAULT}), a catch that was not executed at all (out of reach
 * or not allowed), and the referee's marks for back passes, free kick faults and illegal defence.
 */
final class PlayerStates {
    private PlayerStates() {}

    static final int DISABLE = 0x0;
    static final int STAND = 0x1;
    static final int KICK = 0x2;
    static final int GOALIE = 0x8;
    static final int CATCH = 0x10;
    static final int CATCH_FAULT = 0x20;
    static final int BALL_TO_PLAYER = 0x40;
    static final int DISCARD = 0x100;
    static final int BALL_COLLIDE = 0x400;
    static final int PLAYER_COLLIDE = 0x800;
    static final int TACKLE = 0x1000;
    static final int POST_COLLIDE = 0x10000;
    static final int FOUL_CHARGED = 0x20000;
    static final int YELLOW_CARD = 0x40000;
    static final int RED_CARD = 0x80000;

    /**
     * The bits of a player in the world after a cycle. An enabled player stands; one that is not
     * was sent off (rcssserver discards a player shown red, and a monitor's {@code dispdiscard}
     * does the same without a card) and keeps only that and its cards. Then: the goalie; a kick
     * this cycle; a catch this cycle, failed unless the goalie holds the ball now or the referee
     * judged the catch itself (back pass, catch fault); collisions with the ball, another player
     * or a post this cycle; lying after a tackle; frozen by a charged foul; the card shown.
     *
     * @param step     the simulation step now
     * @param catching whether the player's catch count went up this cycle (the writer tracks it)
     * @param mode     the play mode now
     */
    static int of(Player p, long step, boolean catching, PlayMode mode) {
        int s;
        if (p.enabled()) {
            s = STAND;
            if (p.goalie()) s |= GOALIE;
            if (p.kicked()) s |= KICK;
            if (catching) {
                s |= CATCH;
                if (!p.holdingBall() && mode != PlayMode.BACK_PASS && mode != PlayMode.CATCH_FAULT) s |= CATCH_FAULT;
            }
            int c = p.collisions();
            if ((c & Player.COLLIDED_BALL) != 0) s |= BALL_TO_PLAYER | BALL_COLLIDE;
            if ((c & Player.COLLIDED_PLAYER) != 0) s |= PLAYER_COLLIDE;
            if ((c & Player.COLLIDED_POST) != 0) s |= POST_COLLIDE;
            if (p.tackled() || p.tackleUntil() > step) s |= TACKLE;
            if (p.foulChargedUntil() > step) s |= FOUL_CHARGED;
        } else {
            s = DISCARD; // rcssserver disables a discarded player: only the cards survive
        }
        if (p.card() == Card.YELLOW) s |= YELLOW_CARD;
        else if (p.card() == Card.RED) s |= RED_CARD;
        return s;
    }
}
