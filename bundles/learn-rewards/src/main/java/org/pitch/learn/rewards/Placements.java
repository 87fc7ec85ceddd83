package org.pitch.learn.rewards;

import org.pitch.api.learn.RewardContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;

/**
 * Tells a referee's placement (a set play, a drop ball, a trainer's move) from movement: the
 * context does not say who moved an object, so an object that went further in one step than the
 * simulation can carry it is taken as placed. One cycle carries an object at most its top speed
 * plus the movement noise on it, plus the push of a collision (the discs put apart: at most a
 * player's and the object's size). A placement shorter than that (a kick-in a step beyond the
 * touch line) passes as movement; with wind ({@code wind_force}) a blown ball may pass as placed.
 */
final class Placements {
    private Placements() {}

    /** Whether the ball went further in this step than a cycle's movement can carry it. */
    static boolean ballPlaced(RewardContext context) {
        Parameters p = context.parameters();
        Ball ball = context.world().ball();
        double reach = p.real(ServerParam.BALL_SPEED_MAX) * (1.0 + p.real(ServerParam.BALL_RAND))
                + p.real(ServerParam.PLAYER_SIZE) + p.real(ServerParam.BALL_SIZE);
        return ball.distanceTo(context.ballBeforeX(), context.ballBeforeY()) > reach;
    }

    /** Whether {@code player} went further in this step than a cycle's movement can carry it. */
    static boolean playerPlaced(RewardContext context, Player player) {
        Parameters p = context.parameters();
        double reach = player.type().playerSpeedMax() * (1.0 + p.real(ServerParam.PLAYER_RAND))
                + 2.0 * player.type().playerSize();
        return player.distanceTo(context.agentBeforeX(player), context.agentBeforeY(player)) > reach;
    }
}
