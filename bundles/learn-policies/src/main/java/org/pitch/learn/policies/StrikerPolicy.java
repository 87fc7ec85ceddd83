package org.pitch.learn.policies;

import java.util.function.Consumer;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.learn.PolicyContext;
import org.pitch.api.learn.ScriptedPolicy;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;
import org.pitch.api.world.World;

/**
 * {@code striker}: goes to the ball and takes it to the goal its side attacks. Within
 * {@link #SHOOTING_RANGE} of the goal's centre it shoots with all the speed a kick gives,
 * {@link #INSIDE_POST} inside the post farther from the defending goalie (at the centre of an
 * empty goal); farther out it dribbles: small kicks that send the ball ahead at
 * {@link #DRIBBLE_SPEED}, slower than the striker runs, so it catches up with the ball.
 */
@Component(property = ScriptedPolicy.NAME + "=striker")
public final class StrikerPolicy implements ScriptedPolicy {
    /** Distance from the centre of the goal within which the striker shoots, metres. */
    static final double SHOOTING_RANGE = 20.0;
    /** The speed a dribbling kick gives the ball, metres a cycle (player_speed_max is 1.05). */
    static final double DRIBBLE_SPEED = 0.7;
    /** How far inside a post a shot is aimed, metres. */
    static final double INSIDE_POST = 1.0;

    @Override
    public void act(PolicyContext context, Player self, Consumer<PlayerCommand> out) {
        World world = context.world();
        if (!Players.canAct(world, self)) return;
        Parameters p = context.parameters();
        Ball ball = world.ball();
        if (!Reach.kickable(p, self, ball)) {
            Motion.chaseBall(p, self, ball, out);
            return;
        }
        double goalX = Pitches.attackedGoalX(self.side());
        if (ball.distanceTo(goalX, 0.0) > SHOOTING_RANGE) {
            Kicks.towards(p, self, ball, goalX, 0.0, DRIBBLE_SPEED, out);
            return;
        }
        Player keeper = Players.goalie(world, self.side().opponent());
        double aimY = 0.0;
        if (keeper != null) {
            double post = p.real(ServerParam.GOAL_WIDTH) / 2 - INSIDE_POST;
            aimY = keeper.y() >= 0 ? -post : post;
        }
        Kicks.towards(p, self, ball, goalX, aimY, p.real(ServerParam.BALL_SPEED_MAX), out);
    }
}
