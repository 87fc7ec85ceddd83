package org.pitch.learn.policies;

import java.util.function.Consumer;

import org.pitch.api.command.PlayerCommand;
import org.pitch.api.command.Tackle;
import org.pitch.api.geom.Angles;
import org.pitch.api.param.Parameters;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;
import org.pitch.api.world.World;

/** When a scripted defender tackles: the ball in reach, held by an opponent, and the tackle likely to win it. */
final class Tackles {
    /**
     * The least chance of success worth a tackle: a tackle, won or lost, leaves the player lying
     * for tackle_cycles, so an unlikely one hands the opponent the ball.
     */
    static final double WORTH_IT = 0.8;

    private Tackles() {}

    /**
     * Tackles the ball towards the goal {@code self} attacks (the angle form of the command, as
     * clients of protocol 12 and later send it) if an opponent has it and the chance is worth it;
     * answers whether it did.
     */
    static boolean ifWorthIt(World world, Parameters p, Player self, Consumer<PlayerCommand> out) {
        Ball ball = world.ball();
        if (Reach.tackleChance(p, self, ball) < WORTH_IT || !Players.hasBall(world, p, self.side().opponent())) return false;
        double towardsGoal = Angles.normalize(
                Angles.direction(Pitches.attackedGoalX(self.side()) - ball.x(), -ball.y()) - self.bodyDirection());
        out.accept(new Tackle(towardsGoal, false, false));
        return true;
    }
}
