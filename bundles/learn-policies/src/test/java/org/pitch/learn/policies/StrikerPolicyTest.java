package org.pitch.learn.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Ball;
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

    /** Within shooting range with a goalie off the centre: the shot goes to the other post's side. */
    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void shootsAtThePostFartherFromTheGoalie(Side side) {
        Scene scene = new Scene(11);
        int s = side.sign();
        scene.add(side, 9, false, 38 * s, 0, side == Side.LEFT ? 0 : 180, new StrikerPolicy());
        scene.add(side.opponent(), 1, true, 51 * s, 2.5, 0, null);
        scene.ball(38.7 * s, 0, 0, 0);
        scene.playOn();
        scene.step();
        Ball ball = scene.theBall();
        assertTrue(ball.vx() * s > 1.5, "a shot: vx " + ball.vx());
        // from (38.7, 0) to 1 m inside the far post (52.5, -(goal_width / 2 - 1)); the kick noise (kick_rand 0.1 × about 1.1) turns a 2.4 m/s shot by 0.05 at most
        double post = scene.parameters().real(ServerParam.GOAL_WIDTH) / 2 - StrikerPolicy.INSIDE_POST;
        double slope = ball.vy() / (ball.vx() * s);
        assertEquals(-post / (52.5 - 38.7), slope, 0.06, "aimed inside the post away from the goalie");
    }
}
