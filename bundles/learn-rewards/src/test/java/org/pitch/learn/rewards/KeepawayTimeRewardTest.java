package org.pitch.learn.rewards;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.learn.Outcome;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

class KeepawayTimeRewardTest {
    private final KeepawayTimeReward time = new KeepawayTimeReward();

    @Test
    void oneForEveryStepOfTheEpisodeTheLastIncluded() {
        for (Side side : new Side[] {Side.LEFT, Side.RIGHT}) {
            Step step = new Step(side);
            Player agent = step.agent(0, 0, 0, 0);
            double total = 0;
            for (int i = 1; i <= 37; i++) {
                step.steps = i;
                step.outcome = i < 37 ? Outcome.IN_PLAY : Outcome.CAPTURED_BY_DEFENSE;
                total += time.reward(step, agent);
            }
            assertEquals(37.0, total, "the return is the episode's length in cycles");
        }
    }

    @Test
    void aTruncatedEpisodesLastStepCountsToo() {
        Step step = new Step(Side.LEFT);
        Player agent = step.agent(0, 0, 0, 0);
        step.steps = 200;
        step.outcome = Outcome.OUT_OF_TIME;
        assertEquals(1.0, time.reward(step, agent));
    }

    @Test
    void nothingBeforeTheFirstStep() {
        Step step = new Step(Side.LEFT);
        Player agent = step.agent(0, 0, 0, 0);
        step.steps = 0;
        assertEquals(0.0, time.reward(step, agent));
    }
}
