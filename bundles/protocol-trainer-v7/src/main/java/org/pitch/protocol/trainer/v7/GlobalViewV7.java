package org.pitch.protocol.trainer.v7;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;
import org.pitch.protocol.trainer.CoachMessages;
import org.pitch.protocol.trainer.GlobalViewV1;

/**
 * Version 7: {@code (see_global T ...)} with short names and rounded angles, velocity before
 * the angles:
 * <pre>
 * (see_global T ((g r) 52.5 0) ((g l) -52.5 0) ((b) X Y VX VY) ((p "TEAM" U[ goalie]) X Y VX VY BODY NECK) ...)
 * </pre>
 */
public class GlobalViewV7 extends GlobalViewV1 {
    public static final GlobalViewV7 INSTANCE = new GlobalViewV7();

    protected GlobalViewV7() {}

    @Override
    protected void seeBegin(MessageOut out, int time) {
        out.text("(see_global ").integer(time);
    }

    @Override
    protected void goals(MessageOut out) {
        out.text(" ((g r) 52.5 0) ((g l) -52.5 0)");
    }

    @Override
    protected void ball(MessageOut out, Ball b) {
        out.text(" ((b) ");
        position(out, b.x(), b.y()).character(' ');
        position(out, b.vx(), b.vy()).character(')');
    }

    /** {@code (p "TEAM" U)} or {@code (p "TEAM" U goalie)}. */
    @Override
    protected void name(MessageOut out, String team, Player p) {
        CoachMessages.shortName(out, team, p.unum(), p.goalie());
    }

    /** {@code  X Y VX VY BODY NECK}. */
    @Override
    protected void state(MessageOut out, Player p) {
        out.character(' ');
        position(out, p.x(), p.y()).character(' ');
        position(out, p.vx(), p.vy());
        out.character(' ').integer(wholeDegrees(p.bodyRadians()))
                .character(' ').integer(wholeDegrees(p.neckRadians()));
    }

    /** {@code Rad2IDegRound}: {@code rint}, halves to even. */
    @Override
    protected int wholeDegrees(double radians) {
        return (int) Math.rint(Math.toDegrees(radians));
    }
}
