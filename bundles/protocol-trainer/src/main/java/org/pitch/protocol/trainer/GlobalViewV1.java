package org.pitch.protocol.trainer;

import java.util.List;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * The whole field as a trainer or an online coach of versions 1 to 6 sees it, in
 * {@code (see T ...)} every visual step and in {@code (ok look T ...)}:
 * <pre>
 * (see T ((goal r) 52.5 0) ((goal l) -52.5 0) ((ball) X Y VX VY) ((player TEAM U) X Y BODY NECK VX VY) ...)
 * </pre>
 * Goals, ball, then every enabled player in slot order (left 1..11, right 1..11), under its long
 * name without goalie marker; an online coach sees the opponents under their fixed name
 * ({@link Team#nameSeenBy}). Positions and velocities are global and unquantised; BODY (global)
 * and NECK (relative to the body) are whole degrees, truncated.
 *
 * <p>One class per version where the format changes, each in the bundle of its trainer range
 * ({@code protocol-trainer-v7}, {@code -v8}, {@code -v13}, {@code -v14}) and overriding only what
 * changed, as rcssserver's VisualSenderCoach and SerializerCoach classes do. The trainer's and the
 * online coaches' codecs of the same version share one. Writing allocates nothing (it runs every
 * visual step); the caller sends.
 */
public class GlobalViewV1 {
    public static final GlobalViewV1 INSTANCE = new GlobalViewV1();

    private static final double TWO_PI = 2 * Math.PI;

    protected GlobalViewV1() {}

    /**
     * Writes the field at the world's clock.
     *
     * @param viewer the online coach's side, or {@link Side#NEUTRAL} for the trainer
     * @param lookReply {@code (ok look ...)} rather than the periodic message
     */
    public final void write(MessageOut out, World world, Side viewer, boolean lookReply) {
        int time = world.time();
        long step = world.step();
        if (lookReply) out.text("(ok look ").integer(time);
        else seeBegin(out, time);
        goals(out);
        ball(out, world.ball());
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (!p.enabled()) continue;
            Team team = world.team(p.side());
            out.text(" (");
            name(out, team == null ? "" : team.nameSeenBy(viewer), p);
            state(out, p);
            if (lookReply) lookFlags(out, p, step);
            else seeFlags(out, p, step);
            out.character(')');
        }
        out.character(')');
    }

    protected void seeBegin(MessageOut out, int time) {
        out.text("(see ").integer(time);
    }

    protected void goals(MessageOut out) {
        out.text(" ((goal r) 52.5 0) ((goal l) -52.5 0)");
    }

    protected void ball(MessageOut out, Ball b) {
        out.text(" ((ball) ");
        position(out, b.x(), b.y()).character(' ');
        position(out, b.vx(), b.vy()).character(')');
    }

    /** {@code (player TEAM U)}. */
    protected void name(MessageOut out, String team, Player p) {
        CoachMessages.longName(out, team, p.unum());
    }

    /** {@code  X Y BODY NECK VX VY}. */
    protected void state(MessageOut out, Player p) {
        out.character(' ');
        position(out, p.x(), p.y());
        out.character(' ').integer(wholeDegrees(p.bodyRadians()))
                .character(' ').integer(wholeDegrees(p.neckRadians()))
                .character(' ');
        position(out, p.vx(), p.vy());
    }

    /** Whatever follows a player's state in the periodic message; nothing before version 8. */
    protected void seeFlags(MessageOut out, Player p, long step) {}

    /** Whatever follows a player's state in the look reply; nothing before version 13. */
    protected void lookFlags(MessageOut out, Player p, long step) {}

    /** A facing as rcssserver prints it from the radians it keeps: {@code Rad2IDeg}, truncated toward zero. */
    protected int wholeDegrees(double radians) {
        return (int) Math.toDegrees(radians);
    }

    protected static MessageOut position(MessageOut out, double x, double y) {
        return out.number(x).character(' ').number(y);
    }

    /** rcssserver's {@code normalize_angle}: into [-π, π]. */
    protected static double normalizeAngle(double radians) {
        if (Math.abs(radians) > TWO_PI) radians = radians % TWO_PI;
        if (radians < -Math.PI) radians += TWO_PI;
        if (radians > Math.PI) radians -= TWO_PI;
        return radians;
    }
}
