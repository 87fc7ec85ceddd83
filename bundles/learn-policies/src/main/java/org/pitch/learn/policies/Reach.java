package org.pitch.learn.policies;

import org.pitch.api.geom.Angles;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;

/** What a player can reach from where it stands, by the server parameters and its type. */
final class Reach {
    private Reach() {}

    /** player_size + ball_size + the type's kickable_margin. */
    static double kickableArea(Parameters p, Player player) {
        return player.type().kickableArea(p.real(ServerParam.BALL_SIZE));
    }

    static boolean kickable(Parameters p, Player player, Ball ball) {
        return player.distanceTo(ball) <= kickableArea(p, player);
    }

    /**
     * How far a goalie reaches with a catch aimed at the ball: {@code catchable_area_l}, the middle
     * of its type's stretched area, where a catch still succeeds with at least half of
     * {@code catch_probability} (all of it for a type without stretch).
     */
    static double catchReach(Parameters p) { return p.real(ServerParam.CATCHABLE_AREA_L); }

    /** The direction of the ball from the body, degrees in [−180, 180]. */
    static double ballAngleFromBody(Player player, Ball ball) {
        return angleFromBody(player, ball.x(), ball.y());
    }

    /** The direction of (x, y) from the body, degrees in [−180, 180]. */
    static double angleFromBody(Player player, double x, double y) {
        return Angles.normalize(Angles.direction(x - player.x(), y - player.y()) - player.bodyDirection());
    }

    /**
     * The chance a tackle succeeds against the ball where it is ({@code 1 − fail}, fail =
     * (|rx|/reach)^tackle_exponent + (|ry|/tackle_width)^tackle_exponent in the body's frame), 0
     * out of reach.
     */
    static double tackleChance(Parameters p, Player player, Ball ball) {
        double a = Math.toRadians(player.bodyDirection());
        double dx = ball.x() - player.x(), dy = ball.y() - player.y();
        double rx = dx * Math.cos(a) + dy * Math.sin(a);
        double ry = -dx * Math.sin(a) + dy * Math.cos(a);
        double reach = rx > 0 ? p.real(ServerParam.TACKLE_DIST) : p.real(ServerParam.TACKLE_BACK_DIST);
        if (reach <= 1e-5) return 0.0;
        double e = p.real(ServerParam.TACKLE_EXPONENT);
        double fail = Math.pow(Math.abs(rx) / reach, e) + Math.pow(Math.abs(ry) / p.real(ServerParam.TACKLE_WIDTH), e);
        return fail >= 1.0 ? 0.0 : 1.0 - fail;
    }
}
