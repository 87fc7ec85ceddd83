package org.pitch.learn.policies;

import java.util.function.Consumer;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.Catch;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.learn.PolicyContext;
import org.pitch.api.learn.ScriptedPolicy;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.World;

/**
 * {@code goalie}: keeps its goal. In this order, one body command a cycle:
 * <ol>
 * <li>holding a caught ball, it waits until it may catch again ({@code catch_ban_cycle} cycles
 *     after the catch, what {@link Player#catchBanUntil()} tells) and then kicks the ball out
 *     towards the touch line on the ball's side;</li>
 * <li>it catches a ball within its reach ({@link Reach#catchReach}) and catch angle, inside its
 *     own penalty area, in play ({@code play_on}, or a shoot-out penalty being taken);</li>
 * <li>it clears a kickable ball it cannot catch forward;</li>
 * <li>otherwise it moves, inside its penalty area: onto the path of a ball rolling at its goal
 *     (the point of the path nearest to it); to a slow ball loose in the box; else onto the line
 *     from the centre of its goal to the ball, {@link #GUARD_RADIUS} out at most
 *     ({@link Motion#moveTo}), facing the ball when it has arrived.</li>
 * </ol>
 * It does not know the back-pass rule: it catches a teammate's pass too.
 */
@Component(property = ScriptedPolicy.NAME + "=goalie")
public final class GoaliePolicy implements ScriptedPolicy {
    /** How far from the centre of its goal the goalie waits on the line to the ball, metres. */
    static final double GUARD_RADIUS = 4.0;
    /** Close enough to its spot to stop and face the ball, metres. */
    static final double ARRIVED = 0.5;
    /** Degrees the body may be off the ball while the goalie waits. */
    static final double FACING_TOLERANCE = 15.0;
    /** A ball slower than this (metres a cycle) is loose, not a shot. */
    static final double SHOT_SPEED = 0.3;
    /** How far outside a post a ball's path still counts as coming at the goal, metres. */
    static final double POST_MARGIN = 2.0;
    /** Where a caught ball is kicked: this far out from the goal line, towards the touch line, metres. */
    static final double CLEARANCE_X = 30.0, CLEARANCE_Y = 28.0;
    /** How far inside its penalty area's lines the goalie keeps, metres. */
    static final double AREA_MARGIN = 0.5;

    @Override
    public void act(PolicyContext context, Player self, Consumer<PlayerCommand> out) {
        World world = context.world();
        if (!Players.canAct(world, self)) return;
        Parameters p = context.parameters();
        Ball ball = world.ball();
        int s = self.side().sign();
        double goalX = Pitches.defendedGoalX(self.side());

        if (self.holdingBall()) {
            if (world.step() >= self.catchBanUntil()) {
                double sideY = ball.y() >= 0 ? CLEARANCE_Y : -CLEARANCE_Y;
                Kicks.towards(p, self, ball, goalX + s * CLEARANCE_X, sideY, p.real(ServerParam.BALL_SPEED_MAX), out);
            }
            return;
        }
        if (canCatch(world, p, self, ball)) {
            out.accept(new Catch(Reach.ballAngleFromBody(self, ball)));
            return;
        }
        if (Reach.kickable(p, self, ball)) {
            Kicks.towards(p, self, ball, Pitches.attackedGoalX(self.side()), ball.y() >= 0 ? CLEARANCE_Y : -CLEARANCE_Y,
                    p.real(ServerParam.BALL_SPEED_MAX), out);
            return;
        }

        double tx, ty;
        double speed = ball.speed();
        boolean towardsGoal = ball.vx() * s < 0 && speed > SHOT_SPEED;
        double toGoalLine = towardsGoal ? (goalX - ball.x()) / ball.vx() : 0.0; // the ball's velocities to the goal line
        if (towardsGoal && comesAtGoal(p, ball, toGoalLine)) {
            // the point of the ball's path nearest to the goalie, between the ball and the goal line
            double u = ((self.x() - ball.x()) * ball.vx() + (self.y() - ball.y()) * ball.vy()) / (speed * speed);
            u = Math.min(Math.max(u, 0.0), toGoalLine);
            tx = ball.x() + ball.vx() * u;
            ty = ball.y() + ball.vy() * u;
        } else if (Pitches.inOwnPenaltyArea(self.side(), ball.x(), ball.y())) {
            int cycles = BallPaths.cyclesToReach(self, ball);
            tx = BallPaths.xAfter(ball, cycles);
            ty = BallPaths.yAfter(ball, cycles);
        } else {
            double dist = ball.distanceTo(goalX, 0.0);
            double r = Math.min(GUARD_RADIUS, 0.5 * dist);
            tx = goalX + (ball.x() - goalX) / dist * r;
            ty = ball.y() / dist * r;
        }
        tx = Pitches.clampIntoOwnPenaltyAreaX(self.side(), tx, AREA_MARGIN);
        ty = Pitches.clampIntoPenaltyAreaY(ty, AREA_MARGIN);

        if (!Motion.moveTo(p, self, tx, ty, ARRIVED, out)) Motion.face(p, self, ball.x(), ball.y(), FACING_TOLERANCE, out);
    }

    /** Whether a ball crossing the goal line after {@code toGoalLine} velocities would pass between the posts (or near them) and gets there. */
    private static boolean comesAtGoal(Parameters p, Ball ball, double toGoalLine) {
        double yAtLine = ball.y() + ball.vy() * toGoalLine;
        if (Math.abs(yAtLine) > p.real(ServerParam.GOAL_WIDTH) / 2 + POST_MARGIN) return false;
        double reach = 1.0 / (1.0 - ball.decay()); // velocities a ball rolls before it stops
        return toGoalLine <= reach;
    }

    /** Whether a catch now is allowed and likely: in play, not banned, the ball close, in the catch angle and in the goalie's penalty area. */
    static boolean canCatch(World world, Parameters p, Player self, Ball ball) {
        PlayMode mode = world.playMode();
        if (!(mode.isPlayOn() || mode == PlayMode.PENALTY_TAKEN)) return false;
        if (world.step() < self.catchBanUntil() || !self.goalie()) return false;
        if (self.distanceTo(ball) > Reach.catchReach(p)) return false;
        double angle = Reach.ballAngleFromBody(self, ball);
        if (angle < p.real(ServerParam.MIN_CATCH_ANGLE) || angle > p.real(ServerParam.MAX_CATCH_ANGLE)) return false;
        return Pitches.inOwnPenaltyArea(self.side(), ball.x(), ball.y());
    }
}
