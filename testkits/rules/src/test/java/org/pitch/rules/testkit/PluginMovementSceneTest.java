package org.pitch.rules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;

/**
 * A plugin movement that wraps the standard one, on the class path beside it (the test's
 * {@link WindyMovement}): the fixture assembles both, and a scene that chooses
 * {@code pitch.models.movement = windy} sees the ball move as the standard movement moves it plus
 * the push, while a scene that does not sees the standard movement alone.
 */
class PluginMovementSceneTest {

    /** The ball from (0, 0) at 1 m per cycle along x, in play, in a match with that movement chosen. */
    private static MatchFixture rolling(String movement) {
        MatchFixture m = MatchFixture.with("pitch.models.movement = " + movement);
        m.ball(0, 0, 1.0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        return m;
    }

    @Test
    void theChosenWrapperPushesTheBallTheStandardMovementMoves() {
        assertMoves(rolling("windy"), WindyMovement.DEFAULT_PUSH);
    }

    @Test
    void theStandardMovementAloneWhereTheWrapperIsNotChosen() {
        assertMoves(rolling("standard"), 0.0);
    }

    /** Noise and wind off: each cycle the push joins the velocity, the ball moves by it, and the velocity decays. */
    private static void assertMoves(MatchFixture m, double push) {
        double decay = m.simulation().parameters().real(ServerParam.BALL_DECAY);
        double x = 0;
        double vx = 1.0;
        for (int cycle = 1; cycle <= 5; cycle++) {
            m.step();
            vx += push;
            x += vx;
            vx *= decay;
            assertEquals(x, m.ball().x(), 1e-9, "x after cycle " + cycle);
            assertEquals(vx, m.ball().vx(), 1e-9, "vx after cycle " + cycle);
            assertEquals(0.0, m.ball().y(), 0.0, "along x only");
        }
    }
}
