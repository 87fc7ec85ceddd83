package org.pitch.learn.rewards;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.learn.Outcome;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

class BallProximityRewardTest {
    private static final double EPS = 1e-9;
    private final BallProximityReward proximity = new BallProximityReward();

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theMetresTheAgentCameCloserToTheBall(Side side) {
        Step step = new Step(side);
        Player agent = step.agent(0, 0, 1, 0);
        step.ball(10, 0, 10, 0);
        assertEquals(1.0, proximity.reward(step, agent), EPS);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theBallsMovementCountsToo(Side side) {
        Step step = new Step(side);
        Player agent = step.agent(0, 0, 1, 0);
        step.ball(10, 0, 12, 0); // the agent ran 1 m after a ball that rolled 2 m away
        assertEquals(-1.0, proximity.reward(step, agent), EPS);
        step.ball(3, 4, 4, 3); // 5 m before, sqrt(9 + 9) after
        assertEquals(5.0 - Math.hypot(3, 3), proximity.reward(step, agent), EPS);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void nothingInAStepWithAGoal(Side side) {
        Step step = new Step(side);
        Player agent = step.agent(0, 0, 1, 0);
        step.ball(10, 0, 10, 0);
        step.scored = side.opponent();
        step.outcome = Outcome.GOAL;
        assertEquals(0.0, proximity.reward(step, agent));
    }

    /** player_speed_max 1.05 with player_rand 0.1, plus a player's diameter 0.6: 1.755 m in a cycle at most. */
    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void nothingWhenTheRefereePlacedTheAgentOrTheBall(Side side) {
        Step step = new Step(side);
        Player agent = step.agent(-5, 0, 0, 0);
        step.ball(10, 0, 10, 0);
        assertEquals(0.0, proximity.reward(step, agent), "the agent was placed");

        Step step2 = new Step(side);
        Player agent2 = step2.agent(0, 0, 1, 0);
        step2.ball(30, 0, 10, 0);
        assertEquals(0.0, proximity.reward(step2, agent2), "the ball was placed");
    }
}
