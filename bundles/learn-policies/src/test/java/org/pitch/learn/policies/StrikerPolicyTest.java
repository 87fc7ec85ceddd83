package org.pitch.learn.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.world.Side;

class StrikerPolicyTest {
    /**
     * 25 m from the goal: a few cycles to the ball, about 5 m of dribbling at a walking pace
     * (0.7 m a cycle, the striker catching up), then a shot of about 2.5 m a cycle that loses
     * 6 % a cycle (ball_decay 0.94) and so covers 20 m in about 12 cycles. 60 cycles is twice that.
     */
    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void scoresAgainstAnEmptyGoalFromTwentyFiveMetres(Side side) {
        Scene scene = new Scene(5);
        int s = side.sign();
        scene.add(side, 9, false, 25 * s, 3, side == Side.LEFT ? 0 : 180, new StrikerPolicy());
        scene.ball(27.5 * s, 0, 0, 0);
        scene.playOn();
        String goal = "goal_" + side.wire();
        int cycles = 0;
        while (scene.heard.stream().noneMatch(m -> m.startsWith(goal)) && cycles < 60) {
            scene.step();
            cycles++;
        }
        assertTrue(scene.heard.stream().anyMatch(m -> m.startsWith(goal)), "no goal in " + cycles + " cycles: " + scene.heard);
        assertEquals(1, scene.world().team(side).score());
    }
}
