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
 * {@code chaser}: a ball-chasing defender. With the ball kickable it clears it at full speed
 * towards the goal it attacks; with an opponent holding the ball within its tackle reach it
 * tackles it there when the tackle is likely to win it ({@link Tackles}); otherwise it runs to
 * where the ball will be, turning first when its body is off the way by more than a few degrees.
 */
@Component(property = ScriptedPolicy.NAME + "=chaser")
public final class ChaserPolicy implements ScriptedPolicy {
    @Override
    public void act(PolicyContext context, Player self, Consumer<PlayerCommand> out) {
        World world = context.world();
        if (!Players.canAct(world, self)) return;
        Parameters p = context.parameters();
        Ball ball = world.ball();
        if (Reach.kickable(p, self, ball)) {
            Kicks.towards(p, self, ball, Pitches.attackedGoalX(self.side()), 0.0, p.real(ServerParam.BALL_SPEED_MAX), out);
        } else if (!Tackles.ifWorthIt(world, p, self, out)) {
            Motion.chaseBall(p, self, ball, out);
        }
    }
}
