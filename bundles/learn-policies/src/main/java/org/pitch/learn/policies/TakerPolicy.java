package org.pitch.learn.policies;

import java.util.List;
import java.util.function.Consumer;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.learn.PolicyContext;
import org.pitch.api.learn.ScriptedPolicy;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * {@code taker}: a keepaway taker. The taker of its side nearest to the ball goes for it: it
 * kicks a kickable ball away towards the goal its side attacks, tackles a keeper's ball when the
 * tackle is likely to win it ({@link Tackles}), else runs to where the ball will be. Each other
 * taker blocks a pass: with the keeper nearest to the ball taken as the ball-holder, the k-th
 * other taker (by uniform number) stands on the lane from the holder to the holder's k-th nearest
 * team-mate, {@link #LANE_SHARE} of the way out, facing the ball.
 */
@Component(property = ScriptedPolicy.NAME + "=taker")
public final class TakerPolicy implements ScriptedPolicy {
    /** How far along the pass lane, from the holder towards the receiver, a blocking taker stands. */
    static final double LANE_SHARE = 1.0 / 3.0;
    /** Close enough to its spot on the lane to stop and face the ball, metres. */
    static final double ARRIVED = 0.5;
    /** Degrees the body may be off the ball while a taker blocks. */
    static final double FACING_TOLERANCE = 15.0;

    @Override
    public void act(PolicyContext context, Player self, Consumer<PlayerCommand> out) {
        World world = context.world();
        if (!Players.canAct(world, self)) return;
        Parameters p = context.parameters();
        Ball ball = world.ball();
        Player first = Players.nearest(world, self.side(), ball.x(), ball.y(), null);
        Player holder = Players.nearest(world, self.side().opponent(), ball.x(), ball.y(), null);
        if (first == self || holder == null) {
            goForTheBall(world, p, self, ball, out);
            return;
        }
        Player receiver = Players.rankedNearest(world, holder.side(), holder, blockerRank(world, self, first));
        if (receiver == null) {
            goForTheBall(world, p, self, ball, out);
            return;
        }
        double tx = holder.x() + (receiver.x() - holder.x()) * LANE_SHARE;
        double ty = holder.y() + (receiver.y() - holder.y()) * LANE_SHARE;
        if (!Motion.moveTo(p, self, tx, ty, ARRIVED, out)) Motion.face(p, self, ball.x(), ball.y(), FACING_TOLERANCE, out);
    }

    private static void goForTheBall(World world, Parameters p, Player self, Ball ball, Consumer<PlayerCommand> out) {
        if (Reach.kickable(p, self, ball)) {
            Kicks.towards(p, self, ball, Pitches.attackedGoalX(self.side()), 0.0, p.real(ServerParam.BALL_SPEED_MAX), out);
        } else if (!Tackles.ifWorthIt(world, p, self, out)) {
            Motion.chaseBall(p, self, ball, out);
        }
    }

    /** How many of the other blocking takers (all but the one going for the ball) have a lower uniform number. */
    private static int blockerRank(World world, Player self, Player first) {
        Side side = self.side();
        List<Player> players = world.players();
        int rank = 0;
        for (int i = 0; i < players.size(); i++) {
            Player p = players.get(i);
            if (p != self && p != first && p.side() == side && p.enabled() && p.unum() < self.unum()) rank++;
        }
        return rank;
    }
}
