package org.pitch.learn.rewards;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.learn.Outcome;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

class GoalRewardTest {
    private final GoalReward goal = new GoalReward();

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void plusOneForAGoalOfTheAgentsSide(Side side) {
        Step step = new Step(side);
        Player agent = step.agent(40, 0, 41, 0);
        step.scored = side;
        step.outcome = Outcome.GOAL;
        assertEquals(1.0, goal.reward(step, agent));
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void minusOneForAGoalOfTheOtherSide(Side side) {
        Step step = new Step(side);
        Player agent = step.agent(40, 0, 41, 0);
        step.scored = side.opponent();
        step.outcome = Outcome.GOAL;
        assertEquals(-1.0, goal.reward(step, agent));
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void nothingInAStepWithoutAGoal(Side side) {
        Step step = new Step(side);
        Player agent = step.agent(40, 0, 41, 0);
        step.ball(50, 0, 52, 0);
        assertEquals(0.0, goal.reward(step, agent));
    }
}
