package org.pitch.protocol.trainer.v14;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.world.Card;
import org.pitch.api.world.Player;
import org.pitch.protocol.trainer.v13.GlobalViewV13;

/**
 * Versions 14 to 19: the periodic message also shows fouls and cards. A player that does not
 * point gets {@code  t}, else {@code  k}, else {@code  f} (charged with a foul); a pointing one
 * gets {@code  POINT} and {@code  t} or {@code  k} only (rcssserver's pointing form has no
 * {@code f}). Then {@code  r} for a red card, else {@code  y} for a yellow one. The look reply is
 * version 13's.
 */
public final class GlobalViewV14 extends GlobalViewV13 {
    public static final GlobalViewV14 INSTANCE = new GlobalViewV14();

    private GlobalViewV14() {}

    @Override
    protected void seeFlags(MessageOut out, Player p, long step) {
        if (pointing(p, step)) {
            out.character(' ').integer(pointDirection(p));
            actionFlag(out, p, step);
        } else if (tackling(p, step)) {
            out.text(" t");
        } else if (p.kicking(step)) {
            out.text(" k");
        } else if (p.foulChargedUntil() > step) {
            out.text(" f");
        }
        if (p.card() == Card.RED) out.text(" r");
        else if (p.card() == Card.YELLOW) out.text(" y");
    }
}
