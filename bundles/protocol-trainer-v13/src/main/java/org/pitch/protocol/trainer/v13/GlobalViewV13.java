package org.pitch.protocol.trainer.v13;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.world.Player;
import org.pitch.protocol.trainer.v8.GlobalViewV8;

/**
 * Version 13: the periodic message marks a player that kicked in the last cycle with
 * {@code  k} (when it is not tackling); the look reply gets what the version 8 periodic message
 * had ({@code  POINT}, {@code  t}).
 */
public class GlobalViewV13 extends GlobalViewV8 {
    public static final GlobalViewV13 INSTANCE = new GlobalViewV13();

    protected GlobalViewV13() {}

    @Override
    protected void seeFlags(MessageOut out, Player p, long step) {
        if (pointing(p, step)) out.character(' ').integer(pointDirection(p));
        actionFlag(out, p, step);
    }

    @Override
    protected void lookFlags(MessageOut out, Player p, long step) {
        super.seeFlags(out, p, step);
    }

    /** {@code  t} while tackling, else {@code  k} after a kick. */
    protected static void actionFlag(MessageOut out, Player p, long step) {
        if (tackling(p, step)) out.text(" t");
        else if (p.kicking(step)) out.text(" k");
    }
}
