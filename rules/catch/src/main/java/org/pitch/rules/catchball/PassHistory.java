package org.pitch.rules.catchball;

import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * Who last played the ball on purpose, as rcssserver's CatchRef remembers it for the back-pass
 * rule: the last and the one-before-last kicker (a tackle counts as a kick), the game time of the
 * last kick, and which teams touched the ball since the referee last looked. Once both teams have
 * played the ball within one cycle, nobody can have passed it back: the history is forgotten.
 */
final class PassHistory {
    private Player last;
    private Player beforeLast;
    private int lastTime;
    private boolean leftTouched;
    private boolean rightTouched;

    /** A new match: nothing remembered. */
    void reset() {
        last = null;
        beforeLast = null;
        lastTime = 0;
        leftTouched = false;
        rightTouched = false;
    }

    /** The referee looked at the cycle: touches start to count again. */
    void newCycle() {
        leftTouched = false;
        rightTouched = false;
    }

    /** Forgets both kickers (a set play, a legal catch, a contested ball). */
    void forgetKickers() {
        last = null;
        beforeLast = null;
    }

    /** Forgets the last kicker only, as rcssserver does when it calls a back pass. */
    void forgetLastKicker() {
        last = null;
    }

    /** A kick or tackle by {@code kicker} at game time {@code time}. */
    void kicked(Player kicker, int time) {
        if (markTouch(kicker.side())) {
            forgetKickers();
            return;
        }
        if (last != kicker) beforeLast = last; // another player took over the ball
        last = kicker;
        lastTime = time;
    }

    /** The ball touched {@code player} without a kick (a collision, a catch). */
    void touched(Player player) {
        if (markTouch(player.side())) forgetKickers();
    }

    /** Records the touch; whether both teams have now touched the ball in this cycle. */
    private boolean markTouch(Side side) {
        if (side == Side.LEFT) leftTouched = true;
        else if (side == Side.RIGHT) rightTouched = true;
        return leftTouched && rightTouched;
    }

    /** Whether the last kicker is a teammate of the goalie (the goalie himself included). */
    /** The referee names the last kicker, the back passer, in the cycle's show. */
    void markBackPasser() {
        if (last != null) last.mark(Player.MARK_BACK_PASS);
    }

    boolean lastKickedByTeammateOf(Player goalie) {
        return last != null && last.side() == goalie.side();
    }

    /**
     * The goalie kicked the ball last, but an opponent played it just before: the goalie only
     * took back a ball the opponent sent, which is no back pass.
     */
    boolean goalieTookOpponentBall(Player goalie) {
        return last == goalie && beforeLast != null && beforeLast.side() != goalie.side();
    }

    /**
     * The teammate's kick happened in this very cycle ({@code now}) and no teammate played the
     * ball before it: kick and catch were simultaneous, which is no back pass either.
     */
    boolean kickedTogetherWithCatch(Player goalie, int now) {
        return now == lastTime && (beforeLast == null || beforeLast.side() != goalie.side());
    }

    /** The game time of the last kick. */
    int lastKickTime() {
        return lastTime;
    }
}
