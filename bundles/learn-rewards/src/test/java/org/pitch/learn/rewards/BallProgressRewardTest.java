package org.pitch.learn.rewards;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.learn.Outcome;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/** Scenes in the agent's frame: it attacks the goal at scene x = 52.5 (the right side's is x = −52.5 on the field). */
class BallProgressRewardTest {
    private static final double EPS = 1e-9;
    private final BallProgressReward progress = new BallProgressReward();

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theMetresTheBallCameCloserToTheAttackedGoal(Side side) {
        Step step = new Step(side);
        Player agent = step.agent(0, 0, 0, 0);
        step.ball(22.5, 0, 24.5, 0); // 30 m from the goal centre, then 28 m
        assertEquals(2.0, progress.reward(step, agent), EPS);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void distancesAreToTheGoalCentreNotAlongX(Side side) {
        Step step = new Step(side);
        Player agent = step.agent(0, 0, 0, 0);
        step.ball(52.5 - 30, 40, 52.5 - 30, 38.5); // (30, 40) from the centre: 50 m, then (30, 38.5)
        assertEquals(50.0 - Math.hypot(30, 38.5), progress.reward(step, agent), EPS);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void negativeWhenTheBallWentBack(Side side) {
        Step step = new Step(side);
        Player agent = step.agent(0, 0, 0, 0);
        step.ball(10, 0, 8.5, 0);
        assertEquals(-1.5, progress.reward(step, agent), EPS);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void nothingInAStepWithAGoal(Side side) {
        Step step = new Step(side);
        Player agent = step.agent(0, 0, 0, 0);
        step.ball(51, 0, 53, 0);
        step.scored = side;
        step.outcome = Outcome.GOAL;
        assertEquals(0.0, progress.reward(step, agent));
    }

    /** ball_speed_max 3 with ball_rand 0.05, plus player_size 0.3 and ball_size 0.085: 3.535 m in a cycle at most. */
    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void nothingWhenTheRefereePlacedTheBall(Side side) {
        Step step = new Step(side);
        Player agent = step.agent(0, 0, 0, 0);
        step.ball(-20, 10, -16.4, 10);
        assertEquals(0.0, progress.reward(step, agent));
        step.ball(-20, 10, -16.6, 10);
        assertEquals(3.4, progress.reward(step, agent), 0.1, "a fast ball is movement");
    }
}
